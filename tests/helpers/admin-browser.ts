// Browser tests of the back-office: signing in, images served to Chromium
// from a routed host (the CSP allows https images), and a visitor's view in
// a context of its own (an admin session may preview drafts).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeAll, startServerAndBrowser, type TestServer } from './browser';
import { ADMIN } from './users';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const IMAGE_HOST = 'https://images.example';

export async function serveTestImages(context: BrowserContext) {
  await context.route(`${IMAGE_HOST}/**`, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
}

export async function signInAsAdmin(page: Page, server: TestServer) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin`);
}

/** A page signed in as the admin, in a context of its own (wide by default), test images routed. */
export async function openAdminPage(
  browser: Browser,
  server: TestServer,
  viewport = { width: 1400, height: 1000 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await serveTestImages(context);
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

/** A page in a fresh context: no session, as a visitor. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await serveTestImages(context);
  return context.newPage();
}

export type AdminSession = { server: TestServer; browser: Browser; page: Page };

/**
 * For a whole test file: a test server with an admin, Chromium, and a page
 * signed in as that admin (openAdminPage), started before its tests and
 * closed after them. Read the parts inside a test (`const { page } = admin;`).
 */
export function adminSessionForFile(): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    Object.assign(session, await startServerAndBrowser({ admin: true }));
    session.page = await openAdminPage(session.browser, session.server);
  });
  afterAll(() => closeAll(session.browser, session.server));
  return session;
}

/** The other admin whose save a test writes straight to the database: `savedById: (await otherAdmin(server)).id`. */
export const otherAdmin = (server: TestServer) =>
  server.prisma.user.upsert({
    where: { email: OTHER_ADMIN_EMAIL },
    create: { email: OTHER_ADMIN_EMAIL, passwordHash: 'not used to sign in', appMetadata: { role: 'admin' } },
    update: {},
  });
export const OTHER_ADMIN_EMAIL = 'other.admin@test.example';

/** The shared conflict message of a save refused because `otherAdmin` saved the `what` ("image") since. */
export const savedByOtherAdmin = (what: string) =>
  new RegExp(
    `^This ${what} was saved by ${OTHER_ADMIN_EMAIL.replace(/\./g, '\\.')} at .+ UTC, after you opened it\\.`,
  );

/**
 * In an edit dialog opened before another admin (`otherAdmin`) saved the same
 * row: types `value` into `field` and saves, waits for the shared conflict
 * message naming `what` and them ("This image was saved by other.admin@… at
 * … UTC, after you opened it."), and checks that what was typed is still there.
 */
export async function saveRefusedAsStale(
  dialog: Locator,
  { what, field, value, save }: { what: string; field: string | RegExp; value: string; save: string },
): Promise<void> {
  await dialog.getByLabel(field).fill(value);
  await dialog.getByRole('button', { name: save }).click();
  await dialog.getByText(savedByOtherAdmin(what)).waitFor();
  expect(await dialog.getByLabel(field).inputValue()).toBe(value);
}
