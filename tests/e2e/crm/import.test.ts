// Importing contacts in Chromium: a pasted CSV previewed row by row (create,
// update, error with its reason), a column remapped, the import run as a job
// whose progress the page follows, then undone after a confirmation; files as
// Excel saves them; the order of slashed dates asked when it is in doubt.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CRM, VALIDATION } from '../../../domain/shared/messages';
import { signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { expectFocusOnResult, runImportJobs } from '../../helpers/crm-import';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
});
afterAll(() => closeAll(browser, server));

/** Runs the due import jobs as the server's runner does (tests/helpers/crm-import.ts). */
const runJobs = () => runImportJobs(server);

async function openImportScreen(page: Page) {
  await page.goto(`${server.url}/admin/crm/contacts/import`);
  await page.getByRole('heading', { level: 1, name: 'Import contacts' }).waitFor();
}

const CSV = [
  'First name,Last name,Email,Org',
  'Ada,Lovelace,ada@engine.example,Engines',
  'Grace,Hopper,GRACE@navy.example,US Navy',
  'Bad,Row,nope,',
].join('\n');

describe('the import screen', () => {
  it('previews a pasted CSV, runs it with progress and undoes it', async () => {
    const grace = await server.prisma.crmContact.create({
      data: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', company: 'Navy' },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await page.goto(`${server.url}/admin/crm/contacts`);
      await page.getByRole('link', { name: 'Import CSV' }).click();
      await page.getByRole('heading', { level: 1, name: 'Import contacts' }).waitFor();
      await page.getByLabel('Or paste the CSV').fill(CSV);
      await page.getByRole('button', { name: 'Preview import' }).click();

      await page.getByRole('heading', { name: 'Preview' }).waitFor();
      const table = page.getByRole('table', { name: 'What each row will do' });
      await table.getByRole('row', { name: /Ada Lovelace.*Create/ }).waitFor();
      await table.getByRole('row', { name: /Grace Hopper.*Update/ }).waitFor();
      // The reason names the column as the file heads it, beside the row's line.
      const refused = table.getByRole('row', { name: /Error/ });
      await refused
        .getByRole('cell', { name: `Column “Email”: ${VALIDATION.emailInvalid}`, exact: true })
        .waitFor();
      expect(await refused.getByRole('cell').first().textContent()).toBe('4');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Without a column for Email, the preview says why every row would fail.
      await page.getByLabel('Column “Email”').selectOption('');
      await page.getByRole('alert').filter({ hasText: CRM_TEXT.importNoEmailColumn }).waitFor();
      // No row is listed then: no empty table, no "The first 0 of 3 rows".
      await table.waitFor({ state: 'detached' });
      expect(await page.getByText(/The first 0 of/).count()).toBe(0);
      await page.getByLabel('Column “Email”').selectOption('email');
      await page
        .getByRole('alert')
        .filter({ hasText: CRM_TEXT.importNoEmailColumn })
        .waitFor({ state: 'detached' });

      // 'Org' is not a known header: it starts as a custom field; map it to Company.
      const org = page.getByLabel('Column “Org”');
      await org.focus();
      await org.selectOption('company');
      await page.getByText('1 to create · 1 to update · 0 to restore · 0 to skip · 1 error').waitFor();
      // Disabled while the change saved, the select has the keyboard back once it is saved.
      await expect.poll(() => org.evaluate((select) => select === document.activeElement)).toBe(true);
      expect(await server.prisma.crmContact.count()).toBe(1);

      await page.getByRole('button', { name: 'Import 2 contacts' }).click();
      await page.getByRole('heading', { name: 'Importing...' }).waitFor();
      await runJobs();
      await page.getByText('Import finished').waitFor();
      await page.getByText('1 created · 1 updated · 0 restored · 0 skipped · 1 error').waitFor();
      // Each step that succeeded left no failure behind.
      expect(await page.getByText(CRM.importFailed).count()).toBe(0);
      expect(await server.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).toMatchObject({
        company: 'US Navy',
      });
      expect(await server.prisma.crmContact.count({ where: { email: 'ada@engine.example' } })).toBe(1);

      // The row that failed, as it was in the file, with its line and reason.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the row with an error' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('pasted-errors.csv');
      const errors = fs.readFileSync(await download.path(), 'utf8');
      expect(errors).toBe(
        `\uFEFFFirst name,Last name,Email,Org,Line,Reason\r\nBad,Row,nope,,4,Column “Email”: ${VALIDATION.emailInvalid}\r\n`,
      );

      await page.getByRole('button', { name: 'Undo import' }).click();
      await page
        .getByRole('dialog', { name: 'Undo this import?' })
        .getByRole('button', { name: 'Undo import' })
        .click();
      await page.getByText('Import undone').waitFor();
      expect(await server.prisma.crmContact.count({ where: { email: 'ada@engine.example' } })).toBe(0);
      expect(await server.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).toMatchObject({
        company: 'Navy',
      });

      // The history lists it, undone, with its counts and the error CSV.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Imports' }).click();
      await page.getByRole('heading', { name: 'Contact imports' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'pasted.csv' });
      await row.getByText('Undone', { exact: true }).first().waitFor();
      await row.getByText(/1 created · 1 updated · 0 restored · 0 skipped/).waitFor();
      expect(await row.getByRole('link', { name: '1 error' }).getAttribute('href')).toMatch(
        /^\/api\/crm\/imports\/.+\/errors\.csv$/,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the preview as cards on a phone, each reason readable without sliding the table', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      await page.getByLabel('Or paste the CSV').fill(CSV);
      await page.getByRole('button', { name: 'Preview import' }).click();
      const table = page.getByRole('table', { name: 'What each row will do' });
      const reason = table.getByRole('cell', {
        name: `Column “Email”: ${VALIDATION.emailInvalid}`,
        exact: true,
      });
      await reason.waitFor();
      // Nothing slides sideways (axe: a region that does must take the keyboard's focus), and the
      // reason takes the card's width rather than a column a word wide.
      expect(await seriousAxeViolations(page)).toEqual([]);
      const widths = await table.evaluate(
        (element, cell) => {
          const frame = element.parentElement!;
          return { scrolls: frame.scrollWidth - frame.clientWidth, frame: frame.clientWidth, cell };
        },
        (await reason.boundingBox())!.width,
      );
      expect(widths.scrolls).toBe(0);
      expect(widths.cell).toBeGreaterThan(widths.frame / 2);
    } finally {
      await context.close();
    }
  });

  it('imports a file larger than a JSON body may be, and keeps focus on each stage as it replaces the last', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? 'nothing');
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      // 15 000 rows, about 900 KB: more than the 700 KB a JSON body may carry.
      const rows = Array.from(
        { length: 15_000 },
        (_, index) => `Bulk,Person number ${index},bulk.person.${index}@large.example`,
      );
      const csv = ['First name,Last name,Email', ...rows].join('\r\n');
      expect(Buffer.byteLength(csv)).toBeGreaterThan(700_000);
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'large.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect.poll(() => page.getByLabel('Or paste the CSV').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Preview import' }).press('Enter');
      await page.getByText('15000 to create', { exact: false }).waitFor();
      expect(await focused()).toBe('large.csv: 15000 rows');

      // From here on nothing asks for the preview again: each read of it reads all 15 000 rows and
      // matches them against the contacts, and the progress comes after every batch.
      const answers: string[] = [];
      page.on('response', async (response) => {
        if (response.request().method() === 'POST' && response.url().includes('/graphql'))
          answers.push(await response.text().catch(() => ''));
      });
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          answers.push(String(payload));
        }),
      );
      await page.getByRole('button', { name: 'Import 15000 contacts' }).press('Enter');
      await page.getByRole('heading', { name: 'Importing...' }).waitFor();
      expect(await focused()).toBe('Importing...');
      await runJobs();
      await page.getByText('Import finished').waitFor();
      // The keyboard lands on what the import did, which a screen reader reads before the title.
      await expectFocusOnResult(
        page,
        '15000 created · 0 updated · 0 restored · 0 skipped · 0 errors',
        'Import finished',
      );
      expect(answers.filter((answer) => answer.includes('crmImportProgress')).length).toBeGreaterThan(0);
      expect(
        answers.filter((answer) => answer.includes('"preview"')).map((answer) => answer.slice(0, 60)),
      ).toEqual([]);
      expect(await server.prisma.crmContact.count({ where: { email: { endsWith: '@large.example' } } })).toBe(
        15_000,
      );
    } finally {
      await context.close();
    }
  });

  it('gives the keyboard to the file field when another file is chosen, from the preview or after an undo', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    const fileField = page.getByLabel('CSV file');
    const fileFieldFocused = () => fileField.evaluate((input) => input === document.activeElement);
    const preview = async () => {
      await page
        .getByLabel('Or paste the CSV')
        .fill('First name,Last name,Email\nRosalind,Franklin,rf@helix.example');
      await page.getByRole('button', { name: 'Preview import' }).press('Enter');
      await page.getByRole('heading', { name: 'pasted.csv: 1 row' }).waitFor();
    };
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      await preview();
      // The button goes with the preview it stood in: the upload form that replaces it takes the keyboard.
      await page.getByRole('button', { name: 'Choose another file' }).press('Enter');
      await expect.poll(fileFieldFocused).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await preview();
      await page.getByRole('button', { name: 'Import 1 contact' }).press('Enter');
      await runJobs();
      await page.getByText('Import finished').waitFor();
      await page.getByRole('button', { name: 'Undo import' }).press('Enter');
      await page
        .getByRole('dialog', { name: 'Undo this import?' })
        .getByRole('button', { name: 'Undo import' })
        .press('Enter');
      await page.getByRole('button', { name: 'Import another file' }).press('Enter');
      await expect.poll(fileFieldFocused).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('undoes a finished import from the history', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await page.goto(`${server.url}/admin/crm/contacts/import`);
      await page
        .getByLabel('Or paste the CSV')
        .fill('First name,Last name,Email\nKatalin,Kariko,kk@mrna.example');
      await page.getByRole('button', { name: 'Preview import' }).click();
      await page.getByRole('button', { name: 'Import 1 contact' }).click();
      // Running, a one-row import says "row", on its screen and in the history.
      await page.getByText('0 of 1 row read').waitFor();
      const history = await context.newPage();
      await history.goto(`${server.url}/admin/crm/imports`);
      const running = history.getByRole('row').filter({ hasText: 'Running' });
      await running.getByRole('cell', { name: '1 row', exact: true }).waitFor();
      await history.close();
      await runJobs();
      await page.getByText('Import finished').waitFor();
      expect(await server.prisma.crmContact.count({ where: { email: 'kk@mrna.example' } })).toBe(1);

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Imports' }).click();
      await page.getByRole('heading', { name: 'Contact imports' }).waitFor();
      // A finished import offers it (the first test's pasted.csv, undone already, does not).
      await page.getByRole('button', { name: 'Undo pasted.csv' }).click();
      await page
        .getByRole('dialog', { name: 'Undo this import?' })
        .getByRole('button', { name: 'Undo import' })
        .click();
      await page.getByText('The import of “pasted.csv” is undone.').waitFor();
      expect(await page.getByRole('button', { name: 'Undo pasted.csv' }).count()).toBe(0);
      expect(await server.prisma.crmContact.count({ where: { email: 'kk@mrna.example' } })).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads a file as Excel saves it: in Windows-1252 or UTF-16, with semicolons or tabs', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      const files = [
        {
          name: 'contactos.csv',
          separator: ';',
          encode: (text: string) => Buffer.from(text, 'latin1'),
        },
        {
          name: 'contacts.txt',
          separator: '\t',
          encode: (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
        },
      ];
      for (const file of files) {
        await openImportScreen(page);
        const text = [
          ['First name', 'Last name', 'Email', 'Company'],
          ['José', 'Núñez', 'jose@excel.example', 'Café Ñandú'],
        ]
          .map((row) => row.join(file.separator))
          .join('\r\n');
        await page
          .getByLabel('CSV file')
          .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.encode(text) });
        await expect
          .poll(() => page.getByLabel('Or paste the CSV').inputValue(), { message: file.name })
          // A text area's value has its line breaks as \n.
          .toBe(text.replaceAll('\r\n', '\n'));
        await page.getByRole('button', { name: 'Preview import' }).click();
        await page
          .getByRole('table', { name: 'What each row will do' })
          .getByRole('row', { name: /José Núñez.*Create/ })
          .waitFor();
        expect(await page.getByLabel('Column “Company”').inputValue()).toBe('company');
      }
    } finally {
      await context.close();
    }
  });

  it('refuses a file that is not text before sending anything, leaving the pasted CSV as it was', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      await page.getByLabel('Or paste the CSV').fill(CSV);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/graphql')) sent.push(request.url());
      });
      // A PNG (its signature and header chunk), as if the picker's .csv filter were got round.
      const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000078', 'hex');
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('alert').filter({ hasText: CRM_TEXT.importNotText }).waitFor();
      expect(await page.getByLabel('Or paste the CSV').inputValue()).toBe(CSV);
      expect(sent).toEqual([]);
      // A real CSV in Windows-1252 with a byte that code page leaves undefined, ending with a
      // DOS end-of-file mark: text, read into the box (it was refused once, judged decoded).
      const garbled = Buffer.concat([
        Buffer.from('First name,Last name,Email\r\nJos\xe9,Zo', 'latin1'),
        Buffer.from([0x81]),
        Buffer.from(',jose@example.com\r\n\x1a'),
      ]);
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: garbled });
      await expect.poll(() => page.getByLabel('Or paste the CSV').inputValue()).toContain('José,Zo');
      expect(await page.getByRole('alert').filter({ hasText: CRM_TEXT.importNotText }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps saying a chosen file is not a CSV when Preview is pressed after it, rather than that nothing was given', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000078', 'hex');
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
      const notText = page.getByRole('alert').filter({ hasText: CRM_TEXT.importNotText });
      await notText.waitFor();
      await page.getByRole('button', { name: 'Preview import' }).click();
      // Refused in the browser, before anything is awaited: the press's message is shown once it is done.
      expect(await page.getByText(CRM_TEXT.importEmpty).count()).toBe(0);
      expect(await notText.count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('refuses pasted text that is not a CSV before sending anything, as it refuses such a file', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/graphql')) sent.push(request.url());
      });
      // A zip opened in a text editor and pasted: its signature, then mostly control codes.
      const pasted = `PK\u0003\u0004${'\u0001\u0002\u0000x'.repeat(40)}`;
      await page.getByLabel('Or paste the CSV').fill(pasted);
      await page.getByRole('button', { name: 'Preview import' }).click();
      await page.getByRole('alert').filter({ hasText: CRM_TEXT.importNotText }).waitFor();
      expect(sent).toEqual([]);
      expect(await page.getByLabel('Or paste the CSV').inputValue()).toBe(pasted);
    } finally {
      await context.close();
    }
  });

  it('asks how dates like 03/04/2026 read, answering first as the file’s own dates show', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    try {
      await signInAsAdmin(page, server);
      await openImportScreen(page);
      await page
        .getByLabel('Or paste the CSV')
        .fill(
          [
            'First name,Last name,Email,Last contact',
            'Spring,Call,spring@dates.example,03/04/2026',
            'Autumn,Call,autumn@dates.example,20/11/2026',
          ].join('\n'),
        );
      await page.getByRole('button', { name: 'Preview import' }).click();
      const order = page.getByLabel('Last contact dates like 03/04/2026');
      await order.waitFor();
      expect(await order.locator('option:checked').textContent()).toBe('Day first: 3 April 2026');
      await page
        .getByText('The date on line 3 can only be read day first, so the whole file is read that way.')
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The preview shows each date as it will be read.
      const table = page.getByRole('table', { name: 'What each row will do' });
      await table.getByRole('columnheader', { name: 'Last contact' }).waitFor();
      await table.getByRole('row', { name: /Spring Call.*3 Apr 2026.*Create/ }).waitFor();

      // The admin knows better: month first. The choice is the file's now.
      await order.selectOption({ label: 'Month first: 4 March 2026' });
      await page.getByText(/can only be read day first/).waitFor({ state: 'detached' });
      await table.getByRole('row', { name: /Spring Call.*4 Mar 2026.*Create/ }).waitFor();
      await table.getByRole('row', { name: /Autumn Call.*20 Nov 2026.*Create/ }).waitFor();
      await page.getByRole('button', { name: 'Import 2 contacts' }).click();
      await page.getByRole('heading', { name: 'Importing...' }).waitFor();
      await runJobs();
      await page.getByText('Import finished').waitFor();
      const lastContact = async (email: string) =>
        (
          await server.prisma.crmContact.findFirstOrThrow({ where: { email } })
        ).lastContactDate?.toISOString();
      expect(await lastContact('spring@dates.example')).toBe('2026-03-04T12:00:00.000Z');
      // A date whose numbers allow one order only is still read in it.
      expect(await lastContact('autumn@dates.example')).toBe('2026-11-20T12:00:00.000Z');
    } finally {
      await context.close();
    }
  });
});
