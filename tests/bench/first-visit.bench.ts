// The JavaScript a first visit of `/` and of a blog post downloads (gzip,
// measured in Chromium against the built app with server rendering, next to
// the 130 KB budget), what those scripts carry (by package, read from the
// build's source maps), and the long tasks of hydrating each page on a CPU
// slowed 4× (Chromium's CPU throttling; a long task is one over 50 ms, the
// budget is none during hydration), with their total blocking time. The
// unthrottled load of the same page is the baseline they are set against.
// Hydration is timed from the task that runs the page's scripts to the
// mark of the page's own content hydrated (client/main.tsx,
// client/routing/marks.tsx): React hydrates a Suspense boundary's content in
// a pass after the shell's, so the shell's mark (app:hydrated) comes before
// the page is hydrated, and long tasks after it were missed; the browser's own
// parsing and layout of the server's HTML before that is shown apart.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPGlite, openDatabase } from '../../server/db';
import { DIST_CLIENT, productionAssets } from '../../server/http/client';
import { createHttpServer, listen } from '../../server/http/server';
import { createServices } from '../../server/services';
import { launchBrowser } from '../helpers/browser';
import { prepareBlog } from './blog';
import type { Benchmark } from './run';
import { formatRatio } from './stats';

const BUDGET_KB = 130;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Loads of each page per CPU speed: long tasks vary from one load to the next. */
const LOADS = 3;

type Script = { url: string; gzip: number; raw: number };
/**
 * A load's long tasks, split at the moment its scripts start (the mark
 * client/main.tsx sets, inside the task that evaluates the entry): before it, the
 * browser parses and lays out the server's HTML, as it would without any
 * script; from the scripts' task to the page hydrated, hydration.
 */
type Load = {
  scripts: Script[];
  graphqlRequests: number;
  beforeScripts: number[];
  hydration: number[];
  hydrated: boolean;
};

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
    __hydratedSignal?: () => Promise<void>;
  }
}

/** One first visit (new context: empty cache), optionally on a slowed CPU. */
async function visit(browser: Browser, url: string, cpuSlowdown: number): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // The page says itself when it is hydrated, through a binding: waiting with
  // waitForFunction would have Playwright inject its own script into the page,
  // a task of 30–250 ms at 4× of its own, which a traced load found inside
  // hydration, counted as the app's.
  let signalHydrated = () => {};
  const hydratedSignal = new Promise<void>((resolve) => {
    signalHydrated = resolve;
  });
  await page.exposeBinding('__hydratedSignal', () => signalHydrated());
  // Before any of the page's scripts: every long task from the first byte on.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('app:page-hydrated').length > 0) void window.__hydratedSignal?.();
    }).observe({ type: 'mark', buffered: true });
  });
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  let graphqlRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphqlRequests++;
  });
  let closing = false;
  page.on('response', (response) => {
    if (closing || response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => {
          scripts.push({
            url: new URL(response.url()).pathname,
            gzip: gzipSync(body).length,
            raw: body.length,
          });
        })
        // A script still arriving when the page closes is not part of the first visit.
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hydrated = await Promise.race([
    hydratedSignal.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 10_000 * cpuSlowdown);
    }),
  ]);
  clearTimeout(timer);
  // Long tasks are reported once they have ended.
  await page.waitForTimeout(200 * cpuSlowdown);
  const { tasks, scriptsRun, hydratedAt } = await page.evaluate(() => ({
    tasks: window.__longTasks ?? [],
    scriptsRun: performance.getEntriesByName('app:scripts-run')[0]?.startTime ?? 0,
    hydratedAt: performance.getEntriesByName('app:page-hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  }));
  closing = true;
  await Promise.all(pending);
  await context.close();
  const durations = (list: typeof tasks) => list.map((task) => task.duration);
  return {
    scripts,
    graphqlRequests,
    hydrated,
    beforeScripts: durations(tasks.filter((task) => task.start + task.duration < scriptsRun)),
    hydration: durations(
      tasks.filter((task) => task.start + task.duration >= scriptsRun && task.start <= hydratedAt),
    ),
  };
}

// --- What a built chunk carries, from its source map ------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's `mappings` into [generated column, source index] pairs. */
function decodeLine(line: string, state: { source: number }): [number, number | null][] {
  const segments: [number, number | null][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0]!;
    if (values.length > 1) state.source += values[1]!;
    segments.push([column, values.length > 1 ? state.source : null]);
  }
  return segments;
}

/** The package (or, for our code, the top folder) a source path belongs to. */
function ownerOf(source: string): string {
  const dependency = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (dependency) return dependency[1]!;
  const own = source.replace(/^(\.\.\/)+/, '').split('/');
  return own.length > 1 ? `${own[0]}/` : own[0]!;
}

/** Gzip bytes of a built script by owner (package or folder), estimated by compressing each owner's code alone. */
function contentsOf(file: string): Map<string, number> {
  const code = fs.readFileSync(file, 'utf8');
  const byOwner = new Map<string, string[]>();
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return new Map([['(no source map)', gzipSync(code).length]]);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((mapping, index) => {
    const line = lines[index] ?? '';
    const segments = decodeLine(mapping, state);
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const owner = source === null ? '(bundler)' : ownerOf(map.sources[source]!);
      const parts = byOwner.get(owner) ?? [];
      parts.push(line.slice(column, end));
      byOwner.set(owner, parts);
    });
  });
  return new Map([...byOwner].map(([owner, parts]) => [owner, gzipSync(parts.join('')).length]));
}

function printContents(scripts: Script[]) {
  const total = new Map<string, number>();
  for (const script of scripts) {
    const file = path.join(DIST_CLIENT, script.url);
    if (!fs.existsSync(file)) continue;
    for (const [owner, bytes] of contentsOf(file)) total.set(owner, (total.get(owner) ?? 0) + bytes);
  }
  const rows = [...total].sort((a, b) => b[1] - a[1]);
  const shown = rows.slice(0, 8);
  const rest = rows.slice(8).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `${shown.map(([owner, bytes]) => `${owner} ${(bytes / 1024).toFixed(1)}`).join(', ')}, the rest ${(rest / 1024).toFixed(1)} (KB gzip, each compressed alone)\n`,
  );
}

// ------------------------------------------------------------------------------

const describeTasks = (tasks: number[]) =>
  tasks.length === 0 ? 'none' : `${tasks.length}, longest ${Math.max(...tasks).toFixed(0)} ms`;

/** Total blocking time: what the long tasks spent beyond 50 ms each. */
const blocking = (tasks: number[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task - LONG_TASK_MS), 0).toFixed(0);

const describeLoad = (load: Load) =>
  load.hydrated
    ? `${describeTasks(load.hydration)} (blocking ${blocking(load.hydration)} ms)`
    : 'not hydrated';

export const benchmark: Benchmark = {
  name: 'first-visit',
  description: `first-visit JavaScript of / and a blog post (budget ${BUDGET_KB} KB gzip); long tasks while they hydrate on a ${CPU_SLOWDOWN}× slower CPU`,
  async run() {
    const pglite = await createPGlite();
    const db = await openDatabase({ kind: 'pglite-instance', pglite });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    let browser: Browser | undefined;
    let running: Awaited<ReturnType<typeof listen>> | undefined;
    try {
      await prepareBlog(db);
      const app = createApp({
        prisma: db.prisma,
        config,
        services: await createServices(config),
        client: await productionAssets(),
      });
      running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
      browser = await launchBrowser();
      const post = await db.prisma.blogPost.findFirstOrThrow({
        where: { isPublished: true },
        orderBy: { publishedAt: 'desc' },
      });
      const pages = [
        ['/', '/'],
        ['a blog post', `/blog/${post.slug}`],
      ] as const;
      const sizes: string[] = [];
      const tasks: string[] = [];
      const contents: [string, Script[]][] = [];
      for (const [label, pagePath] of pages) {
        const url = `http://127.0.0.1:${running.port}${pagePath}`;
        // Interleaved: each slowed load next to a full-speed one.
        const fast: Load[] = [];
        const slow: Load[] = [];
        for (let round = 0; round < LOADS; round++) {
          fast.push(await visit(browser, url, 1));
          slow.push(await visit(browser, url, CPU_SLOWDOWN));
        }
        const first = fast[0];
        const { scripts, graphqlRequests } = first!;
        const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
        const raw = scripts.reduce((sum, script) => sum + script.raw, 0) / 1024;
        const admin = scripts.some((script) => /Admin|AuthProvider|socket/.test(script.url));
        sizes.push(
          `| ${label} | ${scripts.length} | ${raw.toFixed(1)} KB | ${gzip.toFixed(1)} KB | ${BUDGET_KB} KB | ${formatRatio(gzip, BUDGET_KB)} | ${gzip <= BUDGET_KB ? 'yes' : 'NO'} | ${admin ? 'yes' : 'no'} | ${graphqlRequests} |`,
        );
        const within = slow.every(
          (load) => load.hydrated && load.hydration.every((task) => task <= LONG_TASK_MS),
        );
        tasks.push(
          `| ${label} | ${fast.map(describeLoad).join('; ')} | ${slow.map(describeLoad).join('; ')} | ${within ? 'yes' : 'NO'} | ${slow.map((load) => describeTasks(load.beforeScripts)).join('; ')} |`,
        );
        contents.push([label, scripts]);
      }
      console.log('### First-visit JavaScript (Chromium, empty cache, built app with server rendering)\n');
      console.log(
        '| page | scripts | raw | gzip | budget | of the budget | within | admin or socket code | GraphQL requests on load |',
      );
      console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
      for (const row of sizes) console.log(row);
      console.log('\n### What the first-visit scripts carry\n');
      for (const [label, scripts] of contents) {
        console.log(`${label}: ${scripts.map((script) => path.basename(script.url)).join(', ')}`);
        printContents(scripts);
      }
      console.log(
        `### Long tasks (> ${LONG_TASK_MS} ms) during hydration: from the task that runs the page's scripts to hydrated, ${LOADS} loads each, interleaved\n`,
      );
      console.log(
        `| page | full-speed CPU (baseline) | ${CPU_SLOWDOWN}× slower CPU | none over ${LONG_TASK_MS} ms | before the scripts run, ${CPU_SLOWDOWN}× slower (the browser parsing and laying out the server's HTML) |`,
      );
      console.log('| --- | --- | --- | --- | --- |');
      for (const row of tasks) console.log(row);
      console.log('');
    } finally {
      await browser?.close();
      await running?.close();
      await db.close();
    }
  },
};
