// A screen whose code fails to load when the visitor follows a link to it,
// with the service worker in control, in Chromium: the chunk is neither in
// the worker's cache (a newer worker took over, or the browser cleared it)
// nor reachable. The visitor is told the page could not be loaded and to
// check the connection, not a generic "Something went wrong"; Try again
// loads the code anew in place, without loading the page in full (which,
// offline, would only bring the cached page back to the same failure).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ERROR, PAGE_LOAD } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  dropFromWorkerCache,
  seriousAxeViolations,
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
  await seedDemoContent(server.prisma);
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(() => closeAll(browser, server));

const BLOG_CHUNK = /\/assets\/BlogIndexPage-[^/]+\.js$/;

describe('a screen whose code fails to load under the service worker', () => {
  it('says the page could not be loaded, with Try again, which loads it in place once it can', async () => {
    await page.goto(`${server.url}/about`);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 15_000,
    });
    // The worker's cache no longer holds the chunk, and the network fails.
    await dropFromWorkerCache(page, BLOG_CHUNK);
    const requested: string[] = [];
    await context.route(BLOG_CHUNK, (route) => {
      requested.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    const blog = page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first();
    await waitForHydration(blog);
    await blog.click();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();
    expect(requested.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${server.url}/blog`);
    expect(await page.getByText(PAGE_LOAD.lead).count()).toBe(1);
    expect(await page.getByRole('heading', { name: PAGE_ERROR.title }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Still failing: it says so, and Try again keeps the focus.
    const tryAgain = page.getByRole('button', { name: PAGE_LOAD.retry });
    await tryAgain.click();
    await page.getByRole('alert').filter({ hasText: PAGE_LOAD.stillFailing }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(PAGE_LOAD.retry);

    await context.unroute(BLOG_CHUNK);
    await tryAgain.click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.getByRole('heading', { name: PAGE_LOAD.title }).count()).toBe(0);
    // Loaded in place: the page was not loaded in full.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
