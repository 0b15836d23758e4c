// Dead ends in a browser: a screen that fails to render (here, its code
// cannot be loaded: the visitor is told to check the connection, with Try
// again) explains itself inside the site's or the back-office's frame with a
// way back instead of a blank page, and an admin address no screen answers
// is a 404, sent as one by the server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COURSE_FORM } from '../../../domain/courses/form';
import { CRM, PAGE_ERROR, PAGE_LOAD } from '../../../domain/shared/messages';
import { signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  deployNewBuild,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

const statusOf = async (path: string) =>
  (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).status;

describe('a screen that fails to render', () => {
  it('on the public site, says so under the site header and leads home', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.route('**/assets/AboutPage-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();
    await page.getByText(PAGE_LOAD.lead).waitFor();
    // The frame stays: the visitor can go anywhere from here.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/assets/AboutPage-*.js');
    await page.getByRole('button', { name: PAGE_LOAD.retry }).click();
    await page.getByRole('heading', { level: 1, name: 'About Meridian Lab' }).waitFor();
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await page.getByRole('heading', { name: PAGE_LOAD.title }).count()).toBe(0);
  });

  it('whose data did not arrive (the connection dropped), asks to check the connection and tries again in place', async () => {
    // From a page of the full app: from / (an island page) the link would be a page load.
    await page.goto(`${server.url}/about`);
    const courses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' });
    await waitForHydration(courses);
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await courses.click();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();
    await page.getByText(PAGE_LOAD.lead).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: PAGE_LOAD.retry }).click();
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    expect(page.url()).toBe(`${server.url}/courses`);
  });

  it("on a link into the back-office, says so, and loads the back-office's code anew when followed again", async () => {
    // An active service worker would answer the chunk itself, out of the test's reach.
    page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.goto(`${server.url}/webhook-test`);
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await waitForHydration(signIn);
    await page.route('**/assets/AdminApp-*.js', (route) => route.abort());
    await signIn.click();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();

    await page.unroute('**/assets/AdminApp-*.js');
    await page.goBack();
    await waitForHydration(signIn);
    await signIn.click();
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/login`);
  });

  it('in the back-office, says so inside the admin frame and leads back to the dashboard', async () => {
    await signInAsAdmin(page, server);
    await page.route('**/assets/AdminTermsPage-*.js', (route) => route.abort());
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();
    await nav.getByRole('link', { name: 'Posts', exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another screen renders again (the boundary resets on navigation).
    await nav.getByRole('link', { name: 'Posts', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Posts', exact: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: PAGE_LOAD.title }).waitFor();
    await page.getByRole('link', { name: PAGE_ERROR.adminHome }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});

describe('a new build deployed while a page is open', () => {
  it("loads the next screen in full from the new build, where the old build's code is gone", async () => {
    await signInAsAdmin(page, server);
    const deploy = await deployNewBuild(page, {
      chunk: '**/assets/AdminTermsPage-*.js',
      address: `${server.url}/admin/tags`,
    });
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Tags', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tags', exact: true }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/tags`);
    // A page of its own, loaded in full, and no error on it.
    expect(await deploy.openedBefore()).toBe(undefined);
    expect(await page.getByRole('heading', { name: PAGE_ERROR.title }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: PAGE_LOAD.title }).count()).toBe(0);
  });
});

describe('an admin address no screen answers', () => {
  it('is a 404 from the server, like an unknown public address; known ones are not', async () => {
    for (const path of ['/admin/no-such-page', '/admin/posts/1/oops', '/admin/crm', '/no-such-page'])
      expect(await statusOf(path), path).toBe(404);
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/posts',
      '/admin/posts/new',
      '/admin/crm/contacts/1/notes',
    ])
      expect(await statusOf(path), path).toBe(200);
  });

  it('says so inside the admin frame, with a way back to the dashboard', async () => {
    await signInAsAdmin(page, server);
    const response = await page.goto(`${server.url}/admin/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: PAGE_ERROR.notFound }).waitFor();
    await page.getByText(PAGE_ERROR.adminNotFoundLead).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: PAGE_ERROR.adminHome }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it("says an editor address whose id is malformed, or no row's, is not found, at once", async () => {
    await signInAsAdmin(page, server);
    for (const [path, title] of [
      ['/admin/crm/contacts/1', CRM.notFound],
      // A page under the editor's address too, not the API's words on a malformed id.
      ['/admin/crm/contacts/1/notes', CRM.notFound],
      ['/admin/courses/not-an-id', COURSE_FORM.notFound],
      ['/admin/courses/6f1c2d4e-0000-4000-8000-000000000000', COURSE_FORM.notFound],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      // Not the load-failure retries (and then "try again") a refused id started.
      const notFound = page.getByRole('heading', { level: 1, name: title });
      await notFound.or(page.getByRole('alert')).first().waitFor();
      expect(await page.locator('main').textContent(), path).toContain(title);
      expect(await notFound.count(), path).toBe(1);
    }
  });

  it('sends a visitor without a session to the login page first', async () => {
    await page.goto(`${server.url}/admin/no-such-page`);
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
  });
});
