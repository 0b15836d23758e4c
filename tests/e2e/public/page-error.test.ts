// A public page that fails to render, in Chromium: the server answers the
// page's query with an error and no data (a field that failed, masked), so
// the screen cannot be shown. The visitor reaches "Something went wrong"
// inside the site's frame, with the focus on its heading so a screen reader
// says where they are, and Reload brings the page once the server answers.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ERROR } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  focusedForScreenReader,
  isGraphQLOperation,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
  page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
});
afterAll(() => closeAll(browser, server));

describe('a public page whose data fails', () => {
  it('shows "Something went wrong" with the focus on its heading, and Reload brings the page back', async () => {
    const post = await server.prisma.blogPost.findFirstOrThrow({
      where: { isPublished: true, deleted: false, publishedAt: { lte: new Date() } },
      orderBy: { publishedAt: 'desc' },
      select: { title: true, slug: true },
    });
    // What the server sends when a field the page needs failed: the error, masked, and no data.
    const failing = (url: URL) => url.pathname === '/graphql';
    await page.route(failing, (route) =>
      isGraphQLOperation(route.request(), 'BlogPostPageQuery')
        ? route.fulfill({
            contentType: 'application/graphql-response+json',
            body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }], data: null }),
          })
        : route.continue(),
    );

    await page.goto(`${server.url}/blog`);
    const link = page.getByRole('main').getByRole('link', { name: post.title }).first();
    await waitForHydration(link);
    await link.click();
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: PAGE_ERROR.title });
    await heading.waitFor();
    expect(page.url()).toBe(`${server.url}/blog/${post.slug}`);
    await page.getByText(PAGE_ERROR.lead).waitFor();
    // The site's frame stays, and the page says what it is.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).waitFor();
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${PAGE_ERROR.title} · `));
    await expect
      .poll(() => focusedForScreenReader(page))
      .toMatchObject({ role: 'heading', name: PAGE_ERROR.title });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: PAGE_ERROR.home }).getAttribute('href')).toBe('/');

    // The server answers again: Reload loads the post.
    await page.unroute(failing);
    await page.getByRole('button', { name: PAGE_ERROR.reload }).click();
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(page.url()).toBe(`${server.url}/blog/${post.slug}`);
    expect(await heading.count()).toBe(0);
  });
});
