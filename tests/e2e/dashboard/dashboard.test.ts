// The back-office dashboard, in Chromium: posts counted by status, the latest
// posts and contacts, the emails not delivered and the booking requests to
// answer (and answering one from there).
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { seriousAxeViolations } from '../../helpers/browser';

const admin = adminSessionForFile();

const expectAccessible = async () => expect(await seriousAxeViolations(admin.page)).toEqual([]);

describe('the dashboard', () => {
  it('counts posts by status and lists the latest posts, contacts, undelivered emails and booking requests to answer', async () => {
    const { server, page } = admin;
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'sam', name: 'Sam' } });
    await server.prisma.blogPost.create({
      data: { title: 'Filed under old news', slug: 'filed', content: '<p>x</p>', authorId: author.id },
    });
    await server.prisma.crmContact.create({
      data: { firstName: 'Rita', lastName: 'Moreno', email: 'rita@example.com', source: 'Website' },
    });
    await server.prisma.emailOutbox.create({
      data: {
        template: 'contact_notification',
        toEmail: 'inbox@lab.test',
        subject: 'Bounced one',
        data: {},
        status: 'failed',
        lastError: '550 no such user',
      },
    });
    const rita = await server.prisma.crmContact.findFirstOrThrow({ where: { email: 'rita@example.com' } });
    const booking = (name: string, status: 'requested' | 'confirmed', contactId: string | null = null) =>
      server.prisma.bookingRequest.create({
        data: {
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
          preferredDate: new Date('2030-06-03'),
          preferredTime: '10:30 AM',
          timeZone: 'Europe/Lisbon',
          status,
          contactId,
        },
      });
    await booking('Rita Moreno', 'requested', rita.id);
    await booking('Walk In', 'requested');
    await booking('Already Settled', 'confirmed');
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const drafts = page.getByRole('link', { name: 'Draft posts' });
    expect(await drafts.locator('xpath=../following-sibling::dd').textContent()).toBe(
      String(await server.prisma.blogPost.count({ where: { isPublished: false, deleted: false } })),
    );
    await page.getByRole('region', { name: 'Latest posts' }).getByText('Filed under old news').waitFor();
    await page.getByRole('region', { name: 'Latest contacts' }).getByText('Rita Moreno').waitFor();
    await page
      .getByRole('region', { name: 'Emails not delivered (1)' })
      .getByText('550 no such user')
      .waitFor();
    // Only requests nobody has answered, each with the slot asked for.
    const bookings = page.getByRole('region', { name: 'Booking requests to answer (2)' });
    await bookings.getByRole('listitem').filter({ hasText: 'Walk In' }).waitFor();
    expect(await bookings.getByText('Already Settled').count()).toBe(0);
    expect(await bookings.getByText('Preferred: 3 Jun 2030, 10:30 AM, Europe/Lisbon').count()).toBe(2);
    await expectAccessible();
    // Answered from here: the request leaves the list, and the email to the visitor joins the undelivered.
    await bookings.getByRole('button', { name: 'Confirm Walk In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the booking of Walk In' });
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page
      .getByText('Booking request of Walk In: confirmed. The email to walk@example.com is in the outbox.')
      .waitFor();
    const left = page.getByRole('region', { name: 'Booking requests to answer (1)' });
    await left.getByRole('listitem').filter({ hasText: 'Rita Moreno' }).waitFor();
    expect(await left.getByText('Walk In').count()).toBe(0);
    await page
      .getByRole('region', { name: 'Emails not delivered (2)' })
      .getByText(/^Your consultation with Meridian Lab is confirmed/)
      .waitFor();
    await page
      .getByRole('region', { name: /Booking requests to answer/ })
      .getByRole('link', { name: 'Rita Moreno' })
      .click();
    await page.waitForURL(`${server.url}/admin/crm/contacts/${rita.id}`);
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole('region', { name: /Booking requests to answer/ })
      .getByRole('link', { name: 'All requests to answer' })
      .click();
    await page.waitForURL(`${server.url}/admin/crm/bookings?status=requested`);
  });
});
