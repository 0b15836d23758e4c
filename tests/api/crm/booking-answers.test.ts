// Answering a booking request through the API: confirming the preferred or
// the alternate slot (kept on the request), declining, and the email that
// tells the visitor, queued with the decision and delivered by the outbox to
// a real SMTP server: to the visitor, replies to the company inbox, with the
// slot in the visitor's time zone, the admin's note, no link into the
// back-office, and logged on the contact, whose last contact becomes the
// moment it was sent. Bad input changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_REPLY_MAX } from '../../../domain/crm/bookings';
import { CRM_TEXT } from '../../../domain/crm/messages';
import type { OutboxWorker } from '../../../server/modules/outbox/worker';
import { type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, fieldMessages, type GqlError, gid } from '../../helpers/content';
import { contactInput, REQUEST_BOOKING, SEND_CONTACT } from '../../helpers/conversion';
import { type MailingApp, startMailingApp } from '../../helpers/mailing';
import type { SmtpPeer } from '../../helpers/smtp';

const ANSWER = /* GraphQL */ `mutation B($input: SetBookingRequestStatusInput!) { setBookingRequestStatus(input: $input) {
  __typename ... on BookingRequest { status confirmedSlot } ... on Error { message }
  ... on ValidationError { fieldErrors { field message } } } }`;

type Answered = { __typename: string; status?: string; confirmedSlot?: string | null };

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let peer: SmtpPeer;
let worker: OutboxWorker;
let cookie: string;
let nextIp = 1;
let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp({ services: { clock } });
  ({ app, peer, worker } = mailing);
  cookie = await adminCookie(app);
});
afterAll(() => mailing?.close());
beforeEach(async () => {
  await app.prisma.bookingRequest.deleteMany();
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmEmailLog.deleteMany();
  peer.received.length = 0;
});

/** A visitor in Tokyo asks for a call; returns the request's global id. */
async function request(overrides: Record<string, unknown> = {}): Promise<string> {
  clock.advance(1000); // each request its own moment, so the newest is this one
  const sent = await app.gql(
    REQUEST_BOOKING,
    {
      input: {
        name: 'Hedy Lamarr',
        email: 'Hedy@Example.com',
        preferredDate: '2026-12-03',
        preferredTime: '10:30 AM',
        alternateDate: '2026-12-04',
        alternateTime: '4:00 PM',
        timeZone: 'Asia/Tokyo',
        ...overrides,
      },
    },
    { clientIp: `198.51.100.${nextIp++}` },
  );
  expect(sent.errors).toBeUndefined();
  const row = await app.prisma.bookingRequest.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
  // The notification to the inbox is not what these tests are about.
  await app.prisma.emailOutbox.deleteMany({ where: { template: 'booking_request' } });
  return gid('BookingRequest', row.id);
}

const answer = (input: Record<string, unknown>, as: { cookie?: string } = { cookie }) =>
  app.gql<{ setBookingRequestStatus: Answered & GqlError }>(ANSWER, { input }, as);

async function deliverAll() {
  const { sent } = await worker.runOnce();
  await peer.waitFor(sent);
  return peer.received;
}

describe('confirming a booking request', () => {
  it('confirms the alternate slot and emails the visitor that slot, in their time zone, with the note', async () => {
    const id = await request();
    const result = await answer({
      id,
      status: 'confirmed',
      slot: 'alternate',
      notify: true,
      message: '  I will call you on +81 3 1234 5678.\nSee you then.  ',
    });
    expect(result.data?.setBookingRequestStatus).toEqual({
      __typename: 'BookingRequest',
      status: 'confirmed',
      confirmedSlot: 'alternate',
    });

    const queued = await app.prisma.emailOutbox.findMany();
    expect(queued).toHaveLength(1);
    const booking = await app.prisma.bookingRequest.findFirstOrThrow();
    expect(queued[0]).toMatchObject({
      template: 'booking_confirmed',
      toEmail: 'hedy@example.com',
      contactId: booking.contactId,
      subject:
        'Your consultation with Meridian Lab is confirmed: Friday 4 December 2026 at 4:00 PM (Asia/Tokyo)',
    });

    // The outbox screen reads it as the visitor will.
    const stored = await app.gql<{
      node: { content: { heading: string; intro: string; replyTo: string; fields: unknown[] } };
    }>(
      `query O($id: ID!) { node(id: $id) { ... on EmailOutboxMessage { content { heading intro replyTo fields { label value } } } } }`,
      { id: gid('EmailOutboxMessage', queued[0]!.id) },
      { cookie },
    );
    expect(stored.data?.node.content).toEqual({
      heading: 'Your consultation is confirmed',
      intro: expect.stringMatching(/^Hello Hedy, thank you for your request\./),
      replyTo: 'inbox@lab.test',
      fields: [{ label: 'When', value: 'Friday 4 December 2026 at 4:00 PM (Asia/Tokyo)' }],
    });

    const [email] = await deliverAll();
    expect(email!.to).toEqual(['hedy@example.com']);
    expect(email!.headers.get('reply-to')).toBe('inbox@lab.test');
    expect(email!.text).toContain('Hello Hedy, thank you for your request.');
    expect(email!.text).toContain('When: Friday 4 December 2026 at 4:00 PM (Asia/Tokyo)');
    expect(email!.text).toContain('Our note:\nI will call you on +81 3 1234 5678.\nSee you then.\n');
    // With an invitation for their calendar: 4:00 PM in Tokyo is 07:00 UTC, for 30 minutes.
    expect(email!.text).toContain('The invitation attached adds it to your calendar.');
    expect(email!.calendar?.method).toBe('REQUEST');
    const event = email!.calendar!.text;
    expect(event).toContain(`UID:booking-${booking.id}@${new URL(app.config.publicUrl).hostname}`);
    expect(event).toContain('DTSTART:20261204T070000Z');
    expect(event).toContain('DURATION:PT30M');
    expect(event).toContain('SUMMARY:Consultation with Meridian Lab');
    expect(event).toMatch(/ORGANIZER;CN="?Meridian Lab"?:MAILTO:inbox@lab\.test/i);
    expect(event).toMatch(/ATTENDEE;[^\n]*:mailto:hedy@example\.com/i);
    // The visitor is never sent the way into the back-office.
    expect(email!.text).not.toContain('/admin');
    expect(email!.html).not.toContain('/admin');
    // The contact's email log records it.
    expect(await app.prisma.crmEmailLog.findMany()).toEqual([
      expect.objectContaining({
        contactId: booking.contactId,
        toEmail: 'hedy@example.com',
        template: 'booking_confirmed',
      }),
    ]);
  });

  it("moves the contact's last contact to when the answer was sent, never back", async () => {
    const id = await request();
    const booking = await app.prisma.bookingRequest.findFirstOrThrow();
    const contact = () => app.prisma.crmContact.findUniqueOrThrow({ where: { id: booking.contactId! } });
    // A message from them: the inbox's notification about it, sent later, is not
    // a contact with them.
    clock.advance(60_000);
    const wrote = clock.now();
    const sent = await app.gql(
      SEND_CONTACT,
      { input: contactInput({ firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@example.com' }) },
      { clientIp: `198.51.100.${nextIp++}` },
    );
    expect(sent.errors).toBeUndefined();
    clock.advance(60_000);
    expect((await deliverAll()).map((email) => email.to)).toEqual([['inbox@lab.test']]);
    expect((await contact()).lastContactDate).toEqual(wrote);
    peer.received.length = 0;

    // Answering without an email is not being in touch.
    clock.advance(60_000);
    await answer({ id, status: 'confirmed' });
    expect((await contact()).lastContactDate).toEqual(wrote);

    // The email is queued now and sent later: the sending is the contact.
    await answer({ id, status: 'confirmed', slot: 'alternate', notify: true });
    clock.advance(60_000);
    const sentAt = clock.now();
    const before = await contact();
    await deliverAll();
    // Not an admin's save: an editor open meanwhile still saves, and a conflict names no email.
    expect(await contact()).toEqual({ ...before, lastContactDate: sentAt });

    // A later contact the admin recorded stays.
    const later = new Date(sentAt.getTime() + 86_400_000);
    await app.prisma.crmContact.update({
      where: { id: booking.contactId! },
      data: { lastContactDate: later },
    });
    await answer({ id, status: 'declined', notify: true });
    await deliverAll();
    expect((await contact()).lastContactDate).toEqual(later);
    expect(await app.prisma.crmEmailLog.count()).toBe(3);
  });

  it('confirms the preferred slot when none is named, and emails nobody unless asked', async () => {
    const id = await request();
    const result = await answer({ id, status: 'confirmed' });
    expect(result.data?.setBookingRequestStatus.confirmedSlot).toBe('preferred');
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it('refuses the alternate slot of a request without one, and changes nothing', async () => {
    const id = await request({ alternateDate: '', alternateTime: '' });
    const result = await answer({ id, status: 'confirmed', slot: 'alternate', notify: true });
    expect(fieldMessages(result.data!.setBookingRequestStatus)).toEqual({
      slot: CRM_TEXT.bookingNoAlternate,
    });
    expect(await app.prisma.bookingRequest.findFirstOrThrow()).toMatchObject({
      status: 'requested',
      confirmedSlot: null,
    });
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it.each([
    [
      'a slot to decline',
      { status: 'declined', slot: 'preferred' },
      { slot: CRM_TEXT.bookingSlotOnlyToConfirm },
    ],
    [
      'a message without the email',
      { status: 'confirmed', message: 'See you' },
      { message: CRM_TEXT.bookingMessageWithoutEmail },
    ],
    [
      'a message too long',
      { status: 'confirmed', notify: true, message: 'x'.repeat(BOOKING_REPLY_MAX + 1) },
      { message: `Please use at most ${BOOKING_REPLY_MAX} characters` },
    ],
  ])('refuses %s with a message, and changes nothing', async (_case, input, errors) => {
    const id = await request();
    const result = await answer({ id, ...input });
    expect(fieldMessages(result.data!.setBookingRequestStatus)).toEqual(errors);
    expect(await app.prisma.bookingRequest.findFirstOrThrow()).toMatchObject({ status: 'requested' });
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });
});

describe('two admins answering at once', () => {
  it('confirms once, and emails the visitor once', async () => {
    const id = await request();
    const answers = await Promise.all(
      [1, 2].map(() => answer({ id, status: 'confirmed', notify: true, message: 'See you' })),
    );
    const outcomes = answers.map((result) => result.data?.setBookingRequestStatus.__typename).sort();
    expect(outcomes).toEqual(['BookingRequest', 'ValidationError']);
    expect(await app.prisma.emailOutbox.count()).toBe(1);
  });
});

describe('moving a confirmed booking to its other slot', () => {
  it('confirms the other slot and tells the visitor it has moved; the same slot again is refused', async () => {
    const id = await request();
    await answer({ id, status: 'confirmed', notify: true });
    clock.advance(60_000);
    const moved = await answer({ id, status: 'confirmed', slot: 'alternate', notify: true });
    expect(moved.data?.setBookingRequestStatus).toEqual({
      __typename: 'BookingRequest',
      status: 'confirmed',
      confirmedSlot: 'alternate',
    });
    const received = await deliverAll();
    const first = received.find((email) => email.subject.includes('is confirmed'));
    const email = received.find((email) => email.subject.includes('has moved'));
    expect(email!.subject).toBe(
      'Your consultation with Meridian Lab has moved to Friday 4 December 2026 at 4:00 PM (Asia/Tokyo)',
    );
    expect(email!.text).toContain('Your consultation has moved');
    // The same event in the visitor's calendar, at its new time: same UID, a higher SEQUENCE.
    const line = (text: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1];
    expect(line(first!.calendar!.text, 'DTSTART')).toBe('20261203T013000Z');
    expect(line(email!.calendar!.text, 'DTSTART')).toBe('20261204T070000Z');
    expect(line(email!.calendar!.text, 'UID')).toBe(line(first!.calendar!.text, 'UID'));
    expect(Number(line(email!.calendar!.text, 'SEQUENCE'))).toBeGreaterThan(
      Number(line(first!.calendar!.text, 'SEQUENCE')),
    );

    const again = await answer({ id, status: 'confirmed', slot: 'alternate', notify: true });
    expect(fieldMessages(again.data!.setBookingRequestStatus)).toEqual({
      status: 'This booking request is already confirmed',
    });
    expect(await app.prisma.emailOutbox.count()).toBe(2);
  });

  it('is refused for a request with one slot', async () => {
    const id = await request({ alternateDate: '', alternateTime: '' });
    await answer({ id, status: 'confirmed' });
    const again = await answer({ id, status: 'confirmed', notify: true });
    expect(fieldMessages(again.data!.setBookingRequestStatus)).toEqual({
      status: 'This booking request is already confirmed',
    });
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });
});

describe('declining a booking request', () => {
  it('forgets the confirmed slot and emails the visitor the times they asked for', async () => {
    const id = await request();
    await answer({ id, status: 'confirmed', slot: 'alternate', notify: true });
    clock.advance(60_000);
    const result = await answer({ id, status: 'declined', notify: true });
    expect(result.data?.setBookingRequestStatus).toEqual({
      __typename: 'BookingRequest',
      status: 'declined',
      confirmedSlot: null,
    });
    const received = await deliverAll();
    const confirmation = received.find((email) => email.subject.includes('is confirmed'));
    const email = received.find((email) => email.subject.includes('we need another time'));
    expect(email!.to).toEqual(['hedy@example.com']);
    expect(email!.subject).toBe('Your consultation request to Meridian Lab: we need another time');
    // The confirmed consultation leaves the visitor's calendar.
    expect(email!.calendar?.method).toBe('CANCEL');
    expect(email!.calendar!.text).toContain('STATUS:CANCELLED');
    const uid = (text: string) => /^UID:(.*)$/m.exec(text)?.[1];
    expect(uid(email!.calendar!.text)).toBe(uid(confirmation!.calendar!.text));
    expect(email!.headers.get('reply-to')).toBe('inbox@lab.test');
    expect(email!.text).toContain('You asked for: Thursday 3 December 2026 at 10:30 AM (Asia/Tokyo)');
    expect(email!.text).toContain('Or: Friday 4 December 2026 at 4:00 PM (Asia/Tokyo)');
    expect(email!.text).not.toContain('Our note');
  });

  it('sends no calendar invitation for a request never confirmed, or without a time zone', async () => {
    await answer({ id: await request(), status: 'declined', notify: true });
    await answer({ id: await request({ timeZone: '' }), status: 'confirmed', notify: true });
    const emails = await deliverAll();
    expect(emails.map((email) => [email.subject.split(':')[0], email.calendar]).sort()).toEqual([
      ['Your consultation request to Meridian Lab', null],
      ['Your consultation with Meridian Lab is confirmed', null],
    ]);
    expect(emails.map((email) => email.text).join()).not.toContain('calendar');
  });

  it('is refused to anyone but an admin, and nothing is queued', async () => {
    const id = await request();
    const anonymous = await answer({ id, status: 'declined', notify: true }, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.prisma.bookingRequest.findFirstOrThrow()).toMatchObject({ status: 'requested' });
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });
});
