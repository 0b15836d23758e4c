// What a public page starts besides hydrating is not part of the task that
// commits the hydrated page (the longest of a first visit on a slow phone):
// the page-view beacon and the service worker's registration come in a task
// of their own, after the `app:hydrated` mark that the page's last effect sets.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startServerAndBrowser, type TestServer } from '../../helpers/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => closeAll(browser, server));

declare global {
  interface Window {
    __startedAfterHydration?: Record<string, boolean>;
  }
}

describe('a public page once hydrated', () => {
  it('sends its page view and registers the service worker after the hydrated page is committed, not within it', async () => {
    const page = await (await browser.newContext()).newPage();
    // Records, for each call, whether the page was already marked hydrated.
    await page.addInitScript(() => {
      const started: Record<string, boolean> = {};
      window.__startedAfterHydration = started;
      const hydrated = () => performance.getEntriesByName('app:hydrated').length > 0;
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        started.pageView = hydrated();
        return sendBeacon(url, data);
      };
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (url, options) => {
        started.serviceWorker = hydrated();
        return register(url, options);
      };
    });
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => Object.keys(window.__startedAfterHydration ?? {}).length === 2);
    expect(await page.evaluate(() => window.__startedAfterHydration)).toEqual({
      pageView: true,
      serviceWorker: true,
    });
    await page.context().close();
  });
});
