// Two answers to one booking request at once, on PostgreSQL with the
// transactions ordered by hand: both read it as requested, the first holds
// on the row's lock until the second waits there too; then the first
// confirms it and the second is refused as answered meanwhile. A script (an
// API token) has no page to reload: its refusal says to read the request
// again; the back-office's session keeps its words. Needs two connections,
// so it runs on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, fieldMessages, type GqlError, gid } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { createToken } from '../../helpers/tokens';

const ANSWER = /* GraphQL */ `mutation B($input: SetBookingRequestStatusInput!) { setBookingRequestStatus(input: $input) {
  __typename ... on BookingRequest { status } ... on Error { message }
  ... on ValidationError { fieldErrors { field message } } } }`;

let app: TestApp;
let cookie: string;
let other: string;
let bearer: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  other = await adminCookie(app, 'other.admin@test.example');
  bearer = `Bearer ${(await createToken(app, cookie, { scope: 'ADMIN' })).token}`;
});
afterAll(() => app?.close());

/** The second answer's refusal, given after the first confirmed the request while it waited. */
async function answeredMeanwhile(second: { cookie?: string; headers?: Record<string, string> }) {
  const booking = await app.prisma.bookingRequest.create({
    data: {
      name: 'Hedy Lamarr',
      email: 'hedy@example.com',
      preferredDate: new Date('2026-12-03'),
      preferredTime: '10:30 AM',
    },
  });
  const input = { id: gid('BookingRequest', booking.id), status: 'confirmed' };
  const answer = (as: { cookie?: string; headers?: Record<string, string> }) =>
    app.gql<{ setBookingRequestStatus: { __typename: string; status?: string } & GqlError }>(
      ANSWER,
      { input },
      as,
    );
  const [first, refused] = await inOrder(
    app.prisma,
    `SELECT 1 FROM booking_requests WHERE id = '${booking.id}' FOR UPDATE`,
    () => answer({ cookie: other }),
    () => answer(second),
  );
  expect(first.data?.setBookingRequestStatus).toMatchObject({
    __typename: 'BookingRequest',
    status: 'confirmed',
  });
  return fieldMessages(refused.data!.setBookingRequestStatus).status;
}

it('tells a script to read the request again, without "reload"', async () => {
  const message = await answeredMeanwhile({ headers: { authorization: bearer } });
  expect(message).toBe(CRM_TEXT.bookingAnsweredMeanwhileForScripts);
  expect(message).not.toMatch(/reload/i);
});

it('keeps the back-office words for the screens', async () => {
  expect(await answeredMeanwhile({ cookie })).toBe(CRM_TEXT.bookingAnsweredMeanwhile);
});
