// A course on a phone (375 px): the price and 'Ask about this course' (the
// 'At a glance' box) come right after the summary, before the description
// and the outline, instead of at the very end of a long page. On a wide
// screen the box stays beside the text. The catalogue fits a small phone
// (320 px) with a category and a course named with a word longer than it is
// wide.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, CONTACT_PAGE } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  withScriptsOff,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { CONTACT_INBOX: 'inbox@lab.test' } }));
  await seedDemoContent(server.prisma);
});
afterAll(() => closeAll(browser, server));

async function coursePage(width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 740 } })).newPage();
  await page.goto(`${server.url}/course/automating-workflows-ai`);
  await page.getByRole('heading', { name: 'Course outline' }).waitFor();
  return page;
}

const top = async (page: Page, name: string, role: 'heading' | 'button' = 'heading') =>
  (await page.getByRole(role, { name, exact: true }).boundingBox())!.y;

describe('a course page', () => {
  it('on a phone, shows the price and the question button before the outline', async () => {
    const page = await coursePage(375);
    const glance = await top(page, 'At a glance');
    const ask = await top(page, 'Ask about this course', 'button');
    expect(glance).toBeLessThan(await top(page, 'Course outline'));
    expect(ask).toBeLessThan(await top(page, 'Course outline'));
    // Right under the title and summary, within the first two screens.
    expect(glance).toBeGreaterThan((await page.locator('h1').boundingBox())!.y);
    expect(ask).toBeLessThan(740 * 2);
    // Heading order still reads title, then the box, then the outline.
    const headings = await page.locator('main h1, main h2').allInnerTexts();
    expect(headings.indexOf('At a glance')).toBeLessThan(headings.indexOf('Course outline'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The question names the course, on screen and in what reaches the team.
    await page.getByRole('button', { name: 'Ask about this course' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    const title = (await page.locator('h1').textContent()) ?? '';
    await contact.getByText(`About the course ${title}`).waitFor();
    // Back closes the question and stays on the course.
    const course = page.url();
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(course);
    await page.getByRole('button', { name: 'Ask about this course' }).click();
    await contact.getByText(`About the course ${title}`).waitFor();
    await contact.getByLabel('First name').fill('Annie');
    await contact.getByLabel('Last name').fill('Easley');
    await contact.getByLabel('Email').fill('annie@glenn.example');
    await contact.getByLabel('Message').fill('Is there a cohort in January?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText(CONTACT.sent).waitFor();
    const stored = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'annie@glenn.example' },
      include: { notes: true },
    });
    expect(stored.notes[0]!.note).toContain(`about the course “${title}”`);
    await page.context().close();
  });

  it('leads, with JavaScript off, from the question button to /contact about the course, and the address to write to', async () => {
    const title = 'Automating Workflows with AI';
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/course/automating-workflows-ai`);
      await withoutScripts.getByRole('button', { name: 'Ask about this course' }).click();
      await withoutScripts.waitForURL(`${server.url}/contact?course=automating-workflows-ai`);
      await withoutScripts.getByText(`About the course ${title}`).waitFor();
      // Playwright's engines skip what is inside <noscript>: read the markup itself.
      const subject = encodeURIComponent(`Training Information: ${title}`);
      expect(
        await withoutScripts.locator(`main a[href="mailto:inbox@lab.test?subject=${subject}"]`).count(),
      ).toBe(1);
    });

    // Reached before the course page was interactive, /contact asks about the course as its button would.
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/contact?course=automating-workflows-ai`);
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByText(`About the course ${title}`).waitFor();
    expect(await contact.getByLabel('Subject').inputValue()).toBe('Training Information');
    await page.context().close();
  });

  it('sends, with JavaScript off, a question about the course and then says so on the page about it', async () => {
    const title = 'Automating Workflows with AI';
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/contact?course=automating-workflows-ai`);
      const main = withoutScripts.locator('main');
      for (const [label, value] of Object.entries({
        'First name': 'Evelyn',
        'Last name': 'Boyd',
        Email: 'evelyn@example.com',
        Message: 'Is there a cohort in March?',
      }))
        await main.getByLabel(label).fill(value);
      await main.getByRole('button', { name: 'Send Message' }).click();
      await withoutScripts.waitForURL(`${server.url}/contact?course=automating-workflows-ai&sent=1`);
      await main.getByText(`About the course ${title}`).waitFor();
      await main.getByText(CONTACT.sent).waitFor();
      // And leads back to the course, where the dialog would have left the visitor.
      await main.getByRole('link', { name: CONTACT_PAGE.backToCourse }).click();
      await withoutScripts.waitForURL(`${server.url}/course/automating-workflows-ai`);
    });
    const stored = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'evelyn@example.com' },
      include: { notes: true },
    });
    expect(stored.notes.map((note) => note.note.includes(`about the course “${title}”`))).toEqual([true]);
  });

  it('on a wide screen, keeps the box beside the text, at the top', async () => {
    const page = await coursePage(1280);
    const box = (await page.getByRole('complementary').boundingBox())!;
    const title = (await page.locator('h1').boundingBox())!;
    expect(box.x).toBeGreaterThan(title.x + title.width / 2);
    expect(Math.abs(box.y - title.y)).toBeLessThan(40);
    await page.context().close();
  });

  it('in the catalogue on a small phone, wraps a name longer than the screen instead of widening the page', async () => {
    const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
    const course = await server.prisma.course.findFirstOrThrow({
      where: { slug: 'automating-workflows-ai' },
    });
    await server.prisma.courseCategory.update({
      where: { id: course.categoryId! },
      data: { name: `Die ${word}` },
    });
    const page = await (await browser.newContext({ viewport: { width: 320, height: 740 } })).newPage();
    await page.goto(`${server.url}/courses`);
    await page
      .getByRole('link', { name: `Die ${word}` })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });

  it('on its own page on a phone, wraps such a word in the description and the outline', async () => {
    const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
    const course = await server.prisma.course.findFirstOrThrow({
      where: { slug: 'automating-workflows-ai' },
      include: { modules: { include: { lessons: true } } },
    });
    await server.prisma.course.update({
      where: { id: course.id },
      data: { description: `<p>Die ${word}.</p>`, duration: word.slice(0, 40) },
    });
    const [module] = course.modules;
    const [lesson] = module!.lessons;
    await server.prisma.courseModule.update({ where: { id: module!.id }, data: { title: word } });
    await server.prisma.courseLesson.update({ where: { id: lesson!.id }, data: { title: word } });
    const page = await coursePage(375);
    await page.getByText(`Die ${word}.`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
    await server.prisma.course.update({
      where: { id: course.id },
      data: { description: course.description, duration: course.duration },
    });
    await server.prisma.courseModule.update({ where: { id: module!.id }, data: { title: module!.title } });
    await server.prisma.courseLesson.update({ where: { id: lesson!.id }, data: { title: lesson!.title } });
  });
});
