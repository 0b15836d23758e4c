// Without SMTP, a lead's email waits in the outbox: the dashboard and the
// outbox say so truthfully (never 'Every email was delivered.'), and the admin
// opens the message, from the dashboard or the outbox, to read what it says.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_DELIVERY } from '../../../domain/outbox';
import { queueEmail } from '../../../server/modules/outbox/queue';
import { signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

const SUBJECT = 'New contact message: Training Information from Grace Hopper';
let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  await queueEmail(
    server.prisma,
    {
      template: 'contact_notification',
      to: 'inbox@lab.test',
      data: {
        from_name: 'Grace Hopper',
        from_email: 'grace@navy.example',
        phone_number: '+1 555 0100',
        inquiry_type: 'Training Information',
        message_content: 'Could you train 30 analysts in March?\nHalf of them remote.',
      },
    },
    new Date(),
  );
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(page, server);
});

async function expectMessageShown() {
  const dialog = page.getByRole('dialog', { name: SUBJECT });
  await dialog.getByText('grace@navy.example', { exact: true }).waitFor();
  await dialog.getByText('+1 555 0100', { exact: true }).waitFor();
  await dialog
    .getByRole('region', { name: 'Message' })
    .getByText('Could you train 30 analysts in March?')
    .waitFor();
  await dialog.getByText('Plain text as sent').click();
  await dialog.getByText('Inquiry type: Training Information').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  return dialog;
}

describe('with SMTP not configured', () => {
  it('the dashboard counts the waiting email, says why, and opens it', async () => {
    const panel = page.getByRole('region', { name: 'Emails not delivered (1)' });
    await panel.getByText('Email delivery is not set up (SMTP_URL is empty)', { exact: false }).waitFor();
    await panel.getByText('1 email waiting in the outbox', { exact: false }).waitFor();
    expect(await page.getByText(OUTBOX_DELIVERY.delivered).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: SUBJECT }).click();
    await page.waitForURL(/\/admin\/outbox\?message=/);
    const dialog = await expectMessageShown();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  it('the outbox says why, and opens each message from its row', async () => {
    await page.goto(`${server.url}/admin/outbox`);
    await page.getByText('Email delivery is not set up (SMTP_URL is empty)', { exact: false }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(SUBJECT) });
    await row.getByRole('button', { name: `Open ${SUBJECT}` }).click();
    await expectMessageShown();
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the row's button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Open');
  });

  it('says a retry queues the email to wait, not to be delivered, while SMTP is not set', async () => {
    await page.goto(`${server.url}/admin/outbox`);
    const row = page.getByRole('row', { name: new RegExp(SUBJECT) });
    await row.getByRole('button', { name: `Retry ${SUBJECT}` }).click();
    const said = page.getByRole('status').filter({ hasText: /queued/ });
    await said.waitFor();
    expect(await said.textContent()).toBe(OUTBOX_DELIVERY.retriedNotConfigured);
  });

  it('lets Tab reach the plain text inside the message, and wraps past it', async () => {
    await page.goto(`${server.url}/admin/outbox`);
    await page
      .getByRole('row', { name: new RegExp(SUBJECT) })
      .getByRole('button', { name: `Open ${SUBJECT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: SUBJECT });
    const summary = dialog.getByText('Plain text as sent');
    await summary.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Plain text as sent');
    await page.keyboard.press('Enter');
    await dialog.getByText('Inquiry type: Training Information').waitFor();
    // Past the last control, Tab goes round to the first one, and Shift+Tab back.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('×');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Plain text as sent');
  });

  it('on a phone, shows a message whose words are wider than the screen within it', async () => {
    const word = 'Donaudampfschifffahrtselektrizitaetenhauptbetriebswerkbauunterbeamtengesellschaft';
    await queueEmail(
      server.prisma,
      {
        template: 'contact_notification',
        to: 'inbox@lab.test',
        data: {
          from_name: `Eine ${word}`,
          from_email: `${word.toLowerCase()}@example.com`,
          phone_number: '',
          inquiry_type: 'General Inquiry',
          message_content: word.repeat(2),
        },
      },
      new Date(),
    );
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    await signInAsAdmin(phone, server);
    await phone.goto(`${server.url}/admin/outbox`);
    await phone.getByRole('button', { name: /^Open New contact message: General Inquiry/ }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText(`${word.toLowerCase()}@example.com`, { exact: true }).waitFor();
    const beyond = await dialog.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((inner) => inner.getBoundingClientRect().right > window.innerWidth)
        .map((inner) => `${inner.tagName} ${(inner.textContent ?? '').slice(0, 30)}`),
    );
    expect(beyond).toEqual([]);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await phone.context().close();
  });
});
