// Browser tests: the built app served on a random port over a fresh test
// database, driven by playwright-core in Debian's Chromium, with axe-core.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  errors,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DIST_CLIENT, productionAssets } from '../../server/http/client';
import { createHttpServer, listen } from '../../server/http/server';
import { createJobRunner } from '../../server/modules/jobs/runner';
import { createOutboxWorker } from '../../server/modules/outbox/worker';
import { createServices, type Services } from '../../server/services';
import { createTestDatabase } from './db';
import { makeTempDir, removeTempDir } from './temp';
import { ADMIN, createUser } from './users';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags this machine needs: no sandbox as root, and no background
// connections, which the closed network would refuse.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The production server (built client, same HTTP stack as main.ts) on a free port. */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    services?: Partial<Services>;
    /** Run background jobs (video processing) as main.ts does; 'paused' until `startJobs()`. */
    jobs?: boolean | 'paused';
  } = {},
) {
  if (!fs.existsSync(`${DIST_CLIENT}/index.html`)) {
    throw new Error('The client is not built: run `npm run build` (npm test does) before browser tests.');
  }
  const db = await createTestDatabase();
  // The response cache is off unless a test asks for it: tests change rows
  // through Prisma between page loads.
  const mediaDir = makeTempDir('test-media-');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RESPONSE_CACHE_SECONDS: '0',
    MEDIA_DIR: mediaDir,
    ...options.env,
  });
  const services = await createServices(config, options.services);
  const app = createApp({ prisma: db.prisma, config, services, client: await productionAssets() });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  // As in main.ts: with SMTP_URL set, queued emails are delivered.
  const outbox = services.mailer
    ? createOutboxWorker({ prisma: db.prisma, config, services }, services.mailer)
    : null;
  outbox?.start();
  const jobs = options.jobs ? createJobRunner({ prisma: db.prisma, services }) : null;
  if (options.jobs === true) jobs?.start();
  return {
    startJobs: () => jobs?.start(),
    url: `http://127.0.0.1:${running.port}`,
    prisma: db.prisma,
    db,
    config,
    /** The server's services, e.g. for a job runner that publishes to its pages. */
    services,
    close: async () => {
      try {
        await running.close();
        await outbox?.stop();
        await jobs?.stop();
        await db.destroy();
      } finally {
        removeTempDir(mediaDir);
      }
    },
  };
}

/**
 * What most browser-test files start in their beforeAll: a test server (with
 * the admin account when `admin` is set) and Chromium. Close them with
 * closeAll in afterAll.
 */
export async function startServerAndBrowser(
  options: Parameters<typeof startTestServer>[0] & { admin?: boolean } = {},
): Promise<{ server: TestServer; browser: Browser }> {
  const { admin, ...serverOptions } = options;
  const server = await startTestServer(serverOptions);
  try {
    if (admin) await createUser(server.prisma, { ...ADMIN, role: 'admin' });
    return { server, browser: await launchBrowser() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Runs `use` with a page of a new context of `browser` whose JavaScript is off, closed after. */
export async function withScriptsOff(
  browser: Browser,
  use: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const withoutScripts = await (await browser.newContext({ ...options, javaScriptEnabled: false })).newPage();
  try {
    await use(withoutScripts);
  } finally {
    await withoutScripts.context().close();
  }
}

/** Closes what a test file started, in order; a part that never started is passed over. */
export async function closeAll(...parts: ({ close: () => Promise<unknown> } | undefined)[]): Promise<void> {
  for (const part of parts) await part?.close();
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on the page as it is now. */
export const seriousAxeViolations = (page: Page) => axeViolations(page, ['serious', 'critical']);

/** The axe-core violations of `page` whose impact is one of `impacts` (every one by default). */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
) {
  // A settled page: a colour still in transition (a button just enabled
  // fading from its pale disabled shade) is not what a reader will see.
  // Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated over the DevTools protocol, so the production CSP does not block it.
  await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )) as axe.AxeResults;
  return results.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * How long waitForHydration waits: a page's code may take seconds to load and
 * run on the loaded CI machine; a test still fails well within its 60 s.
 */
export const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Resolves once React has attached its handlers to the element `element`
 * designates: a server-rendered button clicked or pressed before hydration
 * (a few ms, or seconds on a busy machine) does nothing. The locator is
 * resolved again whenever the element it found leaves the page: React may
 * put a node of its own in place of the server's (a page that shows another
 * view than the server rendered), and that one is the one to wait on.
 * Throws, saying which, when the element is not there or not hydrated
 * within `timeout` ms.
 */
export async function waitForHydration(
  element: Locator,
  { timeout = HYDRATION_TIMEOUT_MS } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = 'not found';
  for (let left = timeout; left > 0; left = deadline - Date.now()) {
    let outcome: 'hydrated' | 'replaced' | 'not hydrated';
    try {
      // Watches the element found now, until it is hydrated, leaves the page, or time is up.
      outcome = await element.evaluate(
        (node, left) =>
          new Promise<'hydrated' | 'replaced' | 'not hydrated'>((resolve) => {
            const until = performance.now() + left;
            const check = () => {
              if (Object.keys(node).some((key) => key.startsWith('__reactProps'))) resolve('hydrated');
              else if (!node.isConnected) resolve('replaced');
              else if (performance.now() >= until) resolve('not hydrated');
              else requestAnimationFrame(check);
            };
            check();
            // Frames stop in a hidden page: the time limit still holds.
            setTimeout(check, left);
          }),
        left,
        { timeout: left },
      );
    } catch (error) {
      // More than one element is a mistake in the test, and a closed page will not hydrate.
      const strict = error instanceof Error && error.message.includes('strict mode violation');
      if (strict || element.page().isClosed()) throw error;
      // Not found in time, or the page went on to another document while watched: look again.
      seen = 'not found';
      continue;
    }
    if (outcome === 'hydrated') return;
    seen = outcome === 'replaced' ? 'replaced, and its successor not found' : 'not hydrated';
  }
  throw new Error(`waitForHydration: ${element} was ${seen} within ${timeout} ms`);
}

/**
 * Removes the files whose path matches `pattern` from the service worker's
 * caches: a cache that lacks them (a newer worker took over, or the page is
 * of another build than the worker).
 */
export async function dropFromWorkerCache(page: Page, pattern: RegExp): Promise<void> {
  await page.evaluate(async (source) => {
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys())
        if (new RegExp(source).test(new URL(request.url).pathname)) await cache.delete(request);
    }
  }, pattern.source);
}

/**
 * A deploy while `page` is open: `chunk` (a URL pattern) under its old name
 * is gone (404), and the server's page at `address` now starts another entry
 * script, each the first time it is asked for (then the real build answers
 * again, as the new one would). `openedBefore()` is true while the page is
 * the one opened before the deploy, undefined once it was loaded in full.
 * `through`: the page's context, when its service worker is active (what the
 * worker fetches is the context's, not the page's).
 */
export async function deployNewBuild(
  page: Page,
  { chunk, address, through = page }: { chunk: string; address: string; through?: Page | BrowserContext },
): Promise<{ openedBefore: () => Promise<boolean | undefined> }> {
  await through.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }), { times: 1 });
  await through.route(
    address,
    async (route) => {
      const response = await route.fetch();
      // The app's entry, or the islands entry of an island page (/, a post).
      const body = (await response.text()).replace(
        /\/assets\/(index|islands)-[^"]+\.js/,
        '/assets/$1-NEWBUILD.js',
      );
      await route.fulfill({ response, body });
    },
    { times: 1 },
  );
  await page.evaluate(() => {
    (window as { openedBeforeTheDeploy?: boolean }).openedBeforeTheDeploy = true;
  });
  return {
    openedBefore: () =>
      page.evaluate(() => (window as { openedBeforeTheDeploy?: boolean }).openedBeforeTheDeploy),
  };
}

/**
 * Holds back the page's requests to `url` that `chosen` picks (all of them
 * by default) until the returned `release()` is called, as on a slow
 * connection; the others go through at once. `once`: only the first one
 * picked is held.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  chosen: (request: Request) => boolean = () => true,
  { once = false } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  await page.route(url, async (route) => {
    if (!(once && holding) && chosen(route.request())) {
      holding = true;
      await held;
    }
    await route.continue();
  });
  return release;
}

/** Whether `request` is a GraphQL request (JSON, not an upload) of the operation `name`. */
export const isGraphQLOperation = (request: Request, name: string) =>
  Boolean(request.headers()['content-type']?.startsWith('application/json')) &&
  (request.postDataJSON() as { operationName?: string }).operationName === name;

/** holdRequests for GraphQL: an operation by its name, or any test of the request. */
export function holdGraphQL(
  page: Page,
  picks: string | ((request: Request) => boolean),
  options: { once?: boolean } = {},
): Promise<() => void> {
  const chosen = typeof picks === 'string' ? (request: Request) => isGraphQLOperation(request, picks) : picks;
  return holdRequests(page, '**/graphql', chosen, options);
}

/**
 * Keys typed while a save is on its way: holds the editor's save `mutation` once, runs `save` (a
 * click or Ctrl+S), waits for the form to say it is saving, runs `type` (the typing, with any
 * move of the caret it needs), then lets the save through.
 */
export async function typeWhileSaveHeld(
  page: Page,
  mutation: string,
  save: () => Promise<unknown>,
  type: () => Promise<unknown>,
): Promise<void> {
  const release = await holdGraphQL(page, mutation, { once: true });
  await save();
  await page.getByRole('button', { name: 'Saving...' }).waitFor();
  await type();
  release();
}

/**
 * The focused element as Chromium gives it to a screen reader: its role,
 * name and description (what is read out when focus lands on it).
 */
export async function focusedForScreenReader(
  page: Page,
): Promise<{ role: string; name: string; description: string } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    if (!result.objectId) return null;
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const focused = nodes[0];
    if (!focused) return null;
    return {
      role: String(focused.role?.value ?? ''),
      name: String(focused.name?.value ?? ''),
      description: String(focused.description?.value ?? ''),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * Listens, from now on, for what the page announces: the text of a live
 * region (role status or alert, aria-live) that was already on the page when
 * text was added to it, and an alert put on the page. A status region added
 * with its text already in it is not counted, as most screen readers stay
 * silent then; nor is text that stays the same in a node left in place.
 * The returned function reads what was announced so far.
 */
export async function listenForAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const LIVE = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
    const heard: string[] = [];
    let present = new Set(document.querySelectorAll(LIVE));
    const observer = new MutationObserver((records) => {
      const announced = new Set<Element>();
      for (const record of records) {
        if (record.type !== 'characterData' && record.addedNodes.length === 0) continue;
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        for (let region = target?.closest(LIVE); region; region = region.parentElement?.closest(LIVE)) {
          if (present.has(region)) announced.add(region);
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const alert of [node, ...node.querySelectorAll('[role="alert"]')]) {
            if (alert.matches('[role="alert"]')) announced.add(alert);
          }
        }
      }
      for (const region of announced) {
        const text = region.textContent?.replace(/\s+/g, ' ').trim();
        if (text) heard.push(text);
      }
      present = new Set(document.querySelectorAll(LIVE));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { announced: string[] }).announced = heard;
  });
  return () => page.evaluate(() => [...(window as unknown as { announced: string[] }).announced]);
}

/**
 * Opens `screen` (a path) and waits for its level-1 heading: null once it is
 * shown, or else a misfit that names the screen, its address and what it
 * shows instead (an error, a spinner), not a timeout that names no screen.
 */
export async function openScreen(page: Page, origin: string, screen: string): Promise<string | null> {
  await page.goto(`${origin}${screen}`);
  const headed = await page
    .getByRole('heading', { level: 1 })
    .waitFor()
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      },
    );
  if (headed) return null;
  // Its main part when it has one: the menu before it says nothing of the screen.
  const main = page.locator('main');
  const text = await ((await main.count()) > 0 ? main.first() : page.locator('body')).textContent();
  const shows = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${screen}: no level-1 heading; shows "${shows}" at ${page.url()}`;
}
