// A full load of the home page or of a post is an island page: the server's
// HTML, with only its interactive parts (the header's menu, the conversion
// buttons and dialogs, the floating contact menu) hydrated by a small entry
// (client/islands.tsx), without Relay, React Router or the app's routes. Its
// links load pages in full; inside the app, a navigation to / stays a
// client-side one.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_ENDPOINT } from '../../../domain/analytics';
import { DIALOG_LOAD, formatMessage } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import { closeAll, startServerAndBrowser, type TestServer, waitForHydration } from '../../helpers/browser';

const POST = '/blog/how-run-your-first-ai-audit';
const ASSETS = path.resolve(import.meta.dirname, '../../../dist/client/assets');
/** Sources no island page may load: the frameworks of the full app and its routes. */
const APP_ONLY =
  /node_modules\/(relay-runtime|react-relay|react-router|react-router-dom)\/|client\/(app|router|main)\.tsx|Page\.tsx$/;

let server: TestServer;
let browser: Browser;
let page: Page;
let scripts: string[];

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
});

/**
 * The sources (from the build's hidden source maps) of the scripts the page
 * requested. (The bundler's small runtime chunks have no map.)
 */
async function sourcesOfRequestedScripts(): Promise<string[]> {
  const maps = await Promise.all(
    scripts.map(async (script) => {
      const map = await fs
        .readFile(path.join(ASSETS, `${path.basename(script)}.map`), 'utf8')
        .catch(() => '{"sources":[]}');
      return (JSON.parse(map) as { sources: string[] }).sources;
    }),
  );
  return maps.flat();
}

const hydrated = () =>
  page.waitForFunction(() => performance.getEntriesByName('app:page-hydrated').length > 0);

describe('an island page', () => {
  it.each(['/', POST])(
    '%s requests no Relay, React Router or route code, and marks itself hydrated',
    async (address) => {
      await page.goto(`${server.url}${address}`);
      await hydrated();
      expect(scripts.length).toBeGreaterThan(0);
      const sources = await sourcesOfRequestedScripts();
      expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
      expect(sources.filter((source) => APP_ONLY.test(source))).toEqual([]);
      expect(await page.evaluate(() => performance.getEntriesByName('app:scripts-run').length)).toBe(1);
    },
  );

  it("opens and closes the phone menu, whose links load pages in full (the full app's)", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${server.url}${POST}`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await waitForHydration(toggle);
    await toggle.click();
    const courses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' });
    await courses.waitFor();
    await page.keyboard.press('Escape');
    await courses.waitFor({ state: 'hidden' });
    await toggle.click();
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    scripts = [];
    await courses.click();
    await page.waitForURL(`${server.url}/courses`);
    await waitForHydration(page.getByRole('main').getByRole('heading', { level: 1 }));
    // A page load, of the full app.
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
    expect((await sourcesOfRequestedScripts()).some((source) => source.endsWith('client/app.tsx'))).toBe(
      true,
    );
  });

  it('opens the booking and contact dialogs from its buttons and the floating menu, and sends its page view', async () => {
    const pageView = page.waitForRequest((request) => new URL(request.url()).pathname === PAGE_VIEW_ENDPOINT);
    await page.goto(`${server.url}/`);
    expect(JSON.parse((await pageView).postData() ?? '{}')).toMatchObject({ path: '/' });

    const book = page.getByRole('main').getByRole('button', { name: 'Book a free consultation' });
    await waitForHydration(book);
    await book.click();
    const booking = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await booking.getByLabel('Preferred date').waitFor();
    await page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });

    await page.getByRole('main').getByRole('button', { name: 'Contact us', exact: true }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByLabel('First name').waitFor();
    // Back closes the dialog and stays on the page.
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/`);

    await page.getByRole('button', { name: 'Contact options' }).click();
    // The floating menu's option (the page has a button of that name too).
    await page.locator('#contact-options').getByRole('button', { name: 'Send us a message' }).click();
    await contact.getByLabel('First name').waitFor();
  });

  it('says so when a dialog cannot load, and opens it on Try again', async () => {
    await page.route('**/assets/ContactDialog-*.js', (route) => route.abort());
    await page.goto(`${server.url}${POST}`);
    const toggle = page.getByRole('button', { name: 'Contact options' });
    await waitForHydration(toggle);
    await toggle.click();
    await page.getByRole('button', { name: 'Send us a message' }).click();
    const notice = page.getByRole('alertdialog', {
      name: formatMessage(DIALOG_LOAD.title, { what: DIALOG_LOAD.what.contact }),
    });
    await notice.waitFor();
    await page.unroute('**/assets/ContactDialog-*.js');
    await notice.getByRole('button', { name: DIALOG_LOAD.retry }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('First name').waitFor();
  });
});

describe('inside the full app', () => {
  it('goes to the home page client-side, rendering the same islands', async () => {
    await page.goto(`${server.url}/about`);
    const home = page.getByRole('banner').getByRole('link', { name: 'Meridian Lab' });
    await waitForHydration(home);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await home.click();
    await page.waitForURL(`${server.url}/`);
    const book = page.getByRole('main').getByRole('button', { name: 'Book a free consultation' });
    await book.click();
    await page
      .getByRole('dialog', { name: 'Schedule a Consultation' })
      .getByLabel('Preferred date')
      .waitFor();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
