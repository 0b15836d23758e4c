// Booking requests in Chromium: the list at /admin/crm/bookings (reached from
// the navigation) with both slots and the status, confirm and decline, the
// status filter kept in the URL, axe-core clean, usable at phone width; a
// visitor's slots in their own time zone, and the admin's clock beside them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../domain/shared/messages';
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

async function adminPage(width: number, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId });
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

describe('the booking requests screen', () => {
  it('lists requests with both slots, confirms one and filters by status in the URL', async () => {
    const page = await adminPage(1280, 'UTC');
    try {
      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: 'Bookings' }).click();
      await page.getByRole('heading', { name: 'Booking requests' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/crm/bookings');
      const ada = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      await ada.getByText('14:30').waitFor();
      await expect(ada.getByText('10:00').count()).resolves.toBe(1);
      await ada.getByText('New', { exact: true }).waitFor();
      // When it came, as every back-office screen writes a moment.
      await ada.getByText('1 Mar 2030, 09:00', { exact: true }).waitFor();
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

  it("shows a visitor's slots in their time zone, and what the admin's clock reads then", async () => {
    // A visitor in Tokyo asks for 10:30 AM and 4:00 PM, their time.
    const visitorContext = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await adminPage(1280, 'Europe/London');
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${server.url}/about`);
      await visitor.getByRole('button', { name: 'Contact options' }).click();
      await visitor.getByRole('button', { name: 'Schedule a call' }).click();
      await visitor.getByRole('button', { name: 'Request a consultation' }).click();
      const booking = visitor.getByRole('dialog', { name: 'Schedule a Consultation' });
      // The times are the visitor's, and the dialog says whose.
      const time = booking.getByLabel('Preferred time');
      expect(await time.getAttribute('aria-describedby')).toBe(
        await booking.getByText('Your time zone: Asia/Tokyo').getAttribute('id'),
      );
      await booking.getByLabel('Name').fill('Hedy Lamarr');
      await booking.getByLabel('Email').fill('hedy@bookings.example');
      await booking.getByLabel('Preferred date').fill('2030-06-03');
      await time.selectOption('10:30 AM');
      await booking.getByLabel('Alternate date (optional)').fill('2030-06-04');
      await booking.getByLabel('Alternate time (optional)').selectOption('4:00 PM');
      await booking.getByRole('button', { name: 'Request Consultation' }).click();
      await booking.getByText(CONTACT.bookingSent).waitFor();
      const stored = await server.prisma.bookingRequest.findFirstOrThrow({
        where: { email: 'hedy@bookings.example' },
      });
      expect(stored).toMatchObject({ preferredTime: '10:30 AM', timeZone: 'Asia/Tokyo' });

      // In London (summer time, UTC+1) 10:30 AM in Tokyo (UTC+9) is 2:30 AM, and 4:00 PM is 8:00 AM.
      await page.goto(`${server.url}/admin/crm/bookings`);
      const hedy = page.getByRole('row').filter({ hasText: 'Hedy Lamarr' });
      await hedy.getByText('3 Jun 2030, 10:30 AM, Asia/Tokyo').waitFor();
      await hedy.getByText('2:30 AM your time').waitFor();
      await hedy.getByText('4 Jun 2030, 4:00 PM, Asia/Tokyo').waitFor();
      await hedy.getByText('8:00 AM your time').waitFor();
      // A request from before zones were kept shows its slot alone.
      const ada = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      await ada.getByText('14 Mar 2030, 10:00').waitFor();
      expect(await ada.getByText('your time').count()).toBe(0);

      // The contact's history says the same; an admin in Tokyo sees no second clock.
      await page.goto(`${server.url}/admin/crm/contacts/${stored.contactId}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText('3 Jun 2030, 10:30 AM, Asia/Tokyo').waitFor();
      await history.getByText('2:30 AM your time').waitFor();
      const inTokyo = await adminPage(1280, 'Asia/Tokyo');
      try {
        await inTokyo.goto(`${server.url}/admin/crm/bookings`);
        const row = inTokyo.getByRole('row').filter({ hasText: 'Hedy Lamarr' });
        await row.getByText('3 Jun 2030, 10:30 AM, Asia/Tokyo').waitFor();
        expect(await row.getByText('your time').count()).toBe(0);
      } finally {
        await inTokyo.context().close();
      }
    } finally {
      await visitorContext.close();
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
