// Booking requests in Chromium: the list at /admin/crm/bookings (reached from
// the navigation) with both slots and the status, confirming the alternate
// slot in the answer dialog with an email to the visitor, moving it back to
// the preferred one, declining from a contact's history without an email,
// the status filter kept in the URL, axe-core clean, usable at phone width;
// a visitor's slots in their own time zone, and the admin's clock beside
// them.
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
      const dialog = page.getByRole('dialog', { name: 'Confirm the booking of Ada Lovelace' });
      // The keyboard starts on the choice of slot; the visitor is emailed unless the admin says not.
      const preferred = dialog.getByRole('radio', { name: /^Preferred: 14 Mar 2030, 10:00/ });
      await expect(preferred.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(await preferred.isChecked()).toBe(true);
      const email = dialog.getByRole('checkbox', { name: 'Email Ada Lovelace the confirmation' });
      expect(await email.isChecked()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('radio', { name: /^Alternate: 15 Mar 2030, 14:30/ }).check();
      await dialog.getByLabel('Note in the email (optional)').fill('I will call you on your phone.');
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await page
        .getByText(
          'Booking request of Ada Lovelace: confirmed. The email to ada@bookings.example is in the outbox.',
        )
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await ada.getByText('Confirmed', { exact: true }).waitFor();
      // The list says which slot holds: the alternate one.
      const alternateCell = ada.getByRole('cell').filter({ hasText: '15 Mar 2030' });
      await alternateCell.getByText('Confirmed slot').waitFor();
      expect(await ada.getByText('Confirmed slot').count()).toBe(1);
      const stored = await server.prisma.bookingRequest.findFirstOrThrow({
        where: { email: 'ada@bookings.example' },
      });
      expect(stored).toMatchObject({ status: 'confirmed', confirmedSlot: 'alternate' });
      const sent = await server.prisma.emailOutbox.findMany({ where: { toEmail: 'ada@bookings.example' } });
      expect(sent).toEqual([
        expect.objectContaining({
          template: 'booking_confirmed',
          data: expect.objectContaining({ message: 'I will call you on your phone.' }),
        }),
      ]);
      expect(sent[0]!.subject).toContain('Friday 15 March 2030 at 14:30');
      // A confirmed request can still be declined or moved to its other slot, not confirmed again.
      await expect(page.getByRole('button', { name: 'Confirm Ada Lovelace' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Change slot Ada Lovelace' }).click();
      const move = page.getByRole('dialog', { name: 'Change the confirmed slot of Ada Lovelace' });
      // It starts on the slot not confirmed yet, and says which one is.
      expect(await move.getByRole('radio', { name: /^Preferred/ }).isChecked()).toBe(true);
      await move.getByRole('radio', { name: /^Alternate: .*Confirmed now$/ }).waitFor();
      await move.getByRole('checkbox', { name: 'Email Ada Lovelace the new time' }).uncheck();
      await move.getByRole('button', { name: 'Change slot' }).click();
      await page.getByText('Booking request of Ada Lovelace: confirmed', { exact: true }).waitFor();
      await ada.getByRole('cell').filter({ hasText: '14 Mar 2030' }).getByText('Confirmed slot').waitFor();
      expect(await ada.getByText('Confirmed slot').count()).toBe(1);
      expect(
        await server.prisma.bookingRequest.findFirstOrThrow({ where: { email: 'ada@bookings.example' } }),
      ).toMatchObject({ confirmedSlot: 'preferred' });
      expect(await server.prisma.emailOutbox.count({ where: { toEmail: 'ada@bookings.example' } })).toBe(1);

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

      // Declined from the history, without an email: the visitor was called instead.
      await history.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline the booking of Hedy Lamarr' });
      await dialog.getByText('4 Jun 2030, 4:00 PM, Asia/Tokyo').waitFor();
      await dialog.getByRole('checkbox', { name: 'Email Hedy Lamarr that we cannot meet then' }).uncheck();
      expect(await dialog.getByLabel('Note in the email (optional)').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Decline request' }).click();
      await page.getByText('Booking request of Hedy Lamarr: declined', { exact: true }).waitFor();
      await history.getByText('Declined', { exact: true }).waitFor();
      expect(await server.prisma.emailOutbox.count({ where: { toEmail: 'hedy@bookings.example' } })).toBe(0);
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

  it('lets an answered request leave a list filtered on its old status, with the count, and keeps focus in the list', async () => {
    await server.prisma.bookingRequest.createMany({
      data: ['Katherine Johnson', 'Dorothy Vaughan'].map((name, index) => ({
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@filtered.example`,
        preferredDate: new Date('2030-05-06T00:00:00Z'),
        preferredTime: '11:00',
        createdAt: new Date(Date.UTC(2030, 4, 2 - index, 9)),
      })),
    });
    const waiting = await server.prisma.bookingRequest.count({ where: { status: 'requested' } });
    const page = await adminPage(1280, 'UTC');
    try {
      await page.goto(`${server.url}/admin/crm/bookings?status=requested`);
      const katherine = page.getByRole('row').filter({ hasText: 'Katherine Johnson' });
      const dorothy = page.getByRole('row').filter({ hasText: 'Dorothy Vaughan' });
      await page.getByText(`Showing ${waiting} of ${waiting} booking requests`).waitFor();
      await katherine.getByRole('button', { name: 'Decline Katherine Johnson' }).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Decline the booking of Katherine Johnson' });
      await dialog.getByRole('checkbox', { name: /^Email Katherine Johnson/ }).uncheck();
      await dialog.getByRole('button', { name: 'Decline request' }).click();
      await page.getByText('Booking request of Katherine Johnson: declined', { exact: true }).waitFor();
      await katherine.waitFor({ state: 'detached' });
      await page
        .getByText(`Showing ${waiting - 1} of ${waiting - 1} booking request${waiting - 1 === 1 ? '' : 's'}`)
        .waitFor();
      // Focus goes to the row that took its place, not to the page's body.
      await expect.poll(() => dorothy.evaluate((row) => row.contains(document.activeElement))).toBe(true);
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
