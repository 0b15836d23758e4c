// `npm run bench -- footprint`: the production server as `npm run serve`
// runs it (node on the compiled dist/node/main.js), on PGlite and on
// PostgreSQL: cold start to the first answered request, resident memory
// idle and after 1,000 mixed requests, and where it goes (V8 heap, buffers
// and WebAssembly memory outside it). Next to it, in the same run: a minimal
// Node HTTP server (the floor any Node process pays) and the same app
// through tsx (what `serve` ran before: the transpiler's share). Needs
// `npm run build` first. PostgreSQL is the local server (TEST_DATABASE_URL,
// or postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { PERSISTED_OPERATIONS_FILE } from '../../server/http/persisted-operations';
import { fromRoot } from '../../server/paths';
import type { Benchmark } from './run';
import { formatMs, formatRatio, runConcurrently } from './stats';

const TARGET_MB = { PGlite: 250, PostgreSQL: 150 } as const;
const REQUESTS = 1000;
const CONCURRENCY = 8;
/** The first reading, just after start-up: V8 still holds start-up's garbage and young generation. */
const JUST_STARTED_MS = 3000;
/**
 * Idle: V8's memory reducer gives that back once the process has been quiet
 * for about 10-20 s (measured: 202 MB at 3 and 10 s, 166 MB from 20 s on).
 */
const IDLE_SETTLE_MS = 30_000;
const MAIN = fromRoot('dist', 'node', 'main.js');
/** The built server as `npm run serve` and the Dockerfile run it. */
const SERVE = ['--expose-gc', '--liftoff-only', MAIN];
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** FOOTPRINT_DATABASES=pglite or =postgres measures one database only (both by default). */
const DATABASES = (process.env.FOOTPRINT_DATABASES ?? 'pglite,postgres').split(',');

/** Prints process.memoryUsage() on SIGUSR2: loaded into each measured process with --import. */
const MEMORY_PROBE = `data:text/javascript,process.on('SIGUSR2',()=>process.stderr.write('MEMORY '+JSON.stringify(process.memoryUsage())+'\\n'))`;
const MINIMAL_SERVER = `require('node:http').createServer((q,s)=>s.end('ok')).listen(0,'127.0.0.1',function(){console.log('Site on http://localhost:'+this.address().port+'/')})`;

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
type Figures = {
  label: string;
  startMs: number;
  /** RSS 3 s after the first answered page. */
  justStartedRss: number;
  idle: Memory;
  /** Peak resident memory up to the idle reading (VmHWM). */
  startPeakMb: number;
  loaded: Memory;
  peakMb: number;
  /** How long the 1,000 mixed requests took (what a smaller young generation would cost). */
  loadMs: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;
const fmtMb = (bytes: number) => `${mb(bytes).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

type Started = { child: ChildProcess; port: number; startMs: number; lines: string[] };

/** Spawns a server and resolves once it has answered its first request (GET /). */
async function start(command: string, args: string[], env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: fromRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (data: Buffer) => {
      for (const line of String(data).split('\n')) {
        lines.push(line);
        const match = line.match(/Site on http:\/\/localhost:(\d+)\//);
        if (match) resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${lines.join('\n')}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}/`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  return { child, port, startMs: performance.now() - started, lines };
}

async function memoryOf({ child, lines }: Started): Promise<Memory> {
  const before = lines.length;
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 20) {
    const line = lines.slice(before).find((entry) => entry.startsWith('MEMORY '));
    if (line) return JSON.parse(line.slice('MEMORY '.length)) as Memory;
    await sleep(20);
  }
  return { rss: procStatus(child.pid!, 'VmRSS'), heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
}

async function stop({ child }: Started) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The blog index's query as the browser sends it in production: by its persisted id. */
function blogIndexQuery(): string {
  const operations = JSON.parse(fs.readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
  const id = Object.keys(operations).find((key) => operations[key]!.startsWith('query BlogIndexPageQuery'));
  if (!id) throw new Error('BlogIndexPageQuery is not among the persisted operations');
  return JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: {} });
}

/** A visitor's mix: pages (server-rendered), the blog index query, a post, a static file, health checks. */
async function mixedLoad(port: number, minimal: boolean) {
  const base = `http://127.0.0.1:${port}`;
  let post = '/blog/missing';
  if (!minimal) {
    const blog = await (await fetch(`${base}/blog`)).text();
    post = blog.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1] ?? post;
  }
  const body = minimal ? '' : blogIndexQuery();
  const requests: (() => Promise<Response>)[] = [
    () => fetch(`${base}/`),
    () => fetch(`${base}/blog`),
    () => fetch(`${base}${post}`),
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body,
      }),
    () => fetch(`${base}/robots.txt`),
    () => fetch(`${base}/healthz`),
  ];
  let failed = 0;
  await runConcurrently(REQUESTS, CONCURRENCY, async (index) => {
    const response = await requests[index % requests.length]!();
    await response.arrayBuffer();
    if (!minimal && response.status >= 400 && index % requests.length !== 2) failed++;
  });
  if (failed > 0) console.log(`(${failed} of ${REQUESTS} requests failed)`);
}

async function measure(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  minimal = false,
): Promise<Figures> {
  const server = await start(command, ['--import', MEMORY_PROBE, ...args], env);
  try {
    await sleep(JUST_STARTED_MS);
    const justStartedRss = procStatus(server.child.pid!, 'VmRSS');
    await sleep(IDLE_SETTLE_MS - JUST_STARTED_MS);
    const idle = await memoryOf(server);
    const startPeakMb = mb(procStatus(server.child.pid!, 'VmHWM'));
    const loadStarted = performance.now();
    await mixedLoad(server.port, minimal);
    const loadMs = performance.now() - loadStarted;
    await sleep(1000);
    const loaded = await memoryOf(server);
    const peakMb = mb(procStatus(server.child.pid!, 'VmHWM'));
    console.log(
      `${label}: first page after ${formatMs(server.startMs)}, RSS ${fmtMb(justStartedRss)} 3 s later, idle RSS ${fmtMb(idle.rss)}, after ${REQUESTS} requests ${fmtMb(loaded.rss)} (served in ${formatMs(loadMs)})`,
    );
    return { label, startMs: server.startMs, justStartedRss, idle, startPeakMb, loaded, peakMb, loadMs };
  } finally {
    await stop(server);
  }
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `lab_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`(PostgreSQL at ${POSTGRES_URL} is not available: ${(error as Error).message})`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

class SkipDatabase extends Error {}

function print(rows: Figures[], baseline: Figures) {
  const table = rows.map((row) => ({
    server: row.label,
    'start → first page': formatMs(row.startMs),
    'RSS 3 s after': fmtMb(row.justStartedRss),
    'idle RSS (30 s)': fmtMb(row.idle.rss),
    'vs minimal': formatRatio(row.idle.rss, baseline.idle.rss),
    'start peak': `${row.startPeakMb.toFixed(0)} MB`,
    'RSS after 1,000': fmtMb(row.loaded.rss),
    '1,000 served in': formatMs(row.loadMs),
    'vs minimal ': formatRatio(row.loaded.rss, baseline.loaded.rss),
    'peak RSS': `${row.peakMb.toFixed(0)} MB`,
    'V8 heap (used/total)': `${fmtMb(row.idle.heapUsed)} / ${fmtMb(row.idle.heapTotal)}`,
    'outside heap (external, of which ArrayBuffers/wasm)': `${fmtMb(row.idle.external)} (${fmtMb(row.idle.arrayBuffers)})`,
  }));
  console.table(table);
}

export const benchmark: Benchmark = {
  name: 'footprint',
  description: 'cold start, idle RSS and RSS after 1,000 mixed requests, next to a minimal Node HTTP server',
  async run() {
    if (!fs.existsSync(MAIN)) {
      console.log(`${MAIN} is missing: run \`npm run build\` first.`);
      return;
    }
    const common = {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'footprint bench password',
    };
    const rows: Figures[] = [];
    const baseline = await measure(
      'minimal Node HTTP server',
      process.execPath,
      ['-e', MINIMAL_SERVER],
      {},
      true,
    );
    rows.push(baseline);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-footprint-'));
    try {
      if (!DATABASES.includes('pglite')) throw new SkipDatabase();
      // The very first start migrates and seeds the embedded database; the rows measure a restart.
      const first = await measure('PGlite, first start (migrate + seed)', process.execPath, SERVE, {
        ...common,
        DATA_DIR: dataDir,
      });
      rows.push(first);
      rows.push(
        await measure('PGlite: node dist/node/main.js', process.execPath, SERVE, {
          ...common,
          DATA_DIR: dataDir,
        }),
      );
      rows.push(
        await measure(
          'PGlite: tsx server/main.ts (before)',
          process.execPath,
          ['--import', 'tsx', 'server/main.ts'],
          { ...common, DATA_DIR: dataDir },
        ),
      );
    } catch (error) {
      if (!(error instanceof SkipDatabase)) throw error;
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }

    const database = DATABASES.includes('postgres') ? await postgresDatabase() : null;
    if (database) {
      try {
        // Migrated (and given its admin) by a first start, measured at the second.
        await measure('PostgreSQL, first start (migrate)', process.execPath, SERVE, {
          ...common,
          DATABASE_URL: database.url,
        });
        rows.push(
          await measure('PostgreSQL: node dist/node/main.js', process.execPath, SERVE, {
            ...common,
            DATABASE_URL: database.url,
          }),
        );
        rows.push(
          await measure(
            'PostgreSQL: tsx server/main.ts (before)',
            process.execPath,
            ['--import', 'tsx', 'server/main.ts'],
            { ...common, DATABASE_URL: database.url },
          ),
        );
      } finally {
        await database.drop();
      }
    }
    print(rows, baseline);
    for (const [kind, target] of Object.entries(TARGET_MB)) {
      const row = rows.find((entry) => entry.label.startsWith(`${kind}: node`));
      if (!row) continue;
      const idle = mb(row.idle.rss);
      console.log(
        `${kind}: idle RSS ${idle.toFixed(0)} MB against a target of ${target} MB (${idle <= target ? 'met' : 'missed'}); ${formatRatio(row.idle.rss, baseline.idle.rss)} the minimal server's ${fmtMb(baseline.idle.rss)}`,
      );
    }
  },
};
