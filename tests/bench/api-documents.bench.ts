// `npm run bench -- api-documents`: what scripts pay for sending a GraphQL
// document instead of the web app's persisted id. The same operation (the
// blog index page) is sent both ways to one production server, response
// cache off so both execute, in interleaved rounds; the persisted id is the
// baseline. Then the time to refuse 200 aliases of a 100-post page (cost and
// alias limits, before anything runs), against the same baseline's latency.
import { BLOG_PAGE_SIZE } from '../../domain/shared/constants';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPGlite, openDatabase } from '../../server/db';
import { createHttpServer, listen } from '../../server/http/server';
import { createServices } from '../../server/services';
import { growBlogTo, prepareBlog } from './blog';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile, runConcurrently } from './stats';

const REQUESTS = 1000;
const ROUNDS = 5;
const CONCURRENCY = 4;
const REFUSALS = 200;

const ALIASES_200 = `{ ${Array.from(
  { length: 200 },
  (_, index) => `a${index}: blogPosts(first: 100) { edges { node { id title excerpt content } } }`,
).join(' ')} }`;

export const benchmark: Benchmark = {
  name: 'api-documents',
  description:
    'ad-hoc GraphQL documents vs persisted ids (same operation), and refusing a 200-alias document',
  async run() {
    const pglite = await createPGlite();
    const db = await openDatabase({ kind: 'pglite-instance', pglite });
    await prepareBlog(db);
    await growBlogTo(db, 48);
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RESPONSE_CACHE_SECONDS: '0' });
    const app = createApp({ prisma: db.prisma, config, services: await createServices(config) });
    const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${running.port}/graphql`;
    try {
      const { default: operations } = await import('../../client/__generated__/persisted-queries.json', {
        with: { type: 'json' },
      });
      const [id, text] =
        Object.entries(operations as Record<string, string>).find(([, document]) =>
          document.startsWith('query BlogIndexPageQuery'),
        ) ?? [];
      if (!id || !text || !app.persisted.get(id))
        throw new Error('BlogIndexPageQuery is not persisted: run `npm run build` first');
      const send =
        (body: string, expect: (status: number, json: Record<string, unknown>) => boolean) => async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
            body,
          });
          const json = (await response.json()) as Record<string, unknown>;
          if (!expect(response.status, json))
            throw new Error(`Unexpected answer ${JSON.stringify(json).slice(0, 300)}`);
        };
      const fullPage = (status: number, json: Record<string, unknown>) =>
        status === 200 &&
        (json.data as { blogPosts?: { edges: unknown[] } } | undefined)?.blogPosts?.edges.length ===
          BLOG_PAGE_SIZE;
      const variables = { after: null };
      const tasks = {
        persisted: send(
          JSON.stringify({
            operationName: 'BlogIndexPageQuery',
            variables,
            extensions: { persistedQuery: { version: 1, sha256Hash: id } },
          }),
          fullPage,
        ),
        adHoc: send(
          JSON.stringify({ query: text, operationName: 'BlogIndexPageQuery', variables }),
          fullPage,
        ),
      };
      type Name = keyof typeof tasks;
      const durations: Record<Name, number[]> = { persisted: [], adHoc: [] };
      const seconds: Record<Name, number> = { persisted: 0, adHoc: 0 };
      const ratios: number[] = [];
      for (const task of Object.values(tasks)) await runConcurrently(100, CONCURRENCY, task);
      for (let round = 0; round < ROUNDS; round++) {
        const rps = {} as Record<Name, number>;
        for (const name of Object.keys(tasks) as Name[]) {
          const started = performance.now();
          durations[name].push(...(await runConcurrently(REQUESTS / ROUNDS, CONCURRENCY, tasks[name])));
          const elapsed = (performance.now() - started) / 1000;
          seconds[name] += elapsed;
          rps[name] = REQUESTS / ROUNDS / elapsed;
        }
        ratios.push(rps.adHoc / rps.persisted);
      }

      // One at a time, so each refusal's latency is its own.
      const refuse = send(JSON.stringify({ query: ALIASES_200 }), (status, json) => {
        const errors = json.errors as { message: string }[] | undefined;
        return status === 400 && !json.data && Boolean(errors?.length);
      });
      const persistedOneByOne = await runConcurrently(REFUSALS, 1, tasks.persisted);
      const refusals = await runConcurrently(REFUSALS, 1, refuse);

      const row = (label: string, name: Name, ratio: string) =>
        `| ${label} | ${(REQUESTS / seconds[name]).toFixed(0)} | ${formatMs(percentile(durations[name], 50))} | ${formatMs(percentile(durations[name], 95))} | ${ratio} |`;
      console.log(
        `### Blog index page over HTTP, embedded PGlite (${REQUESTS} requests each, ${CONCURRENCY} at a time, in ${ROUNDS} interleaved rounds)\n`,
      );
      console.log('| request | requests/s | p50 | p95 | of the baseline (median of the rounds) |');
      console.log('| --- | --- | --- | --- | --- |');
      console.log(row('baseline: persisted id (what the web app sends)', 'persisted', '1.00×'));
      console.log(
        row(
          `the same document sent as text (${(text.length / 1024).toFixed(1)} KB, parsed and checked each time)`,
          'adHoc',
          `${percentile(ratios, 50).toFixed(2)}×`,
        ),
      );
      const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
      console.log(
        `\nAd-hoc / persisted throughput: ${percentile(ratios, 50).toFixed(2)}× (rounds ${spread})\n`,
      );
      console.log(
        `### Refusing 200 aliases of a 100-post page (${(ALIASES_200.length / 1024).toFixed(1)} KB), ${REFUSALS} requests one at a time\n`,
      );
      console.log('| request | p50 | p95 | max |');
      console.log('| --- | --- | --- | --- |');
      for (const [label, values] of [
        ['baseline: persisted blog page', persistedOneByOne],
        ['200-alias document, refused (400)', refusals],
      ] as const)
        console.log(
          `| ${label} | ${formatMs(percentile(values, 50))} | ${formatMs(percentile(values, 95))} | ${formatMs(Math.max(...values))} |`,
        );
      console.log(
        `\nA refusal takes ${formatRatio(percentile(refusals, 50), percentile(persistedOneByOne, 50))} the time of one persisted blog page (p50; the issue asks for well under 50 ms).`,
      );
    } finally {
      await running.close();
      await db.close();
    }
  },
};
