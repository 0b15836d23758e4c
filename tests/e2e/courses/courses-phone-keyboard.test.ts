// The catalogue on a 375 px phone, with the keyboard: each row of filter
// chips is a group named by its label (a screen reader says "Category" on
// entering it), each chip is a thumb's height (44 px, as the menu button),
// a chip chosen during a search keeps the focus and the new count is read
// out, and Back and Forward walk the filters and searches with the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_FILTER } from '../../../domain/courses/catalogue';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  focusedForScreenReader,
  listenForAnnouncements,
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
  page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
});
afterAll(() => closeAll(browser, server));

describe('the catalogue on a phone, with the keyboard', () => {
  it('names its chip rows, and makes each chip a thumb’s height', async () => {
    await page.goto(`${server.url}/courses`);
    const filters = page.getByRole('navigation', { name: 'Filter courses' });
    const category = filters.getByRole('group', { name: 'Category' });
    const topic = filters.getByRole('group', { name: 'Topic' });
    await category.getByRole('link', { name: 'AI for Teams' }).waitFor();
    await topic.getByRole('link', { name: 'AI Agents' }).waitFor();
    for (const chip of await filters.getByRole('link').all()) {
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('reads out the new count of a search when a chip is chosen, keeping the focus on it; Back and Forward follow', async () => {
    await page.goto(`${server.url}/courses?q=ai`);
    const box = page.getByRole('searchbox', { name: COURSE_FILTER.searchLabel });
    await page.getByRole('heading', { name: '4 results for “ai”' }).waitFor();
    const chip = page
      .getByRole('navigation', { name: 'Filter courses' })
      .getByRole('link', { name: 'AI Engineering' });
    await waitForHydration(chip);
    const heard = await listenForAnnouncements(page);
    await chip.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/courses?q=ai&category=ai-engineering`);
    await page.getByRole('heading', { name: '2 results for “ai” in AI Engineering' }).waitFor();
    expect(await focusedForScreenReader(page)).toMatchObject({ role: 'link', name: 'AI Engineering' });
    expect(await heard()).toContain('2 results for “ai” in AI Engineering');

    await page.goBack();
    await page.waitForURL(`${server.url}/courses?q=ai`);
    await page.getByRole('heading', { name: '4 results for “ai”' }).waitFor();
    expect(await box.inputValue()).toBe('ai');
    await page.goForward();
    await page.waitForURL(`${server.url}/courses?q=ai&category=ai-engineering`);
    await page.getByRole('heading', { name: '2 results for “ai” in AI Engineering' }).waitFor();
  });
});
