// Every back-office screen its navigation offers, and a contact's pages, on a
// phone (375 px, rows as cards) and a tablet (768 px, the navigation beside
// tables), with the demo content, a contact whose email, company and note
// run long (a surname with no place to break it), and a post titled and a
// survey choice made of a word longer than a phone is wide: nothing wider
// than the screen. No card's text (a right-aligned value, a long bio, an
// email address, a link in a note) ends up beyond its right edge, and a wide
// table scrolls within its own box rather than the whole page sideways.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { openAdminPage } from '../../helpers/admin-browser';
import {
  closeAll,
  openScreen,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

const PHONE = { width: 375, height: 740 };
const TABLET = { width: 768, height: 1024 };

let server: TestServer;
let browser: Browser;
let contactId: string;
let surveyId: string;

/** A long company name, and words no line can break inside (no spaces or hyphens): an address and a link. */
const LONG = {
  email: 'maximiliana.featherstonehaughworthington@consultancypartnersworldwide.example',
  company: 'International Business Consultancy Partners Worldwide Limited',
  surname: 'Featherstonehaughworthingtonsmythebarringtonhouse',
  link: 'https://consultancypartnersworldwide.example/proposals/aiworkshopforfortypeopleinthreeoffices',
  /** German's famous longest word, in a post's title. */
  word: 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
};

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  await seedDemoContent(server.prisma);
  const contact = await server.prisma.crmContact.create({
    data: {
      firstName: 'Maximiliana',
      // No line can break inside it: the notes page's 'Back to …' holds it whole.
      lastName: LONG.surname,
      email: LONG.email,
      company: LONG.company,
    },
  });
  contactId = contact.id;
  await server.prisma.blogPost.create({
    data: { slug: 'long-word', title: `Die ${LONG.word} erklärt`, content: '<p>Text.</p>' },
  });
  const survey = await server.prisma.survey.create({
    data: {
      title: 'Which words run long?',
      questions: {
        create: {
          questionText: 'Pick one',
          questionType: 'multiple_choice',
          orderNumber: 1,
          choices: { create: [{ choiceText: LONG.word, orderNumber: 1 }] },
        },
      },
    },
  });
  surveyId = survey.id;
  await server.prisma.crmContactNote.create({
    data: { contactId, note: `Wants a proposal for the whole department by Friday: ${LONG.link}` },
  });
  await server.prisma.bookingRequest.create({
    data: {
      name: 'Maximiliana Featherstonehaugh-Worthington',
      email: LONG.email,
      preferredDate: new Date('2026-12-03'),
      preferredTime: '10:30 AM',
      contactId,
    },
  });
});
afterAll(() => closeAll(browser, server));

/** The elements reaching past the screen's right edge (fixed ones aside), as `tag "text"`. */
const beyondTheEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 && box.right > window.innerWidth + 1 && getComputedStyle(element).position !== 'fixed'
        );
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`),
  );

/** Where an element's text itself is drawn (not its box, which may be wider). */
const textBox = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, width } = range.getBoundingClientRect();
    return { x, width };
  });

describe('the back-office on a phone and a tablet', () => {
  // About 24 screens each: 23 to 31 s in CI, which a loaded machine may double (see phone-admin).
  it.for([PHONE, TABLET])(
    'fits every screen of its navigation within $width px',
    {
      timeout: 240_000,
    },
    async (viewport, { signal }) => {
      const page = await openAdminPage(browser, server, viewport);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      // The navigation is folded behind its menu button on a phone; its links are there all the same.
      const screens = await page
        .locator('#admin-nav a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(screens.length).toBeGreaterThan(15);
      const misfits: string[] = [];
      for (const screen of [
        ...screens,
        `/admin/crm/contacts/${contactId}`,
        `/admin/crm/contacts/${contactId}/notes`,
        `/admin/surveys/${surveyId}/results`,
      ]) {
        signal.throwIfAborted();
        const unheaded = await openScreen(page, server.url, screen);
        if (unheaded) {
          misfits.push(unheaded);
          continue;
        }
        await page.waitForLoadState('networkidle');
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (wide) misfits.push(`${screen}: ${(await beyondTheEdge(page)).join(', ')}`);
        // One heading in <main>: the one a client-side navigation gives focus to (routing/PageChange.tsx).
        const headings = await page
          .locator('h1')
          .evaluateAll((all) => all.map((h1) => h1.closest('main') !== null));
        if (headings.join() !== 'true') misfits.push(`${screen}: h1 in main ${headings.join()}`);
      }
      expect(misfits).toEqual([]);
      await page.context().close();
    },
  );

  it("shows a term's name at the left of its card and its description cut short within the card", async () => {
    const author = await server.prisma.blogAuthor.findFirstOrThrow({ orderBy: { name: 'asc' } });
    expect(author.bio?.length ?? 0).toBeGreaterThan(80);
    const page = await openAdminPage(browser, server, PHONE);
    await page.goto(`${server.url}/admin/authors`);
    const card = page.getByRole('row', { name: new RegExp(author.name) });
    // The name, then the description under it, in the card's first cell.
    const [name, bio] = [0, 1].map((at) => card.getByRole('cell').first().locator('p').nth(at)) as [
      Locator,
      Locator,
    ];
    expect(await name.textContent()).toBe(author.name);
    expect(await bio.textContent()).toBe(author.bio);
    const cardBox = (await card.boundingBox())!;
    const [nameText, bioBox] = [await textBox(name), (await bio.boundingBox())!];
    // The name opens the card, as its title, wholly on the screen.
    expect(nameText.x - cardBox.x).toBeLessThan(24);
    expect(nameText.x + nameText.width).toBeLessThanOrEqual(PHONE.width);
    expect(bioBox.x + bioBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // Cut with an ellipsis, not wrapped onto lines of its own.
    expect(await bio.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("lines up an editor's buttons under its Back link when they wrap on a phone", async () => {
    const page = await openAdminPage(browser, server, PHONE);
    await page.goto(`${server.url}/admin/posts/new`);
    const back = (await page.getByRole('link', { name: 'Back to posts' }).boundingBox())!;
    const assistant = (await page.getByRole('button', { name: 'AI assistant' }).boundingBox())!;
    const save = (await page.getByRole('button', { name: 'Save Post' }).boundingBox())!;
    // The buttons wrap onto a row of their own, which starts where the row above it does:
    // the empty "Saved" status before them takes no room.
    expect(assistant.y).toBeGreaterThan(back.y + back.height - 1);
    expect(Math.round(assistant.x)).toBe(Math.round(back.x));
    expect(save.y).toBe(assistant.y);
    await page.context().close();
  });
});
