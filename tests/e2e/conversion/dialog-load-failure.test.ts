// A public dialog whose code fails to load when the visitor asks for it, in
// Chromium: the page stays as it was, with what was typed on it, and a
// message says the form could not be loaded, offers Try again and the
// company's address; where a new build was deployed since the page was
// opened (its code under the old names is gone), the page loads in full from
// the new build, with the dialog the visitor asked for open on it.
// Service workers are blocked: an active one would answer the chunks from
// its cache, out of the test's reach.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALOG_LOAD, formatMessage, PAGE_ERROR } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import { AI_AUDIT_SURVEY_TITLE } from '../../../prisma/seed-data/surveys';
import {
  closeAll,
  deployNewBuild,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

const INBOX = 'hello@lab.test';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { CONTACT_INBOX: INBOX } }));
  await seedDemoContent(server.prisma);
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
});

const CONTACT_CHUNK = '**/assets/ContactDialog-*.js';
const notice = () =>
  page.getByRole('alertdialog', {
    name: formatMessage(DIALOG_LOAD.title, { what: DIALOG_LOAD.what.contact }),
  });
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());

async function openContactFromFloatingMenu() {
  const toggle = page.getByRole('button', { name: 'Contact options' });
  await waitForHydration(toggle);
  await toggle.click();
  await page.getByRole('button', { name: 'Send us a message' }).click();
}

describe('a dialog whose code fails to load', () => {
  it('leaves the page as it was, says so with the address to write to, and opens on Try again once it loads', async () => {
    const survey = await server.prisma.survey.findFirstOrThrow({ where: { title: AI_AUDIT_SURVEY_TITLE } });
    await page.goto(`${server.url}/survey/${survey.id}`);
    const answer = page.getByLabel('What are your biggest operational pain points?');
    await waitForHydration(answer);
    await answer.fill('Reporting takes days.');
    const requested: string[] = [];
    await page.route(CONTACT_CHUNK, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 404, body: 'Not Found' });
    });

    await openContactFromFloatingMenu();
    await notice().waitFor();
    // The page is still there, with what the visitor typed on it.
    expect(page.url()).toBe(`${server.url}/survey/${survey.id}`);
    expect(await page.getByRole('heading', { name: PAGE_ERROR.title }).count()).toBe(0);
    expect(await answer.inputValue()).toBe('Reporting takes days.');
    expect(await notice().getByText(DIALOG_LOAD.lead).count()).toBe(1);
    expect(await notice().getByRole('link', { name: INBOX }).getAttribute('href')).toBe(`mailto:${INBOX}`);
    expect(await focusedText()).toBe(DIALOG_LOAD.retry);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Still failing: it says so, and Try again keeps the focus.
    await notice().getByRole('button', { name: DIALOG_LOAD.retry }).click();
    await notice().getByRole('alert').filter({ hasText: DIALOG_LOAD.stillFailing }).waitFor();
    expect(requested).toHaveLength(2);
    expect(await focusedText()).toBe(DIALOG_LOAD.retry);

    // The connection is back.
    await page.unroute(CONTACT_CHUNK);
    await notice().getByRole('button', { name: DIALOG_LOAD.retry }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByLabel('First name').waitFor();
    expect(await notice().count()).toBe(0);
    const firstName = contact.getByLabel('First name');
    await expect.poll(() => firstName.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    expect(await focusedText()).toBe('Contact options');
    expect(await answer.inputValue()).toBe('Reporting takes days.');
  });

  it('closes on Escape or Close, giving focus back, and Back then leaves the page as before', async () => {
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/about`);
    await page.route(CONTACT_CHUNK, (route) => route.abort());

    await openContactFromFloatingMenu();
    await notice().waitFor();
    await page.keyboard.press('Escape');
    await notice().waitFor({ state: 'detached' });
    expect(await focusedText()).toBe('Contact options');

    await openContactFromFloatingMenu();
    await notice().getByRole('button', { name: DIALOG_LOAD.close }).click();
    await notice().waitFor({ state: 'detached' });
    expect(await focusedText()).toBe('Contact options');

    // The message had the dialog's history entry, gone with it: Back leaves the page.
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
  });
});

describe('a dialog whose code is gone because a new build was deployed', () => {
  it('loads the page in full from the new build, with the dialog open on it', async () => {
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
    const deploy = await deployNewBuild(page, { chunk: CONTACT_CHUNK, address: `${server.url}/about` });
    await openContactFromFloatingMenu();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByLabel('First name').waitFor();
    // A page of its own, loaded in full, and no error on it.
    expect(await deploy.openedBefore()).toBe(undefined);
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByRole('heading', { name: PAGE_ERROR.title }).count()).toBe(0);

    // The dialog has its history entry still: Back closes it and stays on the page.
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
  });
});
