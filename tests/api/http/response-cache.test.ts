// Visitors' reads are answered from the response cache; sessions bypass it,
// an admin's mutation empties it, and per-request fields are never cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp } from '../../helpers/app';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';
import { ADMIN, cookieFrom, createUser, SIGN_IN, signIn } from '../../helpers/users';

const LIST = /* GraphQL */ `{ blogPosts(first: 3) { totalCount edges { node { slug title } } } }`;
const CTA = /* GraphQL */ `{ randomCta { id } }`;
const RETRY = /* GraphQL */ `mutation Retry($input: RetryEmailInput!) { retryEmail(input: $input) { __typename } }`;

let app: TestApp;
let counter: QueryCounter;
let adminCookie: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  await createUser(db.prisma, { ...ADMIN, role: 'admin' });
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma }, env: { RESPONSE_CACHE_SECONDS: '10' } });
  adminCookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());

async function statementsFor(run: () => Promise<unknown>): Promise<number> {
  counter.reset();
  await run();
  return counter.statements.length;
}

describe('the public response cache', () => {
  it('answers a repeated visitor query without the database', async () => {
    const first = await app.gql(LIST);
    expect(first.errors).toBeUndefined();
    expect(await statementsFor(() => app.gql(LIST))).toBe(0);
    expect((await app.gql(LIST)).data).toEqual(first.data);
  });

  it('is bypassed by requests with a session', async () => {
    await app.gql(LIST);
    expect(await statementsFor(() => app.gql(LIST, {}, { cookie: adminCookie }))).toBeGreaterThan(0);
  });

  it('never caches fields computed per request', async () => {
    await app.gql(CTA);
    expect(await statementsFor(() => app.gql(CTA))).toBeGreaterThan(0);
  });

  it('is emptied by any admin mutation, so an edit shows at once', async () => {
    await app.gql(LIST);
    await app.prisma.blogPost.updateMany({ where: { isPublished: true }, data: { title: 'Renamed' } });
    // Still the cached answer: the change did not go through the API.
    expect(JSON.stringify((await app.gql(LIST)).data)).not.toContain('Renamed');
    const retry = await app.gql(
      RETRY,
      {
        input: {
          id: Buffer.from('EmailOutboxMessage:00000000-0000-7000-8000-000000000000').toString('base64'),
        },
      },
      { cookie: adminCookie },
    );
    expect(retry.errors).toBeUndefined();
    expect(JSON.stringify((await app.gql(LIST)).data)).toContain('Renamed');
  });

  it('is off when RESPONSE_CACHE_SECONDS is 0 (the default outside production)', async () => {
    const uncached = await createTestApp({ db: { ...app.db, prisma: counter.prisma } });
    await uncached.gql(LIST);
    expect(await statementsFor(() => uncached.gql(LIST))).toBeGreaterThan(0);
  });
});

describe('writes with the cache on', () => {
  const send = (clientIp: string) =>
    app.gql<{ sendContactMessage: { __typename: string } }>(
      SEND_CONTACT,
      { input: contactInput({ email: 'twice@example.com' }) },
      { clientIp },
    );

  it('runs identical mutations in a row from one address and from two, each time', async () => {
    const before = await app.prisma.emailOutbox.count();
    for (const clientIp of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      expect((await send(clientIp)).data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    }
    expect(await app.prisma.emailOutbox.count()).toBe(before + 3);
  });

  it('signs in twice with identical requests, setting a session cookie both times', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await app.gql(SIGN_IN, { input: ADMIN }, { clientIp: '198.51.100.3' });
      expect(cookieFrom(result.cookies)).toMatch(/^lab_session=./);
    }
  });
});
