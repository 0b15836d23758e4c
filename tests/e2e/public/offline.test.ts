// The service worker in Chromium: marketing pages open offline from its
// cache, GraphQL and admin requests are never cached, and an updated worker
// asks the visitor to refresh.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startServerAndBrowser, type TestServer } from '../../helpers/browser';

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

  it('asks the visitor to refresh when an updated worker has installed, and reloads on OK', async () => {
    await page.goto(`${server.url}/`);
    await waitForController();
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
