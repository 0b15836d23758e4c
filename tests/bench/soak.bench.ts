// Memory under a long run of server-rendered pages: 10,000 public pages
// through the production HTTP stack (in-process requests, response cache on as
// in production), cycling through every URL of the sitemap. Prints the heap and
// RSS at the start, after each 2,000 pages and after a forced collection; the
// heap after collection should end within 10% of where it started.
import { XMLParser } from 'fast-xml-parser';
import { seedDemoContent } from '../../prisma/seed';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { productionAssets } from '../../server/http/client';
import { createServices } from '../../server/services';
import { forceGc } from '../helpers/gc';
import { benchDatabases } from './databases';
import type { Benchmark } from './run';
import { runConcurrently } from './stats';

const PAGES = 10_000;
const REPORT_EVERY = 2_000;
const CONCURRENCY = 4;
const TOLERANCE = 0.1;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function sample(label: string, startHeap?: number) {
  const { heapUsed, rss } = process.memoryUsage();
  const ratio = startHeap ? ` (${(heapUsed / startHeap).toFixed(2)}× the start)` : '';
  console.log(`| ${label} | ${mib(heapUsed)}${ratio} | ${mib(rss)} |`);
  return heapUsed;
}

export const benchmark: Benchmark = {
  name: 'soak',
  description: `heap and RSS over ${PAGES.toLocaleString('en')} server-rendered public pages`,
  async run() {
    // The embedded database: what a server without DATABASE_URL runs on.
    const [embedded, ...others] = await benchDatabases();
    await Promise.all(others.map((other) => other.drop()));
    const { db, label, drop } = embedded!;
    try {
      await seedDemoContent(db.prisma);
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
      const { app } = createApp({
        prisma: db.prisma,
        config,
        services: await createServices(config),
        client: await productionAssets(),
      });
      const sitemap = await (await app.request('/sitemap.xml')).text();
      const { urlset } = new XMLParser().parse(sitemap) as { urlset: { url: { loc: string }[] } };
      const paths = urlset.url.map(({ loc }) => new URL(loc).pathname);
      const renderPage = async (index: number) => {
        const path = paths[index % paths.length]!;
        const response = await app.request(path, { headers: { accept: 'text/html' } });
        const html = await response.text();
        if (response.status !== 200 || !html.includes('__RELAY_DATA__'))
          throw new Error(`${path} answered ${response.status} without a rendered page`);
      };
      // One pass first: modules, compiled code and caches that live as long
      // as the process are not what this measures.
      await runConcurrently(paths.length, CONCURRENCY, renderPage);
      await forceGc();
      console.log(
        `${label}, ${paths.length} public URLs from the sitemap, ${CONCURRENCY} requests at a time, response cache on (${config.responseCacheSeconds} s)\n`,
      );
      console.log('| after | heap used | RSS |');
      console.log('| --- | --- | --- |');
      const start = sample('start (one pass of warm-up, then a collection)');
      for (let done = 0; done < PAGES; done += REPORT_EVERY) {
        await runConcurrently(REPORT_EVERY, CONCURRENCY, (index) => renderPage(done + index));
        sample(`${(done + REPORT_EVERY).toLocaleString('en')} pages`, start);
      }
      await forceGc();
      const end = sample('a forced collection', start);
      const growth = end / start - 1;
      console.log(
        `\nHeap after collection: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% of the start (target within ${TOLERANCE * 100}%): ${Math.abs(growth) <= TOLERANCE ? 'met' : 'NOT met'}\n`,
      );
    } finally {
      await drop();
    }
  },
};
