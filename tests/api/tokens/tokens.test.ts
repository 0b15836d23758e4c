// API tokens: their life (create, use, last used, expiry, revocation), what
// they are worth (never more than their owner now; READ runs queries only),
// how a bad one is refused (cheaply, with 401), and that they are not
// cookies (no CSRF header needed, the cookie beside one is ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '../../../domain/tokens';
import { upsertAdmin } from '../../../server/modules/auth/users';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';
import { asToken, CREATE_TOKEN, createToken, tamperedToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const USERS = /* GraphQL */ `{ users(first: 5) { edges { node { email } } } }`;
const TOKENS = /* GraphQL */ `{ apiTokens(first: 10) { edges { node { id name scope hint status lastUsedAt lastUsedIp owner { email } } } } }`;
const REVOKE = /* GraphQL */ `
  mutation Revoke($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) { __typename ... on ApiToken { status revokedAt } ... on Error { message } }
  }
`;

let app: TestApp;
let counter: QueryCounter;
let adminCookie: string;
let adminId: string;
const clock = new TestClock();

beforeAll(async () => {
  const db = await createTestDatabase();
  adminId = (await createUser(db.prisma, { ...ADMIN, role: 'admin' })).id;
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma }, services: { clock } });
  adminCookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());

const tokenRows = () => app.prisma.apiToken.findMany();

describe('creating a token', () => {
  it('shows the secret once, with a recognisable prefix, and stores only its hash', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, {
      name: ' Newsletter sync ',
      scope: 'READ',
    });
    expect(token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{36}$`));
    expect(apiToken).toMatchObject({ name: 'Newsletter sync', scope: 'READ', status: 'ACTIVE' });
    expect(apiToken.expiresAt).toBe(new Date(clock.now().getTime() + 90 * 86_400_000).toISOString());
    const row = (await tokenRows()).find((candidate) => candidate.name === 'Newsletter sync')!;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.slice(5, 30));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // Listed without the secret: a hint is all that is shown again.
    const listed = await app.gql(TOKENS, {}, { cookie: adminCookie });
    expect(JSON.stringify(listed.data)).not.toContain(token);
    expect(JSON.stringify(listed.data)).toContain(`${API_TOKEN_PREFIX}…${token.slice(-4)}`);
  });

  it('refuses a blank name and a lifetime beyond the maximum, creating nothing', async () => {
    const before = (await tokenRows()).length;
    const result = await app.gql(
      CREATE_TOKEN,
      { input: { name: '  ', scope: 'READ', expiresInDays: 366 } },
      {
        cookie: adminCookie,
      },
    );
    expect(result.data?.createApiToken).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'name', message: API_TOKEN_MESSAGES.nameRequired },
        { field: 'expiresInDays', message: 'A token lasts from 1 to 365 days' },
      ],
    });
    expect((await tokenRows()).length).toBe(before);
  });

  it('is for admins only', async () => {
    const result = await app.gql(CREATE_TOKEN, { input: { name: 'x', scope: 'ADMIN' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('using a token over HTTP', () => {
  it('reads what an admin may read, without cookie or CSRF header, and records when and from where', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'READ' });
    const result = await asToken(app, token, USERS, {}, '198.51.100.4');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ users: { edges: [{ node: { email: ADMIN.email } }] } });
    const row = await app.prisma.apiToken.findUniqueOrThrow({
      where: { id: (await tokenRows()).find((r) => r.name === apiToken.name && r.lastUsedAt)!.id },
    });
    expect(row.lastUsedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row.lastUsedIp).toBe('198.51.100.4');
  });

  it('refuses mutations and subscriptions with a READ token, clearly, changing nothing', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    const before = (await tokenRows()).length;
    const result = await asToken(app, token, CREATE_TOKEN, { input: { name: 'Escalation', scope: 'ADMIN' } });
    expect(result.status).toBe(403);
    expect(result.errors?.[0]).toMatchObject({
      message: API_TOKEN_MESSAGES.readOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await tokenRows()).length).toBe(before);
  });

  it('runs mutations with an ADMIN token', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const other = await createToken(app, adminCookie, { scope: 'READ' });
    const result = await asToken(app, token, REVOKE, { input: { id: other.apiToken.id } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.revokeApiToken).toMatchObject({ status: 'REVOKED' });
  });

  it('refuses to make a token with a token: it would outlive its maker and survive its revocation', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const before = (await tokenRows()).length;
    const result = await asToken(app, token, CREATE_TOKEN, {
      input: { name: 'Successor', scope: 'ADMIN', expiresInDays: 365 },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: API_TOKEN_MESSAGES.createdBySession,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(result.data?.createApiToken ?? null).toBeNull();
    expect((await tokenRows()).length).toBe(before);
  });

  it('refuses a tampered or malformed token with 401, before any database query', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    for (const bad of [tamperedToken(token), tamperedToken(token, 10), 'mlab_short', 'not-a-token']) {
      counter.reset();
      const result = await asToken(app, bad, USERS);
      expect(result.status).toBe(401);
      expect(result.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(result.errors?.[0]).toMatchObject({
        message: API_TOKEN_MESSAGES.invalid,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(counter.statements).toEqual([]);
    }
  });

  it('refuses an unknown token that is well formed (checksum right), after one lookup', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    await app.prisma.apiToken.deleteMany({ where: { lastFour: token.slice(-4) } });
    const result = await asToken(app, token, USERS);
    expect(result.status).toBe(401);
  });

  it('ignores the cookie beside a token: a bad token is not rescued by an admin session', async () => {
    const response = await app.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, authorization: 'Bearer mlab_nope' },
      body: JSON.stringify({ query: USERS }),
    });
    expect(response.status).toBe(401);
  });
});

describe('a token ends', () => {
  it('when it expires', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'READ', expiresInDays: 1 });
    expect((await asToken(app, token, USERS)).status).toBe(200);
    clock.advance(86_400_000);
    const result = await asToken(app, token, USERS);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.message).toBe(API_TOKEN_MESSAGES.invalid);
    const listed = await app.gql<{ apiTokens: { edges: { node: { status: string } }[] } }>(
      TOKENS,
      {},
      { cookie: adminCookie },
    );
    expect(listed.data?.apiTokens.edges.map((edge) => edge.node.status)).toContain('EXPIRED');
  });

  it('when it is revoked, at once', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'READ' });
    expect((await asToken(app, token, USERS)).status).toBe(200);
    const revoked = await app.gql(REVOKE, { input: { id: apiToken.id } }, { cookie: adminCookie });
    expect(revoked.data?.revokeApiToken).toEqual({
      __typename: 'ApiToken',
      status: 'REVOKED',
      revokedAt: clock.now().toISOString(),
    });
    expect((await asToken(app, token, USERS)).status).toBe(401);
  });

  it('when its owner is demoted, and again works for nobody else', async () => {
    const owner = await createUser(app.prisma, {
      email: 'owner@test.example',
      password: 'owner password 1',
      role: 'admin',
    });
    const ownerCookie = await signIn(app, { email: 'owner@test.example', password: 'owner password 1' });
    const { token } = await createToken(app, ownerCookie, { scope: 'ADMIN' });
    expect((await asToken(app, token, USERS)).status).toBe(200);
    await app.prisma.user.update({ where: { id: owner.id }, data: { appMetadata: { role: 'member' } } });
    const result = await asToken(app, token, USERS);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.message).toBe(API_TOKEN_MESSAGES.ownerNotAdmin);
    // Promoted again, the token works again: it is worth what its owner is worth now.
    await app.prisma.user.update({ where: { id: owner.id }, data: { appMetadata: { role: 'admin' } } });
    expect((await asToken(app, token, USERS)).status).toBe(200);
    await app.prisma.user.delete({ where: { id: owner.id } });
    expect((await asToken(app, token, USERS)).status).toBe(401);
  });

  it("when its owner's password is reset", async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    expect((await asToken(app, token, USERS)).status).toBe(200);
    await upsertAdmin(app.prisma, { email: ADMIN.email, password: 'a brand new password' }, clock.now());
    expect((await asToken(app, token, USERS)).status).toBe(401);
    expect(await app.prisma.apiToken.count({ where: { userId: adminId, revokedAt: null } })).toBe(0);
    adminCookie = await signIn(app, { email: ADMIN.email, password: 'a brand new password' });
  });
});

describe('revoking', () => {
  it('answers an unknown id with NotFoundError', async () => {
    const missing = Buffer.from('ApiToken:00000000-0000-7000-8000-000000000000').toString('base64');
    const result = await app.gql(REVOKE, { input: { id: missing } }, { cookie: adminCookie });
    expect(result.data?.revokeApiToken).toEqual({
      __typename: 'NotFoundError',
      message: API_TOKEN_MESSAGES.notFound,
    });
  });
});
