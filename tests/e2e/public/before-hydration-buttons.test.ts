// Every public page's server HTML, as the browser has it before the app's
// scripts have run: nothing in it is a button that waits for hydration to
// do anything. A tap on one in that window (a second or more on a slow
// phone) would be lost, and nothing replays it: a call to action is a link
// until the page is interactive (ButtonLink, ConversionButton), a form's
// submit button submits the form, and any other button is disabled until
// then (the survey's view toggles, in a `<fieldset disabled>`).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { closeAll, startServerAndBrowser, type TestServer } from '../../helpers/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
});
afterAll(() => closeAll(browser, server));

/** Every public route, with a row for those that show one, and the pages a missing row shows. */
async function publicPaths(): Promise<string[]> {
  const { prisma } = server;
  const post = await prisma.blogPost.findFirstOrThrow({
    where: { isPublished: true, categoryId: { not: null }, authorId: { not: null } },
    include: { category: true, author: true },
  });
  const course = await prisma.course.findFirstOrThrow({ where: { isPublished: true } });
  const survey = await prisma.survey.findFirstOrThrow({ where: { isActive: true } });
  return [
    '/',
    '/about',
    '/timeline',
    '/blog',
    '/blog?search=ai',
    `/blog/${post.slug}`,
    '/blog/categories',
    `/blog/category/${post.category!.slug}`,
    '/blog/authors',
    `/blog/author/${post.author!.slug}`,
    '/courses',
    `/course/${course.slug}`,
    '/course-outline',
    '/contact',
    '/thank-you',
    '/webhook-test',
    '/survey',
    `/survey/${survey.id}`,
    '/survey/00000000-0000-7000-8000-000000000000',
    '/fractional-pm',
    '/ai-workshop',
    '/no-such-page',
  ];
}

describe('public pages before hydration', () => {
  it('render no button that does nothing until the app runs: each is a link, a form submit, or disabled', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    // The app never starts: the page stays the server's HTML (with the
    // inline script in <head>, which the browser runs as it does for a visitor).
    let held = 0;
    await page.route(/\/assets\/[^/]+\.js$/, (route) => {
      held++;
      return route.abort();
    });
    const found: Record<string, string[]> = {};
    try {
      for (const path of await publicPaths()) {
        const response = await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        expect(response?.headers()['content-type'], path).toContain('text/html');
        expect(await page.locator('#root > *').count(), `${path} is server-rendered`).toBeGreaterThan(0);
        found[path] = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, input[type="button"], [role="button"]')]
            .filter((element) => {
              if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) return false;
              if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) {
                // Disabled itself or by its fieldset; a submit button submits its form.
                if (element.matches(':disabled')) return false;
                return !(element.type === 'submit' && element.form);
              }
              return element.localName !== 'summary';
            })
            .map((element) => element.outerHTML.slice(0, 160)),
        );
      }
    } finally {
      await context.close();
    }
    expect(held, 'the app was held back').toBeGreaterThan(0);
    expect(Object.fromEntries(Object.entries(found).filter(([, buttons]) => buttons.length > 0))).toEqual({});
  });
});
