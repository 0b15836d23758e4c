// The site's and the blog's navigation say where the visitor is: the link
// of the page itself is aria-current="page", the link of the section a
// sub-page belongs to (a post, a category, a course) aria-current="true".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { closeAll, startServerAndBrowser, type TestServer } from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(() => closeAll(browser, server));

/** Each link of a navigation landmark with its aria-current, once the page's heading shows. */
async function currentLinks(path: string, nav: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  const links = page.getByRole('navigation', { name: nav, exact: true }).getByRole('link');
  const entries = await links.evaluateAll((elements) =>
    elements.map((element) => [element.textContent?.trim(), element.getAttribute('aria-current')]),
  );
  return Object.fromEntries(entries.filter(([, current]) => current !== null));
}

describe('the navigation marks where the visitor is', () => {
  it('marks a section link "page" on its own page and "true" on its sub-pages', async () => {
    expect(await currentLinks('/blog', 'Main')).toEqual({ Blog: 'page' });
    expect(await currentLinks('/blog/how-run-your-first-ai-audit', 'Main')).toEqual({ Blog: 'true' });
    expect(await currentLinks('/blog/category/ai-strategy', 'Main')).toEqual({ Blog: 'true' });
    expect(await currentLinks('/blog/author/maya-chen', 'Main')).toEqual({ Blog: 'true' });
    expect(await currentLinks('/courses', 'Main')).toEqual({ Courses: 'page' });
    expect(await currentLinks('/course/ai-foundations-business-teams', 'Main')).toEqual({ Courses: 'true' });
    expect(await currentLinks('/course-outline', 'Main')).toEqual({ Courses: 'true' });
    expect(await currentLinks('/about', 'Main')).toEqual({ About: 'page' });
  });

  it("marks the blog's Categories and Authors tabs on one category's or author's page", async () => {
    expect(await currentLinks('/blog', 'Blog')).toEqual({ 'All posts': 'page' });
    expect(await currentLinks('/blog/categories', 'Blog')).toEqual({ Categories: 'page' });
    expect(await currentLinks('/blog/category/ai-strategy', 'Blog')).toEqual({ Categories: 'true' });
    expect(await currentLinks('/blog/authors', 'Blog')).toEqual({ Authors: 'page' });
    expect(await currentLinks('/blog/author/maya-chen', 'Blog')).toEqual({ Authors: 'true' });
    const tab = page
      .getByRole('navigation', { name: 'Blog', exact: true })
      .getByRole('link', { name: 'Authors' });
    expect(await tab.getAttribute('class')).toContain('text-indigo-700');
  });
});
