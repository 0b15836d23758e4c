// A booking request and the emails about it are dated by the app's clock (a
// TestClock here, far from the system's time), not by Prisma's @updatedAt:
// the visitor's request, an admin's answer, a queued email, a failed
// attempt, an admin's retry and the delivery each set updatedAt to the
// clock's time, which the outbox's retry timing and the CRM's lists compare
// with.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import { REQUEST_BOOKING } from '../../helpers/conversion';
import { type MailingApp, startMailingApp } from '../../helpers/mailing';
import type { SmtpPeer } from '../../helpers/smtp';

const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
let peer: SmtpPeer;
let mailing: MailingApp;
let cookie: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  mailing = await startMailingApp({ services: { clock } });
  ({ app, peer } = mailing);
  cookie = await adminCookie(app);
});
afterAll(() => mailing?.close());
beforeEach(async () => {
  await peer.start().catch(() => {}); // already listening, except after a test that stopped it
  peer.received.length = 0;
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.bookingRequest.deleteMany();
});

async function requestBooking() {
  const { data, errors } = await app.gql<{ requestBooking: { __typename: string } }>(
    REQUEST_BOOKING,
    {
      input: {
        name: 'Hedy Lamarr',
        email: 'hedy@example.com',
        preferredDate: '2031-03-20',
        preferredTime: '10:30 AM',
      },
    },
    { clientIp: '198.51.100.7' },
  );
  expect(errors).toBeUndefined();
  expect(data!.requestBooking.__typename).toBe('SubmissionReceived');
  return app.prisma.bookingRequest.findFirstOrThrow();
}

const outbox = () => app.prisma.emailOutbox.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });

describe('a booking request, dated by the app clock', () => {
  it('when the visitor sends it and when an admin answers it', async () => {
    const sent = clock.now();
    const booking = await requestBooking();
    expect(booking).toMatchObject({ createdAt: sent, updatedAt: sent });

    clock.advance(HOUR);
    const { data, errors } = await app.gql<{ setBookingRequestStatus: { __typename: string } }>(
      `mutation ($input: SetBookingRequestStatusInput!) { setBookingRequestStatus(input: $input) { __typename } }`,
      { input: { id: gid('BookingRequest', booking.id), status: 'declined', notify: false } },
      { cookie },
    );
    expect(errors).toBeUndefined();
    expect(data!.setBookingRequestStatus.__typename).toBe('BookingRequest');
    expect(await app.prisma.bookingRequest.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: 'declined',
      createdAt: sent,
      updatedAt: clock.now(),
    });
  });
});

describe('an email in the outbox, dated by the app clock', () => {
  it('when queued, when an attempt fails, when an admin retries it and when it is sent', async () => {
    const queued = clock.now();
    await requestBooking();
    expect(await outbox()).toMatchObject({ status: 'pending', createdAt: queued, updatedAt: queued });

    clock.advance(HOUR);
    await peer.stop();
    expect(await mailing.worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await outbox()).toMatchObject({ status: 'pending', attempts: 1, updatedAt: clock.now() });

    clock.advance(HOUR);
    const { id } = await outbox();
    const { errors } = await app.gql(
      `mutation ($input: RetryEmailInput!) { retryEmail(input: $input) { __typename } }`,
      { input: { id: gid('EmailOutboxMessage', id) } },
      { cookie },
    );
    expect(errors).toBeUndefined();
    expect(await outbox()).toMatchObject({ status: 'pending', attempts: 0, updatedAt: clock.now() });

    clock.advance(HOUR);
    await peer.start();
    expect(await mailing.worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);
    expect(await outbox()).toMatchObject({ status: 'sent', sentAt: clock.now(), updatedAt: clock.now() });
  });
});
