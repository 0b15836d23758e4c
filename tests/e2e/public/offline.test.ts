// The service worker in Chromium: marketing pages open offline from its
// cache, GraphQL and admin requests are never cached, the page's check for a
// new build reaches the server, a page saved for offline keeps working
// offline across a deploy, and an updated worker asks the visitor to refresh.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WORKER_REGISTERED_MARK } from '../../../client/components/conversion/browserServices';
import { CARRIED_PAGES } from '../../../server/http/serviceWorker';
import {
  closeAll,
  deployNewBuild,
  dropFromWorkerCache,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(() => closeAll(browser, server));

const waitForController = (on = page) =>
  on.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 15_000,
  });

const cachedUrls = (on = page) =>
  on.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** A page's entry script: the app's, or on an island page (/, a post) the islands entry. */
const ENTRY_SCRIPT = /\/assets\/(?:index|islands)-[^"]+\.js/;
const NEW_ENTRY = '/assets/index-NEWBUILD.js';

/**
 * Loads /about as the server serves it after a deploy: starting NEW_ENTRY,
 * which `entry` answers. The test's routes are gone once it has loaded:
 * they answer from Node, past the browser's offline switch.
 */
async function loadAboutPageOfNewBuild(entry: (route: Route) => Promise<void>) {
  await serveStarting(context, '/about', NEW_ENTRY, entry);
  await page.goto(`${server.url}/about`);
  await page.getByRole('heading', { level: 1, name: /^About / }).waitFor();
}

/** The next time it is asked for, the server's page at `address` starts `name`, which `entry` answers. */
async function serveStarting(
  on: BrowserContext,
  address: string,
  name: string,
  entry: (route: Route) => Promise<void>,
) {
  await on.route(
    `${server.url}${address}`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(ENTRY_SCRIPT, name) });
    },
    { times: 1 },
  );
  await on.route(`**${name}`, entry);
}

/** Answers with the code of the build's `file`, whatever name it was asked for under. */
async function answerWithCode(file: string, headers = {}): Promise<(route: Route) => Promise<void>> {
  const code = Buffer.from(await (await fetch(`${server.url}${file}`)).arrayBuffer());
  return (route) => route.fulfill({ body: code, contentType: 'text/javascript; charset=utf-8', headers });
}

/** Answers with the build's real entry script of / and the posts (the islands entry), whatever name it was asked for under. */
async function realEntry(): Promise<(route: Route) => Promise<void>> {
  const home = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
  return answerWithCode(ENTRY_SCRIPT.exec(home)![0]);
}

/** Runs `visit` in the page's context with the network gone. */
async function offline(visit: () => Promise<unknown>, on = page) {
  await on.context().unrouteAll({ behavior: 'wait' });
  await on.context().setOffline(true);
  try {
    await visit();
  } finally {
    await on.context().setOffline(false);
  }
}

/** Reloads the page with the network gone, then runs `check`. */
const reloadOffline = (check: () => Promise<void>) =>
  offline(async () => {
    await page.reload();
    await check();
  });

/** The entry script the page started. */
const pageEntry = (on = page) =>
  on.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));

/** The entry script of the worker's saved copy of /about. */
const savedAboutPageEntry = () =>
  page.evaluate(async () => {
    const saved = await caches.match('/about', { ignoreVary: true });
    return saved && /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await saved.text())?.[1];
  });

/** Whether a cache of the worker's holds the page at `address`. */
const saved = (on: Page, address: string) =>
  on.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), address);

/** The build's contact dialog chunk (which its worker precaches), and an answer with its code under any name. */
async function contactDialogChunk() {
  const worker = await (await fetch(`${server.url}/sw.js`)).text();
  const file = /\/assets\/ContactDialog-[^"]+\.js/.exec(worker)![0];
  return { file, answer: await answerWithCode(file, { 'cache-control': 'no-store' }) };
}

/** The worker the server sends at `address`, as `change` makes it, for `on`'s visitor. */
const serveWorker = (on: BrowserContext, address: string, change: (source: string) => string) =>
  on.route(`${server.url}${address}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });

/**
 * Waits for the page's own registration of /sw.js (after it has hydrated):
 * a worker registered after it is the newest one. Registered before, the
 * page's registration replaced it with /sw.js (the build before's worker,
 * installed again, its cache with it), which then asked and took over.
 */
async function pageRegisteredWorker(on: Page) {
  await waitForHydration(on.getByRole('main').getByRole('button', { name: 'Send us a message' }));
  await on.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WORKER_REGISTERED_MARK);
}

/**
 * The next build's worker (a cache of its own, `lab-nextbuild`; its source
 * as `change` makes it) installs while `tab` is on another page; its visitor
 * accepts the refresh, and it takes over.
 */
async function updateToNextBuild(tab: Page, change = (source: string) => source) {
  await tab.goto(`${server.url}/`);
  await pageRegisteredWorker(tab);
  await serveWorker(tab.context(), '/sw.js?build=next', (source) =>
    change(source.replace(/const CACHE = 'lab-[^']+'/, "const CACHE = 'lab-nextbuild'")),
  );
  const asked = tab.waitForEvent('dialog');
  await tab.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next'));
  const reloaded = tab.waitForEvent('load');
  await (await asked).accept();
  await reloaded;
  await tab.waitForFunction(
    () =>
      navigator.serviceWorker.controller?.scriptURL.endsWith('?build=next') &&
      navigator.serviceWorker.controller.state === 'activated',
  );
  expect(await tab.evaluate(() => caches.keys())).toEqual(['lab-nextbuild']);
}

/** Opens the contact dialog from the menu every page has; resolves to the dialog, or the notice that its code could not be loaded. */
async function openContactDialog(on: Page) {
  const toggle = on.getByRole('button', { name: 'Contact options' });
  await waitForHydration(toggle);
  await toggle.click();
  await on.getByRole('button', { name: 'Send us a message' }).click();
  const dialog = on.getByRole('dialog', { name: 'Contact Us' }).getByLabel('First name');
  await dialog.or(on.getByRole('alertdialog')).waitFor();
  return dialog;
}

/** /about rendered, hydrated (React runs it) and taking the visitor to another page. */
async function expectUsableAboutPage() {
  const heading = page.getByRole('heading', { level: 1, name: /^About / });
  await heading.waitFor();
  await expect
    .poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await page.getByRole('link', { name: 'Our story so far' }).click();
  await page.getByRole('heading', { level: 1, name: 'Our timeline' }).waitFor();
}

describe('the service worker', () => {
  it('opens marketing pages offline, and never caches GraphQL or admin data', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForController();
    // A page visited online, then the network goes away.
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();

    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/about`);
      await page.getByRole('heading', { name: 'About' }).waitFor();
      // Never visited: the cached app shell renders it.
      await page.goto(`${server.url}/ai-workshop`);
      await page.getByRole('heading', { level: 1, name: /One day\. Your team/ }).waitFor();
    } finally {
      await context.setOffline(false);
    }

    const urls = await cachedUrls();
    expect(urls).toContain('/');
    expect(urls).toContain('/about');
    expect(urls.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(urls.filter((url) => /^\/(graphql|admin|api)/.test(url))).toEqual([]);
  });

  it("lets the page's check for a new build reach the server, so a deploy the worker missed is loaded", async () => {
    await page.goto(`${server.url}/`);
    await waitForController();
    // The worker's cache is of the build it came with; a page loaded from
    // the server since may be of another, whose dialog code it does not hold.
    await dropFromWorkerCache(page, /^\/assets\/ContactDialog-/);
    const deploy = await deployNewBuild(page, {
      chunk: '**/assets/ContactDialog-*.js',
      address: `${server.url}/`,
      through: context,
    });
    onTestFinished(() => context.unrouteAll());
    const contact = page.getByRole('main').getByRole('button', { name: 'Send us a message' });
    await waitForHydration(contact);
    await contact.click();
    // The new build's page, loaded in full, with the dialog asked for open on it.
    await page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('First name').waitFor();
    expect(await deploy.openedBefore()).toBe(undefined);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Offline, the same check is answered from the cache.
    await context.setOffline(true);
    try {
      const entry = await page.evaluate(async () => {
        const response = await fetch('/', { headers: { accept: 'text/html' }, cache: 'no-store' });
        return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await response.text())?.[1];
      });
      // The page's own entry, / being an island page.
      expect(entry).toMatch(/^\/assets\/islands-.+\.js$/);
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps a page saved for offline working offline across a deploy, swapping it only with its new code', async () => {
    // A visitor of its own from here on: the page the test before left (a new
    // build loaded in full, a dialog open on it, its chunk dropped from the
    // cache) once cut this test's first navigation short in a full run.
    const earlier = context;
    context = await browser.newContext();
    page = await context.newPage();
    await earlier.close();
    await page.goto(`${server.url}/`);
    await waitForController();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: /^About / }).waitFor();
    const entry = await pageEntry();
    await expect.poll(savedAboutPageEntry).toBe(entry);
    onTestFinished(() => context.unrouteAll());

    // A deploy: the page now starts another build's entry script, which the
    // worker never precached, and the connection drops as soon as the page
    // has arrived, before the browser (or the worker) could fetch that script.
    await loadAboutPageOfNewBuild((route) => route.abort('internetdisconnected'));
    await reloadOffline(async () => {
      // The copy saved before the deploy, whole: it renders and runs.
      await expectUsableAboutPage();
    });

    // With the new build's script there, the new page replaces the saved
    // one together with its code, so it opens offline too.
    const code = await (await context.request.get(`${server.url}${entry}`)).body();
    await loadAboutPageOfNewBuild((route) =>
      route.fulfill({ body: code, contentType: 'text/javascript; charset=utf-8' }),
    );
    await expect.poll(savedAboutPageEntry).toBe(NEW_ENTRY);
    await reloadOffline(async () => {
      expect(await pageEntry()).toBe(NEW_ENTRY);
      await expectUsableAboutPage();
    });
  });

  it("carries the pages saved for offline over to a new build's worker, each with its own build's code", async () => {
    // A visitor of their own: the new build's worker below stays theirs.
    const visitor = await browser.newContext();
    onTestFinished(() => visitor.close());
    const tab = await visitor.newPage();
    await tab.goto(`${server.url}/`);
    await waitForController(tab);
    const readBefore = (slug: string) =>
      server.prisma.blogPost.create({
        data: {
          title: `Read before the update (${slug})`,
          slug: `read-before-the-update-${slug}`,
          content: `<p>Words that come in the page (${slug}), not from GraphQL.</p>`,
          isPublished: true,
          publishedAt: new Date('2020-01-01'),
        },
      });
    const kept = await readBefore('kept');
    const lost = await readBefore('lost');
    // Both posts are read on the build before: each starts an entry script
    // under a name of that build, which the next build's worker does not
    // precache. The second one's is gone from the cache by the update.
    const entry = await realEntry();
    for (const [post, name] of [
      [kept, '/assets/index-OLDBUILD.js'],
      [lost, '/assets/index-GONE.js'],
    ] as const) {
      await serveStarting(visitor, `/blog/${post.slug}`, name, entry);
      await tab.goto(`${server.url}/blog/${post.slug}`);
      await tab.getByRole('heading', { level: 1, name: post.title }).waitFor();
      // A post is an island page: its islands (the floating menu's among them) are what is hydrated.
      await waitForHydration(tab.getByRole('button', { name: 'Contact options' }));
      await expect.poll(() => saved(tab, `/blog/${post.slug}`)).toBe(true);
    }
    await visitor.unrouteAll({ behavior: 'wait' });
    await dropFromWorkerCache(tab, /^\/assets\/index-GONE\.js$/);
    // And more pages than are carried over, read days before (one a minute).
    const older = Array.from({ length: CARRIED_PAGES + 5 }, (_, minute) => `/older-${minute}`);
    await tab.evaluate(async (paths) => {
      const cache = await caches.open((await caches.keys())[0]!);
      for (const [minute, path] of paths.entries()) {
        const headers = {
          'content-type': 'text/html',
          date: new Date(Date.UTC(2020, 0, 1, 0, minute)).toUTCString(),
        };
        await cache.put(path, new Response('<!doctype html><head></head><h1>Older</h1>', { headers }));
      }
    }, older);

    // The next build's worker (a cache of its own) installs while the visitor
    // is on another page; they accept the refresh.
    await updateToNextBuild(tab);
    // Without its code, a page is not carried over: it would show but not run.
    expect(await saved(tab, `/blog/${lost.slug}`)).toBe(false);
    // The most recently read ones are, up to CARRIED_PAGES: the post and the newest older ones.
    const carried = await tab.evaluate(async () =>
      (await (await caches.open('lab-nextbuild')).keys())
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.startsWith('/older-')),
    );
    expect(carried.sort()).toEqual(older.slice(older.length - (CARRIED_PAGES - 1)).sort());

    // Offline, the post read before the update opens as it was, and runs.
    await offline(async () => {
      await tab.goto(`${server.url}/blog/${kept.slug}`);
      const title = tab.getByRole('heading', { level: 1, name: kept.title });
      await title.waitFor();
      await tab.getByText('Words that come in the page (kept), not from GraphQL.').waitFor();
      expect(await pageEntry(tab)).toBe('/assets/index-OLDBUILD.js');
      // It runs: its floating menu opens.
      const options = tab.getByRole('button', { name: 'Contact options' });
      await waitForHydration(options);
      await options.click();
      await tab.locator('#contact-options').getByRole('button', { name: 'Send us a message' }).waitFor();
    }, tab);
  });

  it("carries a carried page's build with it: a dialog it loads lazily opens offline after an update", async () => {
    const visitor = await browser.newContext();
    onTestFinished(() => visitor.close());
    const tab = await visitor.newPage();
    // The dialog's code under its name is only ever in the worker's cache
    // (never in the browser's), as when the server has deployed the next build.
    const dialog = await contactDialogChunk();
    await visitor.route(`**${dialog.file}`, dialog.answer);
    await tab.goto(`${server.url}/`);
    await waitForController(tab);
    await tab.goto(`${server.url}/about`);
    await expect.poll(() => saved(tab, '/about')).toBe(true);
    // The next build's contact dialog has another name: its worker does not
    // precache the one /about (carried over, on its own build's code) loads.
    await visitor.route('**/assets/ContactDialog-NEXTBUILD.js', dialog.answer);
    await updateToNextBuild(tab, (source) =>
      source.replace(dialog.file, '/assets/ContactDialog-NEXTBUILD.js'),
    );

    await offline(async () => {
      await tab.goto(`${server.url}/about`);
      await tab.getByRole('heading', { level: 1, name: /^About / }).waitFor();
      await openContactDialog(tab);
      expect(await tab.getByRole('alertdialog').count()).toBe(0);
    }, tab);
  });

  it("precaches '/' with the files its <head> names, another build's during a rolling deploy, or not at all", async () => {
    const visitor = await browser.newContext();
    onTestFinished(() => visitor.close());
    const tab = await visitor.newPage();
    // The worker's request for '/' reaches a server of the build deployed since.
    await serveStarting(visitor, '/', '/assets/index-OTHERBUILD.js', await realEntry());
    await tab.goto(`${server.url}/about`);
    await waitForController(tab);
    expect(
      await tab.evaluate(() => caches.match('/', { ignoreVary: true }).then((home) => home?.text())),
    ).toContain('/assets/index-OTHERBUILD.js');
    expect(await cachedUrls(tab)).toContain('/assets/index-OTHERBUILD.js');
    await offline(async () => {
      await tab.goto(`${server.url}/`);
      await waitForHydration(tab.getByRole('main').getByRole('button', { name: 'Send us a message' }));
    }, tab);

    // The other build's files cannot be had (a server of this build answers):
    // the worker does not install with a '/' that would show but not run.
    const next = await browser.newContext();
    onTestFinished(() => next.close());
    const other = await next.newPage();
    await serveStarting(next, '/', '/assets/index-OTHERBUILD.js', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await other.goto(`${server.url}/robots.txt`);
    const state = await other.evaluate(async () => {
      const worker = (await navigator.serviceWorker.register('/sw.js')).installing!;
      await new Promise<void>((settled) => {
        const check = () => ['installed', 'activated', 'redundant'].includes(worker.state) && settled();
        worker.addEventListener('statechange', check);
        check();
      });
      return worker.state;
    });
    expect(state).toBe('redundant');
    expect(await cachedUrls(other)).not.toContain('/');
  });

  it("keeps in its cache only its build's files and those its saved pages name, not another build's it serves", async () => {
    const visitor = await browser.newContext();
    onTestFinished(() => visitor.close());
    const tab = await visitor.newPage();
    // A worker of the build before, whose contact dialog had another name,
    // in charge of the pages of the build deployed since.
    const dialog = await contactDialogChunk();
    await visitor.route('**/assets/ContactDialog-OLDBUILD.js', dialog.answer);
    await serveWorker(visitor, '/sw.js', (source) =>
      source.replace(dialog.file, '/assets/ContactDialog-OLDBUILD.js'),
    );
    await tab.goto(`${server.url}/`);
    await waitForController(tab);
    // Installed: the test's routes go, so that the page's requests reach the worker.
    await visitor.unrouteAll({ behavior: 'wait' });
    await tab.goto(`${server.url}/about`);
    await expect.poll(() => saved(tab, '/about')).toBe(true);
    await openContactDialog(tab);
    expect(await tab.getByRole('alertdialog').count()).toBe(0);

    const urls = await cachedUrls(tab);
    expect(urls).toContain('/assets/ContactDialog-OLDBUILD.js');
    expect(urls).not.toContain(dialog.file);
  });

  it('a worker whose cache the next build’s worker deleted does not bring it back with a late file or page', async () => {
    const visitor = await browser.newContext();
    onTestFinished(() => visitor.close());
    const tab = await visitor.newPage();
    await tab.goto(`${server.url}/about`);
    await waitForController(tab);
    const [cache] = await tab.evaluate(() => caches.keys());
    const entry = ENTRY_SCRIPT.exec(await tab.content())![0];
    // What the next build's worker does as it activates, while this one still answers the tab's
    // requests: a file or a page it answered after that recreated the cache, never to be deleted.
    await tab.evaluate((name) => caches.delete(name), cache!);
    expect(await tab.evaluate((url) => fetch(url).then((response) => response.status), entry)).toBe(200);
    expect(await tab.evaluate(() => caches.keys())).toEqual([]);
    await tab.goto(`${server.url}/about`);
    await tab.getByRole('heading', { level: 1, name: /^About / }).waitFor();
    expect(await tab.evaluate(() => caches.keys())).toEqual([]);
  });

  it('asks the visitor to refresh when an updated worker has installed, and reloads on OK', async () => {
    await page.goto(`${server.url}/`);
    await waitForController();
    await pageRegisteredWorker(page);
    const asked = page.waitForEvent('dialog');
    // A worker under a new script URL is an update of the same registration,
    // as a new build's worker would be.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next'));
    const prompt = await asked;
    expect(prompt.type()).toBe('confirm');
    expect(prompt.message()).toBe('A new version of this site is available. Refresh now?');
    const reloaded = page.waitForEvent('load');
    await prompt.accept();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.url}/sw.js?build=next`,
    );
  });
});
