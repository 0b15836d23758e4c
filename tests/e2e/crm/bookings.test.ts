// Booking requests in Chromium: the list at /admin/crm/bookings (reached from
// the navigation) with both slots and the status, confirm and decline, the
// status filter kept in the URL, axe-core clean, usable at phone width.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await server.prisma.bookingRequest.createMany({
    data: [
      {
        name: 'Ada Lovelace',
        email: 'ada@bookings.example',
        phone: '+44 20 7946 0000',
        preferredDate: new Date('2030-03-14T00:00:00Z'),
        preferredTime: '10:00',
        alternateDate: new Date('2030-03-15T00:00:00Z'),
        alternateTime: '14:30',
        createdAt: new Date('2030-03-01T09:00:00Z'),
      },
      {
        name: 'Grace Hopper',
        email: 'grace@bookings.example',
        preferredDate: new Date('2030-04-02T00:00:00Z'),
        preferredTime: '09:30',
        status: 'declined',
        createdAt: new Date('2030-02-01T09:00:00Z'),
      },
    ],
  });
});
afterAll(() => closeAll(browser, server));

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

describe('the booking requests screen', () => {
  it('lists requests with both slots, confirms one and filters by status in the URL', async () => {
    const page = await adminPage(1280);
    try {
      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: 'Bookings' }).click();
      await page.getByRole('heading', { name: 'Booking requests' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/crm/bookings');
      const ada = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      await ada.getByText('14:30').waitFor();
      await expect(ada.getByText('10:00').count()).resolves.toBe(1);
      await ada.getByText('New', { exact: true }).waitFor();
      const grace = page.getByRole('row').filter({ hasText: 'Grace Hopper' });
      await grace.getByText('Declined', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Confirm Ada Lovelace' }).click();
      await page.getByText('Booking request of Ada Lovelace: confirmed').waitFor();
      await ada.getByText('Confirmed', { exact: true }).waitFor();
      expect(
        await server.prisma.bookingRequest.findFirstOrThrow({ where: { email: 'ada@bookings.example' } }),
      ).toMatchObject({ status: 'confirmed' });
      // A confirmed request can still be declined, not confirmed again.
      await expect(page.getByRole('button', { name: 'Confirm Ada Lovelace' }).count()).resolves.toBe(0);

      await page.getByLabel('Status').selectOption('declined');
      await page.waitForURL(/status=declined/);
      await page.getByRole('row').filter({ hasText: 'Ada Lovelace' }).waitFor({ state: 'detached' });
      await grace.waitFor();

      await page.goto(`${server.url}/admin/crm/bookings?status=confirmed`);
      await page.getByRole('row').filter({ hasText: 'Ada Lovelace' }).waitFor();
      await expect(page.getByText('Grace Hopper').count()).resolves.toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone', async () => {
    const page = await adminPage(375);
    try {
      await page.goto(`${server.url}/admin/crm/bookings`);
      await page.getByRole('row').filter({ hasText: 'Grace Hopper' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
