// The catalogue reached with a category or topic no course has (a stale or
// mistyped link) says so and offers to clear that filter, as the blog says
// of an unknown category, rather than "0 courses". It is a page that does not
// exist: a 404, not indexed, as an unknown course or blog category.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_FILTER } from '../../../domain/courses/catalogue';
import { formatMessage } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
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

describe('the course catalogue with an unknown filter', () => {
  it('says the category is unknown and clears it to every course', async () => {
    const response = await page.goto(`${server.url}/courses?category=nope`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const main = page.getByRole('main');
    await main.getByText(formatMessage(COURSE_FILTER.unknown.category, { value: 'nope' })).waitFor();
    expect(await main.getByText('0 courses').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main.getByRole('link', { name: COURSE_FILTER.clear }).click();
    await page.waitForURL(`${server.url}/courses`);
    await main.getByRole('link', { name: 'AI Foundations for Business Teams' }).waitFor();
  });

  it('says the topic is unknown and clearing it keeps the category', async () => {
    const response = await page.goto(`${server.url}/courses?category=ai-teams&tag=nope`);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await main.getByText(formatMessage(COURSE_FILTER.unknown.tag, { value: 'nope' })).waitFor();
    // Or straight back to every course.
    expect(await main.getByRole('link', { name: COURSE_FILTER.all }).getAttribute('href')).toBe('/courses');
    await main.getByRole('link', { name: COURSE_FILTER.clear }).click();
    await page.waitForURL(`${server.url}/courses?category=ai-teams`);
    await main.getByRole('link', { name: 'AI Foundations for Business Teams' }).waitFor();
  });
});
