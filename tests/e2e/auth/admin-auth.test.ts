// The admin entrance in a real browser: redirect to the login page, refused
// sign-ins, the admin layout, navigation, sign-out and the guard's error state.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH, PAGE_ERROR, POST_EDITOR } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { ADMIN, createUser, MEMBER } from '../../helpers/users';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  await createUser(server.prisma, { ...MEMBER, role: 'member' });
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

const focusedElement = () =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

async function signInWith(credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the admin area', () => {
  it('sends a visitor to the login page, lets an admin in, and signs out', async () => {
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signInWith(ADMIN);
    await page.waitForURL(`${server.url}/admin`);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Signing in is a navigation like any other: the keyboard goes on from the new page's heading.
    await expect.poll(focusedElement).toBe('H1 Dashboard');
    for (const section of ['Posts', 'Courses', 'Calls to action', 'Contacts', 'Videos', 'Surveys']) {
      await nav.getByRole('link', { name: section, exact: true }).waitFor();
    }
    // The dashboard's data comes through its route entry point (a persisted query).
    await page.getByText(`Welcome back, ${ADMIN.email}.`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Posts', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('heading', { level: 1, name: 'Posts', exact: true }).waitFor();
    // Focus moves from the menu to the new screen's heading, which a screen reader then reads out.
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
      )
      .toBe('H1 Posts');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin/login`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await page.goto(`${server.url}/admin/posts`);
    await page.waitForURL(`${server.url}/admin/login`);
  });

  it('refuses a wrong password and a non-admin with the spec messages', async () => {
    await page.goto(`${server.url}/admin/login`);
    await signInWith({ email: ADMIN.email, password: 'not the password' });
    await page.getByRole('alert').getByText(AUTH.invalidCredentials).waitFor();

    await signInWith(MEMBER);
    await page.getByRole('alert').getByText('Access denied. Admin privileges required.').waitFor();
    expect(page.url()).toBe(`${server.url}/admin/login`);
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'lab_session')).toEqual([]);
  });

  it('shows field messages before asking the server', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
  });

  it('returns to the page that was asked for after signing in', async () => {
    await page.goto(`${server.url}/admin/crm/contacts`);
    await page.waitForURL(`${server.url}/admin/login`);
    await signInWith(ADMIN);
    await page.waitForURL(`${server.url}/admin/crm/contacts`);
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await expect.poll(focusedElement).toBe('H1 Contacts');
  });

  it('works with the keyboard alone', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin`);
    // The keyboard goes on from the dashboard's heading, as after any other navigation.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(focusedElement).toBe('H1 Dashboard');
  });

  it('shows the auth error with a way back when the session check keeps failing', async () => {
    let attempts = 0;
    await page.route('**/graphql', (route) => {
      attempts++;
      return route.abort('connectionfailed');
    });
    await page.goto(`${server.url}/admin/posts`);
    await page.getByText(AUTH.checkFailed).waitFor({ timeout: 20_000 });
    await page.getByText(AUTH.tryAgain).waitFor();
    // 3 viewer checks 2 s apart, then the sign-out that follows failed retries.
    expect(attempts).toBe(4);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
  });
});

describe('a session that ends while the admin works', () => {
  it('keeps the post being edited, asks for the password over it, and saves it once signed in again', async () => {
    await seedDemoContent(server.prisma);
    const post = await server.prisma.blogPost.findFirstOrThrow({ orderBy: { title: 'asc' } });
    await page.goto(`${server.url}/admin/login`);
    await signInWith(ADMIN);
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    const title = page.getByLabel('Title', { exact: false }).first();
    await expect.poll(() => title.inputValue()).toBe(post.title);
    await title.fill('Kept through a second sign-in');
    // The preview's first request has been answered (a refused one would ask for the password too).
    await page.getByTestId('content-preview').waitFor();

    // The session ends on the server (it expired, or was signed out elsewhere).
    await server.prisma.session.deleteMany();
    await page.getByRole('button', { name: 'Save Post' }).click();
    const dialog = page.getByRole('dialog', { name: AUTH.sessionEnded });
    await dialog.getByText(AUTH.sessionEndedLead).waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(ADMIN.email);
    await expect
      .poll(() => dialog.getByLabel('Password').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      post.title,
    );
    // Behind the prompt, the editor says the save failed...
    const failed = page.getByRole('alert').filter({ hasText: POST_EDITOR.saveFailed });
    await failed.waitFor();

    // A wrong password is refused in the dialog; the screen stays as it was.
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText(AUTH.invalidCredentials).waitFor();
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Kept through a second sign-in');
    expect(page.url()).toBe(`${server.url}/admin/posts/${post.id}`);
    // ...and once signed in again that is no longer so: the alert goes, the changes stay to be saved.
    expect(await failed.count()).toBe(0);

    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      'Kept through a second sign-in',
    );
  });

  it('asks again on the next refused request after "Not now", and the failed screen loads by itself once signed in', async () => {
    await page.goto(`${server.url}/admin/login`);
    await signInWith(ADMIN);
    await page.waitForURL(`${server.url}/admin`);
    await server.prisma.session.deleteMany();
    // By keyboard: the pointer's hover would ask for the screen's data first.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const follow = async (name: string) => {
      await nav.getByRole('link', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    await follow('Courses');
    const dialog = page.getByRole('dialog', { name: AUTH.sessionEnded });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: PAGE_ERROR.title }).waitFor();

    await follow('Posts');
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The screen that failed while signed out loads by itself.
    await page.getByRole('heading', { level: 1, name: 'Posts', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: PAGE_ERROR.title }).count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/admin/posts`);
  });
});

describe('the public site', () => {
  it('serves the landing page with its footer, and never loads admin code', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(scripts.some((url) => /Admin|AuthProvider/.test(url))).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
