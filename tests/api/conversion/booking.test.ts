// The booking request mutation: the spec's messages, dates from tomorrow on,
// the 14 slots, the stored request linked to its CRM contact, and its email.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TIME_SLOTS } from '../../../domain/conversion';
import { CONTACT, VALIDATION } from '../../../domain/shared/messages';
import { renderStoredEmail } from '../../../server/modules/outbox/templates';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { REQUEST_BOOKING, type SubmissionResult } from '../../helpers/conversion';

type Result = { requestBooking: SubmissionResult };

// Noon UTC on 21 November: the earliest date is the 22nd.
const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let nextIp = 1;
const request = (input: Record<string, unknown>, clientIp = `198.51.100.${nextIp++}`) =>
  app.gql<Result>(REQUEST_BOOKING, { input }, { clientIp });

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  phone: '555 0100',
  preferredDate: '2026-11-22',
  preferredTime: '9:30 AM',
  alternateDate: '2026-11-24',
  alternateTime: '2:00 PM',
  message: 'A roadmap review.',
  ...overrides,
});

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.bookingRequest.deleteMany();
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

describe('validation', () => {
  it('answers every spec message for an empty form', async () => {
    const result = await request({ name: '', email: '', preferredDate: '', preferredTime: '' });
    expect(result.data?.requestBooking.fieldErrors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'preferredDate', message: 'Preferred date is required' },
      { field: 'preferredTime', message: 'Preferred time is required' },
    ]);
    expect(await app.prisma.bookingRequest.count()).toBe(0);
  });

  it.each([
    [{ preferredDate: '2026-11-21' }, 'preferredDate', 'Please choose a date from tomorrow on'],
    [{ preferredDate: '2026-11-31' }, 'preferredDate', 'Please enter a valid date'],
    [{ alternateDate: '2026-11-20' }, 'alternateDate', 'Please choose a date from tomorrow on'],
    [{ preferredTime: '12:00 PM' }, 'preferredTime', 'Please choose one of the available times'],
    [{ alternateTime: '8:30 AM' }, 'alternateTime', 'Please choose one of the available times'],
    [{ email: 'grace@' }, 'email', 'Please enter a valid email address'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Please use at most 5000 characters'],
    [{ timeZone: 'Berlin time' }, 'timeZone', VALIDATION.timeZoneInvalid],
    [{ timeZone: `Europe/${'x'.repeat(60)}` }, 'timeZone', VALIDATION.timeZoneInvalid],
  ])('%j → %s: %s', async (change, field, message) => {
    const result = await request(booking(change));
    expect(result.data?.requestBooking.fieldErrors).toEqual([{ field, message }]);
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it('accepts each of the 14 slots', async () => {
    expect(BOOKING_TIME_SLOTS).toHaveLength(14);
    for (const slot of BOOKING_TIME_SLOTS) {
      const result = await request(
        booking({ preferredTime: slot, alternateDate: null, alternateTime: null }),
      );
      expect(result.data?.requestBooking.__typename).toBe('SubmissionReceived');
    }
    expect(await app.prisma.bookingRequest.count()).toBe(14);
  });
});

describe('a valid request', () => {
  it('is stored once when sent again under its key (its answer was lost)', async () => {
    const input = booking({ submissionKey: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a' });
    const answers = [await request(input), await request(input)];
    expect(answers.map((answer) => answer.data?.requestBooking.__typename)).toEqual([
      'SubmissionReceived',
      'SubmissionReceived',
    ]);
    expect(await app.prisma.bookingRequest.count()).toBe(1);
    expect(await app.prisma.emailOutbox.count()).toBe(1);
  });

  it('is stored with its CRM contact and queues the notification', async () => {
    const result = await request(booking());
    expect(result.data?.requestBooking).toEqual({ __typename: 'SubmissionReceived', received: true });

    const contact = await app.prisma.crmContact.findFirstOrThrow();
    expect(contact).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      source: 'Website',
      status: 'prospect',
    });
    const stored = await app.prisma.bookingRequest.findFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555 0100',
      preferredDate: new Date('2026-11-22T00:00:00Z'),
      preferredTime: '9:30 AM',
      alternateDate: new Date('2026-11-24T00:00:00Z'),
      alternateTime: '2:00 PM',
      message: 'A roadmap review.',
      status: 'requested',
      contactId: contact.id,
    });
    const email = await app.prisma.emailOutbox.findFirstOrThrow();
    expect(email).toMatchObject({
      template: 'booking_request',
      toEmail: app.config.mail.contactInbox,
      subject: 'Consultation request from Grace Hopper: 2026-11-22 at 9:30 AM',
      contactId: contact.id,
      status: 'pending',
    });
  });

  it("keeps the visitor's time zone, which the slots are in, and names it in the email", async () => {
    await request(booking({ timeZone: ' asia/tokyo ' }));
    expect(await app.prisma.bookingRequest.findFirstOrThrow()).toMatchObject({
      preferredTime: '9:30 AM',
      timeZone: 'Asia/Tokyo',
    });
    const email = await app.prisma.emailOutbox.findFirstOrThrow();
    expect(email.subject).toBe('Consultation request from Grace Hopper: 2026-11-22 at 9:30 AM (Asia/Tokyo)');
    const { text } = renderStoredEmail(email.template, email.data);
    expect(text).toContain('Preferred date: 2026-11-22 at 9:30 AM (Asia/Tokyo)');
    expect(text).toContain('Alternate date: 2026-11-24 at 2:00 PM (Asia/Tokyo)');

    // A zone this server does not know (a browser's zone data may be newer) is kept as sent.
    await request(booking({ email: 'ada@example.com', timeZone: 'America/Nowhere_New' }));
    expect(
      (await app.prisma.bookingRequest.findFirstOrThrow({ where: { email: 'ada@example.com' } })).timeZone,
    ).toBe('America/Nowhere_New');
    // Without one (an older client, a script), the request is kept without it.
    await request(booking({ email: 'alan@example.com' }));
    expect(
      (await app.prisma.bookingRequest.findFirstOrThrow({ where: { email: 'alan@example.com' } })).timeZone,
    ).toBeNull();
  });

  it('accepts the earliest date a visitor at UTC-12 can pick, before noon UTC', async () => {
    clock.set('2026-11-21T08:00:00Z');
    try {
      expect((await request(booking({ preferredDate: '2026-11-21' }))).data?.requestBooking.__typename).toBe(
        'SubmissionReceived',
      );
      expect((await request(booking({ preferredDate: '2026-11-20' }))).data?.requestBooking.__typename).toBe(
        'ValidationError',
      );
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });
});

describe('abuse protection', () => {
  it('drops a honeypot submission silently and limits each address', async () => {
    const bot = await request(booking({ honeypot: 'yes' }));
    expect(bot.data?.requestBooking).toEqual({ __typename: 'SubmissionReceived', received: true });
    expect(await app.prisma.bookingRequest.count()).toBe(0);

    const ip = '203.0.113.50';
    for (let index = 0; index < 5; index++) await request(booking(), ip);
    const refused = await request(booking(), ip);
    expect(refused.data?.requestBooking).toEqual({
      __typename: 'RateLimitError',
      message: CONTACT.tooManyRequests,
    });
    expect(await app.prisma.bookingRequest.count()).toBe(5);
  });
});
