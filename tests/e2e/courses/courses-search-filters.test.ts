// A search in the catalogue keeps the category and topic chosen: it searches
// their courses, and the address carries filters and words, so the result
// can be shared and reloaded. With JavaScript (the hydrated search box) and
// without (a GET form with the filters as hidden fields). Clearing the search
// keeps the filters; changing a filter keeps the search.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_FILTER } from '../../../domain/courses/catalogue';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
  withScriptsOff,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(() => closeAll(browser, server));

const courseTitles = (visitor: Page) =>
  visitor.getByRole('main').locator('article h2, article h3').allInnerTexts();

describe('a search in the filtered catalogue', () => {
  it('keeps the category and topic, in the address too, and each change keeps the rest', async () => {
    await page.goto(`${server.url}/courses?category=ai-teams`);
    const box = page.getByRole('searchbox', { name: COURSE_FILTER.searchLabel });
    await waitForHydration(box);
    await box.fill('ai');
    await box.press('Enter');
    await page.waitForURL(`${server.url}/courses?category=ai-teams&q=ai`);
    const heading = page.getByRole('heading', { name: '2 results for “ai” in AI for Teams' });
    await heading.waitFor();
    expect((await courseTitles(page)).sort()).toEqual([
      'AI Foundations for Business Teams',
      'Prompt Writing for Everyday Work',
    ]);
    const filters = page.getByRole('navigation', { name: 'Filter courses' });
    expect(await filters.getByRole('link', { name: 'AI for Teams' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Reloaded (or shared), the address shows the same.
    await page.reload();
    await heading.waitFor();
    expect(await box.inputValue()).toBe('ai');

    // Another category keeps the search.
    await waitForHydration(filters.getByRole('link', { name: 'AI Engineering' }));
    await filters.getByRole('link', { name: 'AI Engineering' }).click();
    await page.waitForURL(`${server.url}/courses?category=ai-engineering&q=ai`);
    await page.getByRole('heading', { name: '2 results for “ai” in AI Engineering' }).waitFor();
    expect((await courseTitles(page)).sort()).toEqual([
      'Automating Workflows with AI',
      'Building AI Agents in Practice',
    ]);

    // Clearing the search keeps the category.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(`${server.url}/courses?category=ai-engineering`);
    await page.getByText('2 courses in AI Engineering').waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('keeps the filters without JavaScript: they go with the words as hidden fields', async () => {
    await withScriptsOff(browser, async (visitor) => {
      await visitor.goto(`${server.url}/courses?category=ai-engineering&tag=ai-agents`);
      await visitor.getByRole('searchbox', { name: COURSE_FILTER.searchLabel }).fill('automat');
      await visitor.getByRole('button', { name: 'Search' }).click();
      await visitor.waitForURL(`${server.url}/courses?category=ai-engineering&tag=ai-agents&q=automat`);
      await visitor
        .getByRole('heading', { name: /^\d results? for “automat” in AI Engineering about AI Agents$/ })
        .waitFor();
      expect(await courseTitles(visitor)).toContain('Automating Workflows with AI');

      // Nothing found within the filters: the same words in every course are one link away.
      await visitor.goto(`${server.url}/courses?category=ai-teams&q=automat`);
      await visitor.getByRole('heading', { name: 'No results for “automat” in AI for Teams' }).waitFor();
      await visitor.getByRole('link', { name: COURSE_FILTER.searchAll }).click();
      await visitor.waitForURL(`${server.url}/courses?q=automat`);
      expect(await courseTitles(visitor)).toContain('Automating Workflows with AI');
    });
  });
});
