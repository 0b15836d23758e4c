// API tokens in the back-office: an admin creates one (the secret is shown
// once, with a copy button), the secret works against /graphql as a Bearer
// token, and once revoked it is refused. The form says what is wrong, works
// from the keyboard and on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
});
afterAll(() => closeAll(browser, server));

async function adminPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'Europe/Berlin' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

/** A script's request: the token, no cookie. */
async function asScript(token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ apiTokens(first: 10) { edges { node { name status } } } }' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('API tokens screen', () => {
  it('creates a token shown once, which works until it is revoked', async () => {
    const page = await adminPage();
    await page.getByRole('navigation').getByRole('link', { name: 'API tokens' }).click();
    await page.waitForURL(`${server.url}/admin/settings/api-tokens`);
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    await page.getByText('No API tokens yet.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New API token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Name').fill('Newsletter sync');
    await dialog.getByLabel('Scope').selectOption('ADMIN');
    expect(await dialog.getByLabel('Expires after (days)').inputValue()).toBe('90');
    await dialog.getByLabel('Expires after (days)').fill('30');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new API token' });
    await shown.getByText('This is the only time you will see this token.').waitFor();
    const secret = await shown.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^mlab_[0-9A-Za-z]{36}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await shown.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    // The new row, at the top; the secret is nowhere on the page any more.
    const row = page.getByRole('row', { name: /Newsletter sync/ });
    await row.getByText('Active').waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    await row.getByText('Never').waitFor();
    // When it was made and when it ends, written as every back-office moment is, in the admin's time zone.
    const token = await server.prisma.apiToken.findFirstOrThrow({ where: { name: 'Newsletter sync' } });
    const moment = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    });
    await row.getByText(moment.format(token.createdAt), { exact: true }).waitFor();
    await row.getByText(moment.format(token.expiresAt), { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);

    // The secret works as a script's Bearer token, and the list shows its last use.
    const used = await asScript(secret);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({
      data: { apiTokens: { edges: [{ node: { name: 'Newsletter sync', status: 'ACTIVE' } }] } },
    });
    await page.reload();
    await row.getByText('from 127.0.0.1', { exact: false }).waitFor();

    // Revoke asks first; Cancel keeps it.
    await row.getByRole('button', { name: 'Revoke Newsletter sync' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API token?' });
    await confirm.getByText('“Newsletter sync” will be refused from now on', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await asScript(secret)).status).toBe(200);

    await row.getByRole('button', { name: 'Revoke Newsletter sync' }).click();
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('“Newsletter sync” was revoked: it no longer works.').waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
    // Focus was on the Revoke button, gone with nothing else to take it in the list: the page's heading has it.
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
      )
      .toBe('H1 API tokens');

    const refused = await asScript(secret);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).toContain(API_TOKEN_MESSAGES.invalid);
    await page.context().close();
  });

  it('says what is wrong with the form, and works from the keyboard', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/settings/api-tokens`);
    const open = page.getByRole('button', { name: 'New API token' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    const name = dialog.getByLabel('Name');
    // Focus starts in the name field.
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);

    const days = dialog.getByLabel('Expires after (days)');
    await days.fill('400');
    await page.keyboard.press('Enter');
    await dialog.getByText(API_TOKEN_MESSAGES.nameRequired).waitFor();
    await dialog.getByText('A token lasts from 1 to 365 days').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await days.fill('0');
    await name.fill('CI publisher');
    await page.keyboard.press('Enter');
    await dialog.getByText('A token lasts from 1 to 365 days').waitFor();
    expect(await days.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await server.prisma.apiToken.count({ where: { name: 'CI publisher' } })).toBe(0);

    // Tab through the form to Create, entirely by keyboard.
    await days.fill('365');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create token');
    await page.keyboard.press('Enter');
    const shown = page.getByRole('dialog', { name: 'Copy your new API token' });
    await shown.waitFor();
    // The button that was focused is gone: focus is on what to do now.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Copy token');
    // Escape, with the token not copied yet, asks first; Escape again stays with the token.
    await page.keyboard.press('Escape');
    const question = shown.getByRole('alert').filter({ hasText: 'Close without copying the token?' });
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the token');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy token');
    // Copied from its field with the keyboard, Escape closes it and gives focus back to the button that opened it.
    await shown.getByLabel('Token').focus();
    await page.keyboard.press('ControlOrMeta+c');
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);
    const stored = await server.prisma.apiToken.findFirstOrThrow({ where: { name: 'CI publisher' } });
    expect(stored.scope).toBe('READ');
    const days365 = Math.round((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000);
    expect(days365).toBe(365);
    await page.context().close();
  });

  it('asks before Escape loses a typed name, as the other form dialogs do, and closes straight away when nothing was typed', async () => {
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/settings/api-tokens`);
      const open = page.getByRole('button', { name: 'New API token' });
      await open.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New API token' });
      const name = dialog.getByLabel('Name');
      await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('Calendar import');
      await page.keyboard.press('Escape');
      const question = dialog.getByRole('alert').filter({ hasText: 'Discard your changes?' });
      await question.waitFor();
      // Escape again stays, with what was typed.
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      expect(await name.inputValue()).toBe('Calendar import');
      await name.fill('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await server.prisma.apiToken.count({ where: { name: 'Calendar import' } })).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone: every column and the Revoke button stay on screen', async () => {
    const page = await adminPage({ width: 375, height: 740 });
    await page.goto(`${server.url}/admin/settings/api-tokens`);
    const revoke = page.getByRole('button', { name: 'Revoke CI publisher' });
    await revoke.waitFor();
    const box = await revoke.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New API token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    const create = dialog.getByRole('button', { name: 'Create token' });
    const createBox = await create.boundingBox();
    expect(createBox && createBox.x + createBox.width <= 375).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
