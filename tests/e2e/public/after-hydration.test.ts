// What a public page starts besides hydrating is not part of the task that
// commits the hydrated page (the longest of a first visit on a slow phone):
// the page-view beacon and the service worker's registration come in a task
// of their own, after the `app:hydrated` mark that the page's last effect sets.
// The page itself (the screen, in the layout's Suspense boundary) hydrates
// after the shell, in React's own slices: the layout's update of the menu
// right after hydration must not make React hydrate it all at once first.
// Those two are about the full app's hydration, so they load /about: a full
// load of / or a post hydrates only its islands (island-pages.test.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startServerAndBrowser, type TestServer, waitForHydration } from '../../helpers/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => closeAll(browser, server));

declare global {
  interface Window {
    __startedAfterHydration?: Record<string, boolean>;
    __serverHeading?: Element | null;
    __pageHydratedWithMenu?: boolean;
    __atPageMark?: { shellMarked: boolean; headingHydrated: boolean };
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

  it('hydrates the page in a pass of its own, not at once when the menu turns interactive', async () => {
    const page = await (await browser.newContext()).newPage();
    // When the menu's classes change (its effect after hydration), records
    // whether the page's heading is hydrated already (React's props on it).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__serverHeading = document.querySelector('main h1');
      });
      new MutationObserver((records, observer) => {
        if (!records.some((record) => (record.target as Element).id === 'site-nav')) return;
        observer.disconnect();
        const heading = document.querySelector('main h1');
        window.__pageHydratedWithMenu =
          heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    await page.goto(`${server.url}/about`);
    await waitForHydration(page.locator('main h1'));
    expect(
      await page.evaluate(() => ({
        pageHydratedWithMenu: window.__pageHydratedWithMenu,
        serverHeadingKept: document.querySelector('main h1') === window.__serverHeading,
      })),
    ).toEqual({ pageHydratedWithMenu: false, serverHeadingKept: true });
    await page.context().close();
  });

  it('marks the page hydrated (app:page-hydrated, what the first-visit bench waits for) once its content is, after the shell', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'app:page-hydrated') {
          const heading = document.querySelector('main h1');
          window.__atPageMark = {
            shellMarked: performance.getEntriesByName('app:hydrated').length > 0,
            headingHydrated:
              heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps')),
          };
        }
        return mark(name, options);
      };
    });
    await page.goto(`${server.url}/about`);
    await page.waitForFunction(() => performance.getEntriesByName('app:page-hydrated').length > 0);
    expect(await page.evaluate(() => window.__atPageMark)).toEqual({
      shellMarked: true,
      headingHydrated: true,
    });
    await page.context().close();
  });
});
