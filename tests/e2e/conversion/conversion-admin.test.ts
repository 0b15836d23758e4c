// What the back-office and the internal screens show of conversion: the
// outbox with its retry action, page-view analytics recorded by real visits,
// the Slack webhook test screen and the configured scheduling embed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_ENDPOINT } from '../../../domain/analytics';
import { OUTBOX_DELIVERY } from '../../../domain/outbox';
import { SLACK } from '../../../domain/shared/messages';
import { TestClock } from '../../helpers/app';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { ADMIN } from '../../helpers/users';

const SCHEDULER_URL = 'https://cal.example/meridian/30min';
let server: TestServer;
let browser: Browser;
let page: Page;
// The server's clock stands still at the moment the file starts: the analytics screen's
// "today" is the day the test expects, even when the wall clock passes midnight meanwhile.
const clock = new TestClock(new Date());

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    admin: true,
    env: { SCHEDULER_URL },
    services: { clock },
  }));
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});

/** Waits until the page's app has started (its effects, the page-view beacon among them, have run). */
const hydrated = () => page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);

async function signInAsAdmin() {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin`);
}

describe('the outbox screen', () => {
  it('lists messages with status, attempts and last error, and retries a failed one', async () => {
    await server.prisma.emailOutbox.createMany({
      data: [
        {
          template: 'contact_notification',
          toEmail: 'inbox@lab.test',
          subject: 'Delivered one',
          data: {},
          status: 'sent',
          attempts: 1,
        },
        {
          template: 'booking_request',
          toEmail: 'inbox@lab.test',
          subject: 'Stuck one',
          data: {},
          status: 'failed',
          attempts: 10,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        },
      ],
    });
    await signInAsAdmin();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Email outbox' }).click();
    const row = page.getByRole('row', { name: /Stuck one/ });
    await row.getByText('connect ECONNREFUSED 127.0.0.1:25').waitFor();
    await row.getByRole('cell', { name: '10', exact: true }).waitFor();
    await page
      .getByRole('row', { name: /Delivered one/ })
      .getByText('sent')
      .waitFor();
    expect(
      await page
        .getByRole('row', { name: /Delivered one/ })
        .getByRole('button', { name: /Retry/ })
        .count(),
    ).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const counts = (line: string) => page.getByText(line, { exact: true });
    await counts('0 pending · 0 sending · 1 sent · 1 failed').waitFor();
    await row.getByRole('button', { name: 'Retry Stuck one' }).press('Enter');
    // This server has no SMTP_URL: the retried email waits in the outbox, and the answer says so.
    await page.getByText(OUTBOX_DELIVERY.retriedNotConfigured).waitFor();
    await row.getByText('pending').waitFor();
    // The keyboard is still on the button it pressed, not on the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Retry Stuck one');
    // The counts beside the list follow.
    await counts('1 pending · 0 sending · 1 sent · 0 failed').waitFor();
    // Named as the other lists name theirs, capitalised.
    expect(await row.getByText('Pending', { exact: true }).count()).toBe(1);
    expect(
      await server.prisma.emailOutbox.findFirstOrThrow({ where: { subject: 'Stuck one' } }),
    ).toMatchObject({
      status: 'pending',
      attempts: 0,
    });

    // Retried from the list of failed emails, it leaves that list.
    await server.prisma.emailOutbox.create({
      data: {
        template: 'booking_request',
        toEmail: 'inbox@lab.test',
        subject: 'Stuck two',
        data: {},
        status: 'failed',
        attempts: 10,
      },
    });
    await page.goto(`${server.url}/admin/outbox?status=failed`);
    const second = page.getByRole('row', { name: /Stuck two/ });
    await second.getByRole('button', { name: 'Retry Stuck two' }).click();
    await page.getByText(OUTBOX_DELIVERY.retriedNotConfigured).waitFor();
    await second.waitFor({ state: 'detached' });
    await counts('2 pending · 0 sending · 1 sent · 0 failed').waitFor();
  });
});

describe('page-view analytics', () => {
  it('records public visits, not admin ones, and charts them for admins', async () => {
    await server.prisma.pageView.deleteMany();
    // Pages are server-rendered: the heading shows before the app starts, so
    // wait for each view to arrive rather than for the page.
    // A page that does not exist is not a view.
    for (const missing of ['/blog/no-such-post', '/no-such-page']) {
      await page.goto(`${server.url}${missing}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await hydrated();
    }
    const paths = ['/', '/about', '/about'];
    for (const [index, path] of paths.entries()) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => server.prisma.pageView.count(), { timeout: 5000 }).toBe(index + 1);
    }
    const views = await server.prisma.pageView.findMany();
    expect(views.map((view) => view.path).sort()).toEqual(['/', '/about', '/about']);
    expect(new Set(views.map((view) => view.visitorHash)).size).toBe(1);
    expect(views.every((view) => !view.visitorHash.includes('127.0.0.1'))).toBe(true);

    await signInAsAdmin();
    // An admin looking at the site is not a visitor: once the server has answered the page's
    // beacon (it answers after storing a view), there is still no fourth view.
    const beaconAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PAGE_VIEW_ENDPOINT,
    );
    await page.goto(`${server.url}/about`);
    await hydrated();
    await beaconAnswered;
    await page.goto(`${server.url}/admin/analytics`);
    // Days are written as on every other screen, and are UTC days.
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    const today = day(clock.now());
    const from = day(new Date(clock.now().getTime() - 29 * 86_400_000));
    await page.getByText(`3 page views from ${from} to ${today}`).waitFor();
    const topPages = page.getByRole('table').filter({ hasText: 'Page' }).last();
    await topPages.getByRole('row', { name: '/about 2' }).waitFor();
    await topPages.getByRole('row', { name: '/ 1' }).waitFor();
    // Two columns, the counts under their right-aligned header; no empty one for row actions.
    expect(await topPages.getByRole('columnheader').allTextContents()).toEqual(['Page', 'Views']);
    const header = await topPages.getByRole('columnheader', { name: 'Views' }).boundingBox();
    const count = await topPages.getByRole('cell', { name: '2', exact: true }).boundingBox();
    expect(
      Math.abs((header?.x ?? 0) + (header?.width ?? 0) - (count?.x ?? 0) - (count?.width ?? 0)),
    ).toBeLessThan(1);
    expect(await page.locator('figure svg rect').count()).toBeGreaterThan(0);
    await page.getByText(`Busiest day: ${today}, 3 views`).waitFor();
    // The figures behind the chart, for anyone who asks for them.
    const figures = page.getByRole('table').filter({ hasText: 'Visitors' });
    expect(await figures.isVisible()).toBe(false);
    await page.getByText('Figures per day').click();
    await figures.getByRole('row', { name: `${today} 3 1` }).waitFor();
    expect(await figures.getByRole('row').count()).toBe(31);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Visits typed in or from a bookmark came through no other site.
    await page.getByText('No visits through links on other sites yet.').waitFor();
    await server.prisma.pageView.create({
      data: {
        path: '/about',
        referrer: 'https://www.linkedin.com/feed/',
        visitorHash: 'from-a-link',
        viewedAt: clock.now(),
      },
    });

    // 90 days of figures do not leave a blank page to scroll below the screen.
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await page
      .getByText(`4 page views from ${day(new Date(clock.now().getTime() - 89 * 86_400_000))}`)
      .waitFor();
    const referrers = page.getByRole('table').filter({ hasText: 'Site' });
    await referrers.getByRole('row', { name: 'linkedin.com 1' }).waitFor();
    await page.getByText('Figures per day').click();
    await page.getByText('Figures per day').click();
    const overhang = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.getElementById('root')?.getBoundingClientRect().bottom ?? 0) -
        window.scrollY,
    );
    expect(overhang).toBeLessThanOrEqual(0);
    expect(await server.prisma.pageView.count({ where: { path: { startsWith: '/admin' } } })).toBe(0);

    // On a phone, a path or a site longer than the screen wraps instead of widening the page.
    const longPath = `/blog/${'Donaudampfschifffahrtselektrizitaetenhauptbetriebswerk'.repeat(2)}`;
    await server.prisma.pageView.create({
      data: {
        path: longPath,
        referrer: `https://${'subdomain'.repeat(8)}.example.com/`,
        visitorHash: 'long',
        viewedAt: clock.now(),
      },
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await page.getByRole('row', { name: `${longPath} 1` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A period without views says so instead of drawing an empty chart.
    await server.prisma.pageView.deleteMany();
    await page.reload();
    await page.getByText('No page views in these 90 days.').waitFor();
    expect(await page.locator('figure svg').count()).toBe(0);
  });
});

describe('internal screens', () => {
  it('explains that no Slack webhook is configured', async () => {
    await page.goto(`${server.url}/webhook-test`);
    await page.getByText(SLACK.notConfigured).waitFor();
    expect(await page.getByRole('button', { name: 'Send test message' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('embeds the configured scheduling page in month view', async () => {
    await page.route('https://cal.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Calendar</title><p>Pick a day</p>',
      }),
    );
    await page.goto(`${server.url}/thank-you`);
    await page.getByRole('button', { name: 'Free Consultation' }).click();
    const frame = page.getByTitle('Scheduling calendar');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${SCHEDULER_URL}?layout=month_view`);
    await page.frameLocator('iframe[title="Scheduling calendar"]').getByText('Pick a day').waitFor();
  });
});
