// Cancelling a running import in Chromium, on a phone's width: the
// confirmation (its dismiss keeps the import running), then the result with
// the counts of what was written, its error CSV and Undo, and the history's
// Cancelled badge. The job runs only when the test runs it (the server starts
// without a job runner), and it waits after its first batch until the cancel
// has landed, so the import cannot end before the cancel on a busy machine.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE, IMPORT_CANCEL_TEXT } from '../../../domain/crm/import';
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

/**
 * Runs the due import jobs; after the first batch is written (and its progress
 * sent) the job waits for `resume` before it reads the next. `written` settles then.
 */
function runJobsHeldAfterFirstBatch(resume: Promise<void>) {
  let firstWritten!: () => void;
  const written = new Promise<void>((resolve) => {
    firstWritten = resolve;
  });
  const done = runImportJobs(server, async (batch) => {
    if (batch !== 1) return;
    firstWritten();
    await resume;
  });
  return { written, done };
}

const ROWS = 3 * IMPORT_BATCH_SIZE;
/** Line 2 is refused (its email), the others are new contacts. */
const CSV = [
  'First name,Last name,Email',
  'Bad,Row,nope',
  ...Array.from({ length: ROWS - 1 }, (_, index) => `Ann,Row${index},row${index}@cancel.example`),
].join('\n');

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? 'nothing');

describe('cancelling a running import', () => {
  it('asks first, stops after the batch being written, shows what it wrote and undoes it', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let jobs: ReturnType<typeof runJobsHeldAfterFirstBatch> | undefined;
    try {
      await signInAsAdmin(page, server);
      await page.goto(`${server.url}/admin/crm/contacts/import`);
      await page.getByRole('heading', { level: 1, name: 'Import contacts' }).waitFor();
      await page.getByLabel('Or paste the CSV').fill(CSV);
      await page.getByRole('button', { name: 'Preview import' }).click();
      await page.getByRole('button', { name: `Import ${ROWS - 1} contacts` }).click();
      await page.getByRole('heading', { name: 'Importing...' }).waitFor();

      // The job is not running yet: "Keep importing" closes the question and changes nothing.
      const trigger = page.getByRole('button', { name: IMPORT_CANCEL_TEXT.button, exact: true });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: IMPORT_CANCEL_TEXT.title });
      await dialog.getByText(IMPORT_CANCEL_TEXT.body).waitFor();
      await expect.poll(() => focused(page)).toBe(IMPORT_CANCEL_TEXT.keep);
      await dialog.getByRole('button', { name: IMPORT_CANCEL_TEXT.keep }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe(IMPORT_CANCEL_TEXT.button);
      expect((await server.prisma.crmImport.findFirstOrThrow()).status).toBe('running');

      // The first batch written, the job waits; the page follows its progress.
      jobs = runJobsHeldAfterFirstBatch(resumed);
      await jobs.written;
      await page.getByText(`${IMPORT_BATCH_SIZE} of ${ROWS} rows read`).waitFor();

      await trigger.click();
      await expect.poll(() => focused(page)).toBe(IMPORT_CANCEL_TEXT.keep);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // On a phone the question and both its buttons are in view, nothing slides sideways.
      for (const button of await dialog.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await dialog.getByRole('button', { name: IMPORT_CANCEL_TEXT.confirm }).click();

      const written = `${IMPORT_BATCH_SIZE - 1} created · 0 updated · 0 restored · 0 skipped · 1 error`;
      await page.getByText(IMPORT_CANCEL_TEXT.done).waitFor();
      await page.getByText(written).waitFor();
      // The question closed, the keyboard is on the result's counts, not lost on the page.
      await expectFocusOnResult(page, written, IMPORT_CANCEL_TEXT.done);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Let the job go on: it stops before its next batch.
      resume();
      expect((await jobs.done).failed).toBe(0);
      expect(await server.prisma.crmContact.count()).toBe(IMPORT_BATCH_SIZE - 1);
      expect(await server.prisma.crmImport.findFirstOrThrow()).toMatchObject({
        status: 'cancelled',
        counts: { created: IMPORT_BATCH_SIZE - 1, updated: 0, restored: 0, skipped: 0, errors: 1 },
      });
      expect(
        await page.getByRole('link', { name: 'Download the row with an error' }).getAttribute('href'),
      ).toMatch(/^\/api\/crm\/imports\/.+\/errors\.csv$/);

      // The history says Cancelled, with the same counts.
      const history = await context.newPage();
      await history.goto(`${server.url}/admin/crm/imports`);
      const row = history.getByRole('row').filter({ hasText: 'pasted.csv' });
      await row.getByText(IMPORT_CANCEL_TEXT.badge, { exact: true }).first().waitFor();
      await row
        .getByText(new RegExp(`${IMPORT_BATCH_SIZE - 1} created · 0 updated · 0 restored · 0 skipped`))
        .first()
        .waitFor();
      await history.close();

      await page.getByRole('button', { name: 'Undo import' }).click();
      await page
        .getByRole('dialog', { name: 'Undo this import?' })
        .getByRole('button', { name: 'Undo import' })
        .click();
      await page.getByText('Import undone').waitFor();
      await expect.poll(() => focused(page)).toMatch(/^Import undone/);
      expect(await server.prisma.crmContact.count()).toBe(0);
    } finally {
      resume();
      await jobs?.done.catch(() => undefined);
      await context.close();
    }
  });
});
