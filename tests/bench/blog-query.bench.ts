// The blog index query's throughput through the whole GraphQL pipeline next
// to a baseline that reads the same rows with one hand-written SQL statement,
// served by the same HTTP stack, in the same run, on the same database.
// (The first-visit JavaScript of the public site: first-visit.bench.ts.)
// Embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { BLOG_PAGE_SIZE } from '../../domain/shared/constants';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPGlite, type Database, openDatabase, type PrismaClient } from '../../server/db';
import { createHttpServer, listen } from '../../server/http/server';
import { createServices } from '../../server/services';
import { databaseUrl, withAdminClient } from '../helpers/global-db';
import { growBlogTo, prepareBlog } from './blog';
import type { Benchmark } from './run';
import { formatMs, percentile, runConcurrently } from './stats';

/** The executed-every-time figure aimed at, as a share of the baseline's throughput. */
const TARGET_EXECUTED = 0.8;
const REQUESTS = 1500;
const ROUNDS = 5;
const CONCURRENCY = 4;

/** The blog sizes measured: a young blog, and one with about ten years of weekly posts. */
const BLOG_SIZES = [48, 500];

async function throughputBySize(label: string, db: Database) {
  for (const size of BLOG_SIZES) {
    const published = await growBlogTo(db, size);
    await throughput(`${label}, ${published} published posts`, db);
  }
}

/** The same rows as BlogIndexPageQuery's first page, in one statement. */
const handWritten = (prisma: PrismaClient) => prisma.$queryRaw`
  SELECT p.id, p.title, p.slug, p.excerpt, p.published_at,
         CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('name', a.name, 'slug', a.slug) END AS author,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('name', c.name, 'slug', c.slug) END AS category,
         coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                   FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]') AS tags,
         count(*) OVER () AS total
  FROM blog_posts p
  LEFT JOIN blog_authors a ON a.id = p.author_id
  LEFT JOIN blog_categories c ON c.id = p.category_id
  WHERE p.is_published AND NOT p.deleted AND (p.published_at IS NULL OR p.published_at <= ${new Date()})
  ORDER BY p.published_at DESC NULLS LAST, p.id DESC
  LIMIT ${BLOG_PAGE_SIZE}`;

/** The app over `db` on a free port, with the baseline endpoint beside /graphql. */
async function serve(db: Database, responseCacheSeconds: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RESPONSE_CACHE_SECONDS: String(responseCacheSeconds),
  });
  const app = createApp({ prisma: db.prisma, config, services: await createServices(config) });
  // The baseline, served by the same HTTP stack: one hand-written statement,
  // its rows as JSON.
  app.app.get('/bench/baseline', async (c) => {
    const rows = (await handWritten(db.prisma)) as unknown[];
    return c.body(
      JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)),
      200,
      { 'content-type': 'application/json' },
    );
  });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${running.port}`, close: () => running.close() };
}

async function throughput(label: string, db: Database) {
  const uncached = await serve(db, 0);
  const served = await serve(db, loadConfig({ NODE_ENV: 'production' }).responseCacheSeconds);
  const { default: operations } = await import('../../client/__generated__/persisted-queries.json', {
    with: { type: 'json' },
  });
  const id = Object.entries(operations as Record<string, string>).find(([, text]) =>
    text.startsWith('query BlogIndexPageQuery'),
  )?.[0];
  if (!id || !uncached.app.persisted.get(id))
    throw new Error('BlogIndexPageQuery is not persisted: run `npm run build` first');
  const body = JSON.stringify({
    operationName: 'BlogIndexPageQuery',
    variables: { after: null },
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  });
  const graphql = (origin: string) => async () => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body,
    });
    const json = (await response.json()) as { data?: { blogPosts: { edges: unknown[] } } };
    if (json.data?.blogPosts.edges.length !== BLOG_PAGE_SIZE)
      throw new Error(`Unexpected answer ${JSON.stringify(json)}`);
  };
  const baseline = async () => {
    const rows = (await (await fetch(`${uncached.origin}/bench/baseline`)).json()) as unknown[];
    if (rows.length !== BLOG_PAGE_SIZE) throw new Error('Unexpected baseline rows');
  };
  // Interleaved rounds: a machine that speeds up or slows down during the run
  // moves the baseline and the GraphQL figures alike, and each ratio is taken
  // within one round.
  const tasks = { base: baseline, direct: graphql(uncached.origin), cached: graphql(served.origin) };
  type Name = keyof typeof tasks;
  const durations: Record<Name, number[]> = { base: [], direct: [], cached: [] };
  const seconds: Record<Name, number> = { base: 0, direct: 0, cached: 0 };
  const ratios: Record<'direct' | 'cached', number[]> = { direct: [], cached: [] };
  try {
    for (const task of Object.values(tasks)) await runConcurrently(200, CONCURRENCY, task);
    for (let round = 0; round < ROUNDS; round++) {
      const rps = {} as Record<Name, number>;
      for (const name of Object.keys(tasks) as Name[]) {
        const started = performance.now();
        durations[name].push(...(await runConcurrently(REQUESTS / ROUNDS, CONCURRENCY, tasks[name])));
        const elapsed = (performance.now() - started) / 1000;
        seconds[name] += elapsed;
        rps[name] = REQUESTS / ROUNDS / elapsed;
      }
      ratios.direct.push(rps.direct / rps.base);
      ratios.cached.push(rps.cached / rps.base);
    }
  } finally {
    await uncached.close();
    await served.close();
  }
  const row = (label: string, name: Name) =>
    `| ${label} | ${(REQUESTS / seconds[name]).toFixed(0)} | ${formatMs(percentile(durations[name], 50))} | ${formatMs(percentile(durations[name], 95))} | ${name === 'base' ? '1.00×' : `${percentile(ratios[name], 50).toFixed(2)}×`} |`;
  console.log(
    `### Blog index query over HTTP, ${label} (${REQUESTS} requests each, ${CONCURRENCY} at a time, in ${ROUNDS} interleaved rounds)\n`,
  );
  console.log('| endpoint | requests/s | p50 | p95 | of the baseline (median of the rounds) |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(row('baseline: GET /bench/baseline, one hand-written SQL statement', 'base'));
  console.log(row('POST /graphql BlogIndexPageQuery, every request executed (response cache off)', 'direct'));
  console.log(row('POST /graphql BlogIndexPageQuery as served to visitors (response cache on)', 'cached'));
  const spread = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  console.log(
    `\nGraphQL / baseline throughput: ${percentile(ratios.direct, 50).toFixed(2)}× executed every time (rounds ${spread(ratios.direct)}; target ≥ ${TARGET_EXECUTED.toFixed(2)}×), ${percentile(ratios.cached, 50).toFixed(2)}× as served (rounds ${spread(ratios.cached)})\n`,
  );
}

export const benchmark: Benchmark = {
  name: 'blog-query',
  description: 'blog index query throughput through GraphQL vs one hand-written SQL statement',
  async run() {
    const pglite = await createPGlite();
    const embedded = await openDatabase({ kind: 'pglite-instance', pglite });
    try {
      await prepareBlog(embedded);
      await throughputBySize('embedded PGlite', embedded);
    } finally {
      await embedded.close();
    }
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      console.log('(Set TEST_DATABASE_URL to measure the query on PostgreSQL too.)');
      return;
    }
    const name = `lab_bench_${process.pid}`;
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const postgres = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
    try {
      await prepareBlog(postgres);
      await throughputBySize('PostgreSQL', postgres);
    } finally {
      await postgres.close();
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  },
};
