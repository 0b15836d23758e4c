// The service worker in Chromium: marketing pages open offline from its
// cache, GraphQL and admin requests are never cached, the page's check for a
// new build reaches the server, a page saved for offline keeps working
// offline across a deploy, and an updated worker asks the visitor to refresh.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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

const waitForController = () =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 15_000,
  });

const cachedUrls = () =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

const ENTRY_SCRIPT = /\/assets\/index-[^"]+\.js/;
const NEW_ENTRY = '/assets/index-NEWBUILD.js';

/**
 * Loads /about as the server serves it after a deploy: starting NEW_ENTRY,
 * which `entry` answers. The test's routes are gone once it has loaded:
 * they answer from Node, past the browser's offline switch.
 */
async function loadAboutPageOfNewBuild(entry: (route: Route) => Promise<void>) {
  await context.route(
    `${server.url}/about`,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(ENTRY_SCRIPT, NEW_ENTRY) });
    },
    { times: 1 },
  );
  await context.route(`**${NEW_ENTRY}`, entry);
  await page.goto(`${server.url}/about`);
  await page.getByRole('heading', { level: 1, name: /^About / }).waitFor();
}

/** Reloads the page with the network gone, then runs `check`. */
async function reloadOffline(check: () => Promise<void>) {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(true);
  try {
    await page.reload();
    await check();
  } finally {
    await context.setOffline(false);
  }
}

/** The entry script the page started. */
const pageEntry = () =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));

/** The entry script of the worker's saved copy of /about. */
const savedAboutPageEntry = () =>
  page.evaluate(async () => {
    const saved = await caches.match('/about', { ignoreVary: true });
    return saved && /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await saved.text())?.[1];
  });

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
      expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps a page saved for offline working offline across a deploy, swapping it only with its new code', async () => {
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

  it('asks the visitor to refresh when an updated worker has installed, and reloads on OK', async () => {
    await page.goto(`${server.url}/`);
    await waitForController();
    // The page registers /sw.js once it has hydrated; registered after that,
    // the worker below is the newest one. Registered before, the page's own
    // registration replaced it with /sw.js, which then asked and took over.
    await waitForHydration(page.getByRole('main').getByRole('button', { name: 'Send us a message' }));
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
