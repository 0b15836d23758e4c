// The CRM screens in Chromium: a contact created through the editor with
// every validation message met on the way, edited (and a stale save refused),
// saved in place with Ctrl+S, the deleted-email restore offer, notes added (a
// written one guarded) and deleted, a booking request confirmed from the
// history, and the list's delete, restore, bulk status change and export; a
// phone-width layout, axe-core and the keyboard.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_KEY_MAX } from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import {
  CRM,
  formatMessage,
  LIST_FILTERS,
  PAGE_ERROR,
  plural,
  VALIDATION,
} from '../../../domain/shared/messages';
import { DOMAIN_EXAMPLE_HOST } from '../../../domain/shared/validation';
import {
  OTHER_ADMIN_EMAIL,
  otherAdmin,
  saveRefusedAsStale,
  signInAsAdmin,
} from '../../helpers/admin-browser';
import {
  axeViolations,
  closeAll,
  holdGraphQL,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { conflictPattern } from '../../helpers/content';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // Each test signs in on its own page: more than the 10 sign-ins a minute one address is allowed.
  ({ server, browser } = await startServerAndBrowser({ admin: true, env: { RATE_LIMITS: 'signIn=30' } }));
});
afterAll(() => closeAll(browser, server));

async function adminPage(width = 1280, locale?: string, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale, timezoneId });
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

const contact = (data: { firstName: string; lastName: string; email: string } & Record<string, unknown>) =>
  server.prisma.crmContact.create({ data });

/** The text at `href` (a download link's), fetched with the page's session. */
async function downloadAs(page: Page, href: string): Promise<string> {
  const cookies = await page.context().cookies();
  const response = await fetch(`${server.url}${href}`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  return response.text();
}

const editorUrl = (id: string) => `${server.url}/admin/crm/contacts/${id}`;

/** The notes page of `contactId` with the note showing `shown` opened for editing from the keyboard: its edit box, focused. */
async function editNoteByKeyboard(page: Page, contactId: string, shown: string) {
  await page.goto(`${editorUrl(contactId)}/notes`);
  await page.getByText(shown).waitFor();
  await page.getByRole('button', { name: /^Edit note of/ }).press('Enter');
  const text = page.getByRole('textbox', { name: /^Note of/ });
  await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);
  return text;
}

/** Another admin saves the contact (its company) while a page shows it. */
const savedByOther = async (id: string, company: string) =>
  server.prisma.crmContact.update({
    where: { id },
    data: { company, version: { increment: 1 }, savedById: (await otherAdmin(server)).id },
  });

/** Presses `opener`, then the confirmation's button: 'Delete contact' or, for a selection, 'Delete contacts'. */
async function confirmDelete(page: Page, opener: string, selection = false) {
  await page.getByRole('button', { name: opener }).click();
  await page
    .getByRole('dialog', { name: selection ? 'Delete the selected contacts?' : 'Delete this contact?' })
    .getByRole('button', { name: selection ? 'Delete contacts' : 'Delete contact' })
    .click();
}

/** The refusal of a delete from a version `otherAdmin` saved over since. */
const staleDeleteAlert = (page: Page) =>
  page.getByRole('alert').getByText(conflictPattern(CRM_TEXT.conflictSubject, OTHER_ADMIN_EMAIL, 'delete'));

const isDeleted = async (id: string) =>
  (await server.prisma.crmContact.findUniqueOrThrow({ where: { id } })).deleted;

describe('the contact editor', () => {
  it('creates a contact, showing each rule’s message until the form is right', async () => {
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts`);
      await page.getByRole('link', { name: 'New contact' }).click();
      await page.getByRole('heading', { level: 1, name: 'New contact' }).waitFor();

      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.getByText(CRM.createFailed).waitFor();
      await page.getByText(VALIDATION.firstNameRequired).waitFor();
      await page.getByText(VALIDATION.lastNameRequired).waitFor();
      await page.getByText(VALIDATION.emailRequired).waitFor();
      // The first invalid field gets the focus.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-firstName');

      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill('ada@');
      await page.getByLabel('Phone').fill('555-CALL-ADA');
      await page.getByLabel('Company website').fill('not a domain');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.getByText(VALIDATION.emailInvalid).waitFor();
      await page.getByText(VALIDATION.phoneInvalid).waitFor();
      await page.getByText(formatMessage(VALIDATION.domainInvalid, { host: DOMAIN_EXAMPLE_HOST })).waitFor();
      expect(await page.getByText(VALIDATION.firstNameRequired).count()).toBe(0);

      // The added row's name takes focus; a removed row gives it to the row in its place, else to Add.
      const focusedLabel = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return active?.labels?.[0]?.textContent?.trim() ?? active?.textContent?.trim();
        });
      await page.getByRole('button', { name: 'Add custom field' }).press('Enter');
      await expect.poll(focusedLabel).toBe('Field 1 name');
      await page.getByRole('button', { name: 'Add custom field' }).press('Enter');
      await expect.poll(focusedLabel).toBe('Field 2 name');
      await page.getByRole('button', { name: 'Remove field 1' }).press('Enter');
      await expect.poll(focusedLabel).toBe('Field 1 name');
      await page.getByRole('button', { name: 'Remove field 1' }).press('Enter');
      await expect.poll(focusedLabel).toBe('Add custom field');
      await page.getByRole('button', { name: 'Add custom field' }).click();
      await page.getByLabel('Field 1 value').fill('Analytical engines');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.getByText(CRM_TEXT.customFieldKeyRequired).waitFor();
      // A name over the limit is counted as it nears it, and refused naming its start.
      await page.getByLabel('Field 1 name').fill('n'.repeat(CUSTOM_FIELD_KEY_MAX + 1));
      await page.getByText(`${CUSTOM_FIELD_KEY_MAX + 1} of ${CUSTOM_FIELD_KEY_MAX} characters`).waitFor();
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page
        .getByText(
          formatMessage(CRM_TEXT.customFieldKeyTooLong, {
            key: `${'n'.repeat(40)}…`,
            count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
          }),
        )
        .waitFor();

      await page.getByLabel('Email').fill('  Ada@Engine.Example ');
      await page.getByLabel('Phone').fill('+44 (20) 7946-0000');
      await page.getByLabel('Company website').fill('https://www.engine.example/');
      await page.getByLabel('Company', { exact: true }).fill('Analytical Engines');
      await page.getByLabel('Status').selectOption('customer');
      await page.getByLabel('Field 1 name').fill('Interest');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save contact' }).click();

      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      await page.getByRole('status').getByText('“Ada Lovelace” was saved.').waitFor();
      await page.getByRole('link', { name: 'Lovelace, Ada' }).waitFor();
      const saved = await server.prisma.crmContact.findFirstOrThrow({ where: { lastName: 'Lovelace' } });
      expect(saved).toMatchObject({
        email: 'ada@engine.example',
        phone: '+44 (20) 7946-0000',
        company: 'Analytical Engines',
        companyUrl: 'engine.example',
        status: 'customer',
        customFields: { Interest: 'Analytical engines' },
      });
    } finally {
      await page.context().close();
    }
  });

  it('edits a contact, guards unsaved changes and refuses a save made after someone else’s', async () => {
    const grace = await contact({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' });
    const page = await adminPage();
    try {
      // Opened from a search of the list: Back, and Save, go back to that search.
      await page.goto(`${server.url}/admin/crm/contacts?q=hopper`);
      await page.getByRole('link', { name: 'Hopper, Grace' }).click();
      await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.getByRole('link', { name: 'Back to contacts' }).getAttribute('href')).toBe(
        '/admin/crm/contacts?q=hopper',
      );

      await page.getByLabel('Company', { exact: true }).fill('US Navy');
      await page.getByText('Unsaved changes').waitFor();
      await page.getByRole('link', { name: 'Back to contacts' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(editorUrl(grace.id));

      // Another admin saves meanwhile.
      await server.prisma.crmContact.update({
        where: { id: grace.id },
        data: { company: 'Harvard', version: { increment: 1 }, savedById: (await otherAdmin(server)).id },
      });
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.getByText(CRM.updateFailed).waitFor();
      await page.getByText(`This contact was saved by ${OTHER_ADMIN_EMAIL} at`, { exact: false }).waitFor();
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).company).toBe(
        'Harvard',
      );

      // After a reload the save goes through, back to the search the editor was opened from.
      await page.reload();
      await page.getByLabel('Company', { exact: true }).fill('US Navy');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts?q=hopper`);
      await page.getByText('“Grace Hopper” was saved.').waitFor();
      expect(await page.getByRole('searchbox').inputValue()).toBe('hopper');
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).company).toBe(
        'US Navy',
      );
    } finally {
      await page.context().close();
    }
  });

  it('saves in place with Ctrl+S: the heading takes the new name, the fields what the server keeps, and the next save follows from it', async () => {
    const { id } = await contact({ firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com' });
    const page = await adminPage();
    const stored = () => server.prisma.crmContact.findUniqueOrThrow({ where: { id } });
    try {
      await page.goto(editorUrl(id));
      await page.getByRole('heading', { level: 1, name: 'Ada Byron' }).waitFor();
      await page.getByLabel('Last name').fill('Lovelace');
      await page.keyboard.press('Control+s');
      await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      expect(page.url()).toBe(editorUrl(id));
      expect(await page.getByText('Unsaved changes').count()).toBe(0);
      expect((await stored()).lastName).toBe('Lovelace');

      // The form then shows what the server keeps: the website cleaned, the email in lower case.
      const website = page.getByLabel('Company website');
      await website.fill('https://www.Engines.example/');
      await page.getByLabel('Email').fill('Ada.Lovelace@Example.com ');
      await page.keyboard.press('Control+s');
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await expect.poll(() => website.inputValue()).toBe('engines.example');
      expect(await page.getByLabel('Email').inputValue()).toBe('ada.lovelace@example.com');
      expect(await page.getByText('Unsaved changes').count()).toBe(0);
      expect(await stored()).toMatchObject({
        companyUrl: 'engines.example',
        email: 'ada.lovelace@example.com',
      });

      await page.getByLabel('Company', { exact: true }).fill('Analytical Engines');
      await page.getByText('Unsaved changes').waitFor();
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      expect(await stored()).toMatchObject({ lastName: 'Lovelace', company: 'Analytical Engines' });
    } finally {
      await page.context().close();
    }
  });

  it('shows a last contact that is a day only as that day to an admin far east of UTC, and stores a day picked there as every admin’s', async () => {
    // Imported as 2026-11-20 on the server: noon UTC, which is 01:00 on the 21st in Auckland.
    const { id } = await contact({
      firstName: 'Kiwi',
      lastName: 'Daytrip',
      email: 'kiwi@example.com',
      lastContactDate: new Date('2026-11-20T12:00:00Z'),
    });
    const page = await adminPage(1280, undefined, 'Pacific/Auckland');
    const stored = async () =>
      (await server.prisma.crmContact.findUniqueOrThrow({ where: { id } })).lastContactDate?.toISOString();
    try {
      await page.goto(`${server.url}/admin/crm/contacts`);
      const row = page.getByRole('row', { name: /Kiwi Daytrip/ });
      await row.getByText('20 Nov 2026').waitFor();
      await page.goto(editorUrl(id));
      const field = page.getByLabel('Last contact');
      expect(await field.inputValue()).toBe('2026-11-20');
      // A day picked here is the same moment a day picked in Berlin or imported is: a day for the export too.
      await field.fill('2026-11-24');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      await row.getByText('24 Nov 2026').waitFor();
      expect(await stored()).toBe('2026-11-24T12:00:00.000Z');
    } finally {
      await page.context().close();
    }
  });

  it('shows the last contact on the day the admin’s own calendar says, in the list and the editor', async () => {
    // A message sent at 22:00 in New York on 19 November is 03:00 UTC on the 20th.
    const { id } = await contact({
      firstName: 'Evening',
      lastName: 'Writer',
      email: 'evening@example.com',
      lastContactDate: new Date('2026-11-20T03:00:00Z'),
    });
    const page = await adminPage(1280, undefined, 'America/New_York');
    const lastContact = (at: Date | null) =>
      at &&
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(at);
    const stored = async () =>
      (await server.prisma.crmContact.findUniqueOrThrow({ where: { id } })).lastContactDate;
    try {
      await page.goto(`${server.url}/admin/crm/contacts`);
      const row = page.getByRole('row', { name: /Evening Writer/ });
      await row.getByText('19 Nov 2026').waitFor();
      await page.goto(editorUrl(id));
      const field = page.getByLabel('Last contact');
      expect(await field.inputValue()).toBe('2026-11-19');

      // Saved unchanged, the moment stays; a day picked is that day in the list too.
      await page.getByLabel('Company', { exact: true }).fill('Night Owls');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      expect((await stored())?.toISOString()).toBe('2026-11-20T03:00:00.000Z');
      await page.goto(editorUrl(id));
      await field.fill('2026-11-24');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      await row.getByText('24 Nov 2026').waitFor();
      expect(lastContact(await stored())).toBe('24 Nov 2026');
      // Noon UTC: the same day for a colleague in Berlin.
      expect((await stored())?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
      await page.goto(editorUrl(id));
      expect(await field.inputValue()).toBe('2026-11-24');
    } finally {
      await page.context().close();
    }
  });

  it('links a taken email’s message to the contact that has it', async () => {
    const holder = await contact({ firstName: 'Edith', lastName: 'Clarke', email: 'edith@taken.example' });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts/new`);
      await page.getByLabel('First name').fill('Edith');
      await page.getByLabel('Last name').fill('Clarke');
      await page.getByLabel('Email').fill('Edith@Taken.example');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.locator('#contact-email-error').getByText(CRM_TEXT.emailTaken).waitFor();
      const link = page.getByRole('link', { name: CRM_TEXT.openEmailHolder });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(`/admin/crm/contacts/${holder.id}`);
      // Another email takes the link away with the message's reason.
      await page.getByLabel('Email').fill('edith@other.example');
      expect(await link.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('offers to restore a deleted contact whose email is entered again', async () => {
    const gone = await contact({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@bletchley.example',
      deleted: true,
    });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts/new`);
      await page.getByLabel('First name').fill('Alan');
      await page.getByLabel('Last name').fill('Turing');
      await page.getByLabel('Email').fill('Alan@Bletchley.example');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.getByText(CRM_TEXT.emailDeleted).first().waitFor();
      await page.getByRole('button', { name: 'Restore contact' }).click();
      await page.waitForURL(editorUrl(gone.id));
      await page.getByRole('heading', { level: 1, name: 'Alan Turing' }).waitFor();
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: gone.id } })).deleted).toBe(
        false,
      );
      expect(await server.prisma.crmContact.count({ where: { email: 'alan@bletchley.example' } })).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('deletes a contact from its page after a confirmation', async () => {
    const doomed = await contact({
      firstName: 'Charles',
      lastName: 'Babbage',
      email: 'charles@engine.example',
    });
    const page = await adminPage();
    try {
      // Opened from a search of the list, as an admin finds a contact.
      await page.goto(`${server.url}/admin/crm/contacts?q=babbage`);
      await page.getByText('Showing 1 of 1 contact').waitFor();
      await page.getByRole('link', { name: 'Babbage, Charles' }).click();
      await page.waitForURL(editorUrl(doomed.id));
      // The delete is held back until its button has said that it runs.
      const release = await holdGraphQL(page, 'ContactEditorFormDeleteMutation');
      await page.getByRole('button', { name: 'Delete contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this contact?' });
      await dialog.getByRole('button', { name: 'Delete contact' }).click();
      expect(await dialog.getByRole('button', { name: 'Deleting...' }).isDisabled()).toBe(true);
      release();
      // Back to the search it came from, without the deleted contact.
      await page.waitForURL(`${server.url}/admin/crm/contacts?q=babbage`);
      await page.getByText('“Charles Babbage” was deleted.').waitFor();
      await page.getByText('No contacts match these filters.').waitFor();
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: doomed.id } })).deleted).toBe(
        true,
      );
      // Back to the list as it was shown before the editor: it is read again, without the deleted contact.
      await page.goBack();
      await page.waitForURL(`${server.url}/admin/crm/contacts?q=babbage`);
      await page.getByText('No contacts match these filters.').waitFor();
      expect(await page.getByRole('link', { name: 'Babbage, Charles' }).count()).toBe(0);
      await page.goto(editorUrl(doomed.id));
      await page.getByText('This contact is deleted').waitFor();
      await page.getByRole('button', { name: 'Restore contact' }).click();
      await page.getByLabel('First name').waitFor();
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: doomed.id } })).deleted).toBe(
        false,
      );
    } finally {
      await page.context().close();
    }
  });
  it('restores a deleted contact from its page into an editor whose first save goes through', async () => {
    const gone = await contact({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: 'rosalind@kings.example',
      deleted: true,
    });
    const page = await adminPage();
    try {
      await page.goto(editorUrl(gone.id));
      await page.getByRole('button', { name: 'Restore contact' }).click();
      // The restore is a save of its own: the editor that takes its place starts from it.
      await page.getByLabel('Company', { exact: true }).fill('King’s College London');
      await page.getByRole('button', { name: 'Save contact' }).click();
      const saved = page.getByText('“Rosalind Franklin” was saved.');
      await saved.or(page.getByRole('alert')).first().waitFor();
      expect((await page.getByRole('alert').allInnerTexts()).join(' ')).toBe('');
      await saved.waitFor();
      expect(page.url()).toBe(`${server.url}/admin/crm/contacts`);
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: gone.id } })).company).toBe(
        'King’s College London',
      );
    } finally {
      await page.context().close();
    }
  });

  it('restores a deleted contact from its page with the keyboard, which goes on to the editor’s heading', async () => {
    const gone = await contact({
      firstName: 'Lise',
      lastName: 'Meitner',
      email: 'lise.meitner@kwi.example',
      deleted: true,
    });
    const page = await adminPage();
    try {
      await page.goto(editorUrl(gone.id));
      await page.getByRole('button', { name: 'Restore contact' }).press('Enter');
      await page.getByLabel('First name').waitFor();
      // The Restore button went with the deleted contact's page: focus is not left on the page's body.
      await expect
        .poll(() =>
          page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
        )
        .toBe('H1 Lise Meitner');
      await page.getByRole('status').getByText(CRM_TEXT.restored).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('refuses to delete a contact changed since it was opened, in a delete’s words, and deletes it once reloaded', async () => {
    const changed = await contact({ firstName: 'Lise', lastName: 'Meitner', email: 'lise@fission.example' });
    const page = await adminPage();
    try {
      await page.goto(editorUrl(changed.id));
      await page.getByLabel('First name').waitFor();
      await savedByOther(changed.id, 'Kaiser Wilhelm Institute');
      await confirmDelete(page, 'Delete contact');
      await staleDeleteAlert(page).waitFor();
      expect(await isDeleted(changed.id)).toBe(false);
      // Reloaded, the editor shows the contact as it is now, and its delete goes through.
      await page.getByRole('button', { name: PAGE_ERROR.reload }).click();
      await expect
        .poll(() => page.getByLabel('Company', { exact: true }).inputValue())
        .toBe('Kaiser Wilhelm Institute');
      await confirmDelete(page, 'Delete contact');
      await page.getByText('“Lise Meitner” was deleted.').waitFor();
      expect(await isDeleted(changed.id)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('notes and history', () => {
  it('says a deleted contact’s notes page is a deleted contact, and leads to its page to restore it', async () => {
    const gone = await contact({
      firstName: 'Émilie',
      lastName: 'du Châtelet',
      email: 'emilie@cirey.example',
      deleted: true,
    });
    const page = await adminPage();
    try {
      // Reached from the browser's history or a bookmark after the contact was deleted.
      await page.goto(`${editorUrl(gone.id)}/notes`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(CRM_TEXT.deletedTitle);
      await page.getByRole('link', { name: 'Back to Émilie du Châtelet' }).click();
      await page.waitForURL(editorUrl(gone.id));
      await page.getByRole('button', { name: 'Restore contact' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('adds a note (an empty one is refused, an unadded one guarded) and deletes one after a confirmation', async () => {
    const mary = await contact({ firstName: 'Mary', lastName: 'Somerville', email: 'mary@science.example' });
    const page = await adminPage();
    try {
      await page.goto(editorUrl(mary.id));
      await page.getByRole('link', { name: 'Add, edit or delete notes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Notes on Mary Somerville' }).waitFor();
      await page.getByText('No notes on Mary Somerville yet.').waitFor();

      await page.getByLabel('New note').fill('   ');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText(CRM_TEXT.noteEmpty).waitFor();
      expect(await server.prisma.crmContactNote.count({ where: { contactId: mary.id } })).toBe(0);

      // A note written but not added is not lost to a click on the way out.
      await page.getByLabel('New note').fill('Asked for the on-site course.');
      await page.getByRole('link', { name: 'Back to Mary Somerville' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(`${editorUrl(mary.id)}/notes`);
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText(CRM_TEXT.noteAdded).waitFor();
      await page.getByText('Asked for the on-site course.').waitFor();
      await page.getByRole('heading', { name: '1 note' }).waitFor();
      expect(await page.getByLabel('New note').inputValue()).toBe('');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Delete note of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
      await dialog.getByRole('button', { name: 'Delete note' }).click();
      await page.getByText(CRM_TEXT.noteDeleted).waitFor();
      await page.getByRole('heading', { name: '0 notes' }).waitFor();
      const [note] = await server.prisma.crmContactNote.findMany({ where: { contactId: mary.id } });
      expect(note).toMatchObject({ note: 'Asked for the on-site course.', deleted: true });

      // Newest first, 20 at a time: 'Show more' brings the oldest.
      await server.prisma.crmContactNote.createMany({
        data: Array.from({ length: 21 }, (_, index) => ({
          contactId: mary.id,
          note: `Call ${index + 1}`,
          createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        })),
      });
      await page.reload();
      await page.getByRole('heading', { name: '21 notes' }).waitFor();
      await page.getByText('Call 21', { exact: true }).waitFor();
      expect(await page.getByText('Call 1', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Show more' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Call 1', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
      // Focus goes on from the first note that came (the button is gone), not from the page's body.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.activeElement?.closest('li')?.querySelector('p:last-child')?.textContent,
          ),
        )
        .toBe('Call 1');
    } finally {
      await page.context().close();
    }
  });

  it('edits a note in place with the keyboard, keeping its date, and leaves a contact message as it was sent', async () => {
    const ada = await contact({ firstName: 'Ada', lastName: 'Byron', email: 'ada@notes.example' });
    const written = new Date('2026-03-02T10:00:00Z');
    await server.prisma.crmContactNote.createMany({
      data: [
        { contactId: ada.id, note: 'Wants a qoute for May.', createdAt: written },
        {
          contactId: ada.id,
          kind: 'contact_message',
          note: 'Training Information\n\nHello',
          createdAt: written,
        },
      ],
    });
    const page = await adminPage();
    try {
      await page.goto(`${editorUrl(ada.id)}/notes`);
      await page.getByText('Wants a qoute for May.').waitFor();
      // Only the admin's note has an Edit button.
      expect(await page.getByRole('button', { name: /^Edit note of/ }).count()).toBe(1);
      await page.getByRole('button', { name: /^Edit note of/ }).focus();
      await page.keyboard.press('Enter');
      const text = page.getByRole('textbox', { name: /^Note of/ });
      await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);

      await text.fill('  ');
      await page.getByRole('button', { name: 'Save note' }).click();
      await page.getByText(CRM_TEXT.editedNoteEmpty).waitFor();
      await text.fill('Wants a quote for May.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await text.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(CRM_TEXT.noteSaved).waitFor();
      await page.getByText('Wants a quote for May.').waitFor();
      // The keyboard is back on the note's Edit button.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(/^Edit note of/);
      const saved = await server.prisma.crmContactNote.findFirstOrThrow({
        where: { contactId: ada.id, kind: 'note' },
      });
      expect(saved).toMatchObject({ note: 'Wants a quote for May.', createdAt: written });

      // Cancel keeps the note as it was.
      await page.keyboard.press('Enter');
      await text.fill('Something else');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Wants a quote for May.').waitFor();
      expect(await page.getByText('Something else').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('opens a note for editing with the caret after its last word, so what is typed goes on from there', async () => {
    const grace = await contact({ firstName: 'Grace', lastName: 'Caret', email: 'grace@caret.example' });
    await server.prisma.crmContactNote.create({ data: { contactId: grace.id, note: 'Called on Monday.' } });
    const page = await adminPage();
    try {
      const text = await editNoteByKeyboard(page, grace.id, 'Called on Monday.');
      await page.keyboard.type(' Wants a proposal.');
      expect(await text.inputValue()).toBe('Called on Monday. Wants a proposal.');
    } finally {
      await page.context().close();
    }
  });

  it('cancels a note’s edit with Escape, as its Cancel button does: the stored text shows again, nothing is saved, and the keyboard is back on Edit', async () => {
    const alan = await contact({ firstName: 'Alan', lastName: 'Escape', email: 'alan@escape.example' });
    const note = await server.prisma.crmContactNote.create({
      data: { contactId: alan.id, note: 'Prefers calls after 4pm.' },
    });
    const page = await adminPage();
    try {
      const text = await editNoteByKeyboard(page, alan.id, 'Prefers calls after 4pm.');
      // Changed text is let go without asking, as Cancel lets it go.
      await page.keyboard.type(' Not on Fridays.');
      await page.keyboard.press('Escape');
      await text.waitFor({ state: 'detached' });
      await page.getByText('Prefers calls after 4pm.', { exact: true }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(/^Edit note of/);
      expect(await page.getByRole('dialog').count()).toBe(0);
      const stored = await server.prisma.crmContactNote.findUniqueOrThrow({ where: { id: note.id } });
      expect(stored).toMatchObject({ note: 'Prefers calls after 4pm.', version: note.version });
    } finally {
      await page.context().close();
    }
  });

  it("refuses to overwrite another admin's edit of a note, keeps what was typed, and saves over it on purpose", async () => {
    const grace = await contact({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@notes.example' });
    const note = await server.prisma.crmContactNote.create({
      data: { contactId: grace.id, note: 'Send the proposal on Monday.' },
    });
    const page = await adminPage(390);
    try {
      await page.goto(`${editorUrl(grace.id)}/notes`);
      await page.getByRole('button', { name: /^Edit note of/ }).click();
      // Another admin rewrites the note while this form is open.
      await server.prisma.crmContactNote.update({
        where: { id: note.id },
        data: {
          note: 'Proposal sent already.',
          version: { increment: 1 },
          savedById: (await otherAdmin(server)).id,
        },
      });
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('textbox', { name: /^Note of/ }) });
      await saveRefusedAsStale(item, {
        what: 'note',
        field: /^Note of/,
        value: 'Send the proposal on Tuesday.',
        save: 'Save note',
      });
      // The refusal is in the note's place, with their words beside what was typed.
      await item.getByText('Proposal sent already.').waitFor();
      expect(await server.prisma.crmContactNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({
        note: 'Proposal sent already.',
        version: 2,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Saved again, it is saved over the version shown now, on purpose.
      await item.getByRole('button', { name: 'Save note' }).click();
      await page.getByText(CRM_TEXT.noteSaved).waitFor();
      expect(await server.prisma.crmContactNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({
        note: 'Send the proposal on Tuesday.',
        version: 3,
      });
    } finally {
      await page.context().close();
    }
  });

  it('refuses to delete a note edited since it was shown, in a delete’s words, and shows it as it is now', async () => {
    const emmy = await contact({ firstName: 'Emmy', lastName: 'Noether', email: 'emmy@notes.example' });
    const note = await server.prisma.crmContactNote.create({
      data: { contactId: emmy.id, note: 'Invoice in March.' },
    });
    const page = await adminPage();
    try {
      await page.goto(`${editorUrl(emmy.id)}/notes`);
      await page.getByText('Invoice in March.').waitFor();
      // Another admin rewrites the note while it is shown.
      await server.prisma.crmContactNote.update({
        where: { id: note.id },
        data: {
          note: 'Invoice in April.',
          version: { increment: 1 },
          savedById: (await otherAdmin(server)).id,
        },
      });
      await page.getByRole('button', { name: /^Delete note of/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete this note?' })
        .getByRole('button', { name: 'Delete note' })
        .click();
      await page
        .getByText(conflictPattern(CRM_TEXT.noteConflictSubject, OTHER_ADMIN_EMAIL, 'delete'))
        .waitFor();
      await page.getByText('Invoice in April.').waitFor();
      expect(await server.prisma.crmContactNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({
        note: 'Invoice in April.',
        deleted: false,
      });
    } finally {
      await page.context().close();
    }
  });

  it('shows one history per contact and confirms a booking request from it, and a save after keeps the date its email set', async () => {
    const emmy = await contact({ firstName: 'Emmy', lastName: 'Noether', email: 'emmy@math.example' });
    await server.prisma.crmContactNote.create({
      data: {
        contactId: emmy.id,
        note: 'Training Information\n\nDo you teach in German?',
        kind: 'contact_message',
      },
    });
    const booking = await server.prisma.bookingRequest.create({
      data: {
        contactId: emmy.id,
        name: 'Emmy Noether',
        email: 'emmy@math.example',
        preferredDate: new Date('2030-03-04'),
        preferredTime: '10:30 AM',
        message: 'Symmetry workshop',
      },
    });
    await server.prisma.crmEmailLog.create({
      data: { contactId: emmy.id, toEmail: 'emmy@math.example', subject: 'Your workshop slot' },
    });
    const page = await adminPage();
    try {
      await page.goto(editorUrl(emmy.id));
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText('Do you teach in German?').waitFor();
      await history.getByText('Your workshop slot').waitFor();
      const request = history.getByRole('listitem').filter({ hasText: 'Symmetry workshop' });
      await request.getByText('New', { exact: true }).waitFor();
      await request.getByText('Preferred: 4 Mar 2030, 10:30 AM').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The history reloads in the background: it never gives way to a loading state.
      await page.evaluate(() => {
        const shown = () => document.getElementById('contact-history')?.checkVisibility() === true;
        const state = window as unknown as { historyHidden: boolean };
        state.historyHidden = false;
        new MutationObserver(() => {
          if (!shown()) state.historyHidden = true;
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      await request.getByRole('button', { name: 'Confirm' }).click();
      // One slot: nothing to choose, the email is ticked.
      const dialog = page.getByRole('dialog', { name: 'Confirm the booking of Emmy Noether' });
      await dialog.getByText('4 Mar 2030, 10:30 AM').waitFor();
      expect(await dialog.getByRole('radio').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await page
        .getByText(
          'Booking request of Emmy Noether: confirmed. The email to emmy@math.example is in the outbox.',
        )
        .waitFor();
      await request.getByText('Confirmed', { exact: true }).waitFor();
      await request.getByText('Confirmed slot').waitFor();
      // The email is in the history at once, waiting in the outbox.
      await history
        .getByRole('listitem')
        .filter({
          hasText: 'Your consultation with Meridian Lab is confirmed: Monday 4 March 2030 at 10:30 AM',
        })
        .waitFor();
      expect(await request.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { historyHidden: boolean }).historyHidden)).toBe(
        false,
      );
      expect(
        (await server.prisma.bookingRequest.findUniqueOrThrow({ where: { id: booking.id } })).status,
      ).toBe('confirmed');

      // The email is sent while the page is open, which moves her last contact;
      // saving the form as it was loaded keeps the new date.
      const sentAt = new Date();
      await server.prisma.crmContact.update({ where: { id: emmy.id }, data: { lastContactDate: sentAt } });
      await page.getByLabel('Company', { exact: true }).fill('Göttingen');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await page.waitForURL(`${server.url}/admin/crm/contacts`);
      expect(await server.prisma.crmContact.findUniqueOrThrow({ where: { id: emmy.id } })).toMatchObject({
        company: 'Göttingen',
        lastContactDate: sentAt,
      });
    } finally {
      await page.context().close();
    }
  });
});

describe('the contact list', () => {
  it('deletes and restores, changes the status of a selection, and exports the current filter', async () => {
    const [one, two] = await Promise.all([
      contact({ firstName: 'Katherine', lastName: 'Johnson', email: 'kj@orbit.example', company: 'Orbit' }),
      contact({ firstName: 'Dorothy', lastName: 'Vaughan', email: 'dv@orbit.example', company: 'Orbit' }),
    ]);
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=orbit`);
      await page.getByRole('link', { name: 'Vaughan, Dorothy' }).waitFor();

      await page.getByLabel('Select Katherine Johnson').check();
      await page.getByLabel('Select Dorothy Vaughan').check();
      await page.getByRole('button', { name: 'Mark as customer' }).click();
      await page.getByText('2 contacts marked as customer.').waitFor();
      expect(
        await server.prisma.crmContact.count({ where: { id: { in: [one.id, two.id] }, status: 'customer' } }),
      ).toBe(2);

      const exportLink = page.getByRole('link', { name: 'Export CSV' });
      const href = await exportLink.getAttribute('href');
      expect(href).toBe('/api/crm/contacts.csv?search=orbit');
      const csv = await downloadAs(page, href!);
      expect(csv).toContain('kj@orbit.example');
      expect(csv).toContain('dv@orbit.example');
      expect(csv).not.toContain('ada@engine.example');

      await page.getByRole('button', { name: 'Delete Dorothy Vaughan' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this contact?' })
        .getByRole('button', { name: 'Delete contact' })
        .click();
      await page.getByRole('link', { name: 'Vaughan, Dorothy' }).waitFor({ state: 'detached' });
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: two.id } })).deleted).toBe(
        true,
      );

      await page.getByLabel('Show', { exact: true }).selectOption('deleted');
      await page.getByRole('button', { name: 'Restore Dorothy Vaughan' }).click();
      await page.getByText(CRM_TEXT.restored).waitFor();
      expect((await server.prisma.crmContact.findUniqueOrThrow({ where: { id: two.id } })).deleted).toBe(
        false,
      );
      // Nothing deleted is left to show under this search: the list says so of deleted contacts.
      await page.getByText(CRM_TEXT.noDeletedContactsMatch).waitFor();
      // With nothing deleted at all, it says that.
      await server.prisma.crmContact.deleteMany({ where: { deleted: true } });
      await page.goto(`${server.url}/admin/crm/contacts?view=deleted`);
      await page.getByText(CRM_TEXT.noDeletedContacts).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('lets contacts given another status leave a list filtered on theirs, and keeps focus in the list', async () => {
    await contact({ firstName: 'Mae', lastName: 'Jemison', email: 'mae@galaxy.example', company: 'Galaxy' });
    await contact({ firstName: 'Sally', lastName: 'Ride', email: 'sally@galaxy.example', company: 'Galaxy' });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=galaxy&status=prospect`);
      await page.getByText('Showing 2 of 2 contacts').waitFor();
      await page.getByLabel('Select Mae Jemison').check();
      await page.getByRole('button', { name: 'Mark as customer' }).press('Enter');
      await page.getByText('1 contact marked as customer.').waitFor();
      await page.getByRole('link', { name: 'Jemison, Mae' }).waitFor({ state: 'detached' });
      await page.getByText('Showing 1 of 1 contact').waitFor();
      // The button went with the selection: focus stays in the list, on the box that selects every row.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Select every contact shown');
    } finally {
      await page.context().close();
    }
  });

  it('offers a way out of a filter that matches nothing: Clear filters empties them all and keeps the keyboard in the filters', async () => {
    await contact({ firstName: 'Nia', lastName: 'Okoye', email: 'nia@nomatch.example' });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=no-such-contact-anywhere&status=customer`);
      await page.getByText('No contacts match these filters.').waitFor();
      await page.getByRole('button', { name: LIST_FILTERS.clear }).press('Enter');
      await page.getByRole('link', { name: 'Okoye, Nia' }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByLabel('Search contacts').inputValue()).toBe('');
      expect(await page.getByRole('button', { name: LIST_FILTERS.clear }).count()).toBe(0);
      // The button went with the filters: the keyboard goes on from the first filter.
      await expect
        .poll(() =>
          page.getByLabel('Search contacts').evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('says so in words when a selected contact was deleted meanwhile, changes nothing and shows who is left', async () => {
    const kept = await contact({ firstName: 'Ellen', lastName: 'Ochoa', email: 'ellen@shuttle.example' });
    const gone = await contact({ firstName: 'Judith', lastName: 'Resnik', email: 'judith@shuttle.example' });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=shuttle`);
      await page.getByText('Showing 2 of 2 contacts').waitFor();
      await page.getByLabel('Select Ellen Ochoa').check();
      await page.getByLabel('Select Judith Resnik').check();
      // Another admin deletes one while this list is open.
      await server.prisma.crmContact.update({ where: { id: gone.id }, data: { deleted: true } });
      await page.getByRole('button', { name: 'Mark as customer' }).click();
      await page.getByText(CRM_TEXT.selectionGone).waitFor();
      expect(await page.getByRole('alert').allInnerTexts()).not.toContainEqual(
        expect.stringMatching(/==|Q3Jt/),
      );
      await page.getByText('Showing 1 of 1 contact').waitFor();
      await page.getByRole('link', { name: 'Resnik, Judith' }).waitFor({ state: 'detached' });
      const unchanged = await server.prisma.crmContact.findUniqueOrThrow({ where: { id: kept.id } });
      expect(unchanged.status).toBe('prospect');
    } finally {
      await page.context().close();
    }
  });

  it('refuses to delete contacts changed since the list showed them, one or a selection, and shows them as they are now', async () => {
    const [chien, wu] = await Promise.all([
      contact({ firstName: 'Chien-Shiung', lastName: 'Wu', email: 'wu@parity.example' }),
      contact({ firstName: 'Tsung-Dao', lastName: 'Lee', email: 'lee@parity.example' }),
    ]);
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=parity`);
      await page.getByText('Showing 2 of 2 contacts').waitFor();

      // One row, changed by another admin since the list was shown.
      await savedByOther(chien.id, 'Columbia');
      await confirmDelete(page, 'Delete Chien-Shiung Wu');
      await staleDeleteAlert(page).waitFor();
      // The list is read again: the row shows the contact as it is now.
      await page.getByRole('cell', { name: 'Columbia' }).waitFor();
      expect(await isDeleted(chien.id)).toBe(false);

      // A selection, one of which changed since: none is deleted, and the refusal names it.
      await savedByOther(wu.id, 'Princeton');
      const selectBoth = async () => {
        await page.getByLabel('Select Chien-Shiung Wu').check();
        await page.getByLabel('Select Tsung-Dao Lee').check();
      };
      await selectBoth();
      await confirmDelete(page, 'Delete selected', true);
      const named = formatMessage(CRM_TEXT.selectedConflictSubject, { name: 'Tsung-Dao Lee' });
      await page.getByRole('alert').getByText(named, { exact: false }).waitFor();
      await page.getByRole('alert').getByText(CRM_TEXT.selectionNotDeleted, { exact: false }).waitFor();
      await page.getByRole('cell', { name: 'Princeton' }).waitFor();
      expect([await isDeleted(chien.id), await isDeleted(wu.id)]).toEqual([false, false]);

      // As they are now, they are deleted.
      await selectBoth();
      await confirmDelete(page, 'Delete selected', true);
      await page.getByText('2 contacts deleted.').waitFor();
      expect([await isDeleted(chien.id), await isDeleted(wu.id)]).toEqual([true, true]);
    } finally {
      await page.context().close();
    }
  });

  it('asks before deleting a selection: Cancel keeps the selection, and a delete keeps focus in the list', async () => {
    const [ada, grace] = await Promise.all([
      contact({ firstName: 'Ada', lastName: 'Yonath', email: 'ada@ribosome.example' }),
      contact({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@ribosome.example' }),
      contact({ firstName: 'Rosalind', lastName: 'Franklin', email: 'rosalind@ribosome.example' }),
    ]);
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=ribosome`);
      await page.getByText('Showing 3 of 3 contacts').waitFor();
      await page.getByLabel('Select Ada Yonath').check();
      await page.getByLabel('Select Grace Hopper').check();
      const deleteSelected = page.getByRole('button', { name: 'Delete selected' });
      await deleteSelected.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete the selected contacts?' });
      await dialog.getByText('2 contacts leave the contact list.').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Cancelled: nothing is lost, the selection included, and focus is back on the button.
      await page.getByText('2 selected').waitFor();
      expect(await deleteSelected.evaluate((element) => element === document.activeElement)).toBe(true);

      await deleteSelected.press('Enter');
      await dialog.getByRole('button', { name: 'Delete contacts' }).click();
      await page.getByText('2 contacts deleted.').waitFor();
      await page.getByText('Showing 1 of 1 contact').waitFor();
      expect(
        await server.prisma.crmContact.count({ where: { id: { in: [ada.id, grace.id] }, deleted: true } }),
      ).toBe(2);
      // The selection bar went with the rows: focus stays in the list, on the box that selects every row.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Select every contact shown');

      // Restored, they come back unselected.
      await page.getByLabel('Show', { exact: true }).selectOption('deleted');
      await page.getByRole('button', { name: 'Restore Ada Yonath' }).press('Enter');
      await page.getByText(CRM_TEXT.restored).waitFor();
      await page.getByText('Showing 1 of 1 contact').waitFor();
      // Its row left the deleted ones: focus goes to the row beside it, not to the page's body.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? 'not in a row'))
        .toContain('Hopper');
      await page.getByLabel('Show', { exact: true }).selectOption('');
      await page.getByText('Showing 2 of 2 contacts').waitFor();
      expect(await page.getByLabel('Select Ada Yonath').isChecked()).toBe(false);
      expect(await page.getByText('selected', { exact: false }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('exports with semicolons for a browser in a language that writes 1,5, as its Excel expects', async () => {
    await contact({
      firstName: 'Amalie',
      lastName: 'Weierstrass',
      email: 'amalie@ring.example',
      company: 'Ring; Field',
    });
    const page = await adminPage(1280, 'de-DE');
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=weierstrass`);
      await page.getByRole('link', { name: 'Weierstrass, Amalie' }).waitFor();
      const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      expect(href).toBe('/api/crm/contacts.csv?separator=semicolon&search=weierstrass');
      const csv = await downloadAs(page, href!);
      const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toMatch(/^First name;Last name;Email;/);
      expect(row).toMatch(/^Amalie;Weierstrass;amalie@ring\.example;;"Ring; Field";/);
    } finally {
      await page.context().close();
    }
  });

  it('works with the keyboard: the delete confirmation opens on Cancel, Escape gives focus back, and a delete leaves it on the next row', async () => {
    await contact({ firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@radio.example' });
    await contact({ firstName: 'Heinrich', lastName: 'Lamarr', email: 'heinrich@radio.example' });
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=lamarr`);
      const remove = page.getByRole('button', { name: 'Delete Hedy Lamarr' });
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete this contact?' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);

      // Deleting the row the dialog was opened from: focus moves to the row beside it, not to the page's body.
      await page.getByRole('button', { name: 'Delete Heinrich Lamarr' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /Heinrich/ }).waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? 'not in a row'))
        .toContain('Hedy');

      // The editor's form is submitted with Enter from a field.
      await page.getByRole('link', { name: 'Lamarr, Hedy' }).focus();
      await page.keyboard.press('Enter');
      await page.getByLabel('Company', { exact: true }).focus();
      await page.keyboard.type('MGM');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/admin/crm/contacts?q=lamarr`);
      expect(
        (
          await server.prisma.crmContact.findFirstOrThrow({
            where: { firstName: 'Hedy', lastName: 'Lamarr' },
          })
        ).company,
      ).toBe('MGM');
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone: the list becomes cards and the editor a single column', async () => {
    const ida = await contact({ firstName: 'Ida', lastName: 'Rhodes', email: 'ida@census.example' });
    const page = await adminPage(375);
    try {
      await page.goto(`${server.url}/admin/crm/contacts?q=rhodes`);
      await page.getByRole('link', { name: 'Rhodes, Ida' }).waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await overflow()).toBeLessThanOrEqual(375);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Its select column's header, whose box is hidden here, still has a name (axe rates this minor).
      expect(
        (await axeViolations(page)).filter((violation) => violation.id === 'empty-table-header'),
      ).toEqual([]);

      // The table's header is for screen readers only here: the box that selects every card is
      // one the admin sees, and the only one the keyboard reaches.
      // Seen: the element at the middle of each box the keyboard reaches is that box, not
      // something over it nor nothing (a clipped, screen-reader-only one).
      const unseen = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
            .filter((input) => input.getClientRects().length > 0)
            .filter((input) => {
              input.scrollIntoView({ block: 'center' });
              const { x, y, width, height } = input.getBoundingClientRect();
              return document.elementFromPoint(x + width / 2, y + height / 2) !== input;
            })
            .map((input) => input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent),
        );
      expect(await unseen()).toEqual([]);
      const selectAll = page.getByRole('checkbox', { name: 'Select every contact shown' });
      await selectAll.focus();
      await page.keyboard.press('Space');
      await page.getByText('1 selected').waitFor();
      await page.keyboard.press('Space');
      await page.getByText('1 selected').waitFor({ state: 'detached' });

      await page.goto(editorUrl(ida.id));
      await page.getByLabel('First name').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(375);
      const first = await page.getByLabel('First name').boundingBox();
      const last = await page.getByLabel('Last name').boundingBox();
      expect(last?.y).toBeGreaterThan(first?.y ?? 0);
      await page.getByRole('button', { name: 'Save contact' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
