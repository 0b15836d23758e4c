// The service worker in Chromium: marketing pages open offline from its
// cache, GraphQL and admin requests are never cached, the page's check for a
// new build reaches the server, and an updated worker asks the visitor to
// refresh.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
