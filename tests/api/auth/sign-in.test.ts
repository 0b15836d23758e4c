// Sign-in, sign-out and viewer through the real GraphQL endpoint and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../domain/shared/messages';
import { ARGON2_OPTIONS } from '../../../server/modules/auth/password';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { ADMIN, cookieFrom, createUser, MEMBER, SIGN_IN, signIn } from '../../helpers/users';

const VIEWER = /* GraphQL */ `{ viewer { email role } }`;
const SIGN_OUT = /* GraphQL */ `mutation { signOut { signedOut } }`;

type SignInResult = {
  signIn: { __typename: string; message?: string; viewer?: { email: string; role: string } };
};

let app: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  await createUser(app.prisma, { ...MEMBER, role: 'member' });
});
afterAll(() => app.close());

describe('signIn', () => {
  it('signs an admin in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const result = await app.gql<SignInResult>(SIGN_IN, {
      input: { email: 'Admin@Test.Example ', password: ADMIN.password },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn).toEqual({
      __typename: 'SignInPayload',
      viewer: { id: expect.any(String), email: ADMIN.email, role: 'admin' },
    });
    const header = result.cookies.find((cookie) => cookie.startsWith('lab_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);

    const viewer = await app.gql(VIEWER, {}, { cookie: cookieFrom(result.cookies) });
    expect(viewer.data).toEqual({ viewer: { email: ADMIN.email, role: 'admin' } });
  });

  it('stores the session as a hash, never the token itself', async () => {
    const cookie = await signIn(app, ADMIN);
    const token = cookie.split('=')[1]!;
    const sessions = await app.prisma.session.findMany();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((session) => session.id === token)).toBe(false);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'wrong password' }],
    ['an unknown email', { email: 'nobody@test.example', password: ADMIN.password }],
  ])('refuses %s with one message and no cookie', async (_case, input) => {
    const result = await app.gql<SignInResult>(SIGN_IN, { input });
    expect(result.data?.signIn).toEqual({ __typename: 'AuthError', message: AUTH.invalidCredentials });
    expect(result.cookies).toEqual([]);
  });

  it('refuses a non-admin with the spec message and leaves no session', async () => {
    const before = await app.prisma.session.count();
    const result = await app.gql<SignInResult>(SIGN_IN, { input: MEMBER });
    expect(result.data?.signIn).toEqual({
      __typename: 'AuthError',
      message: 'Access denied. Admin privileges required.',
    });
    expect(result.cookies).toEqual([]);
    expect(await app.prisma.session.count()).toBe(before);
  });

  it('validates the email and password before looking anything up', async () => {
    const result = await app.gql<{ signIn: { __typename: string; fieldErrors: unknown } }>(SIGN_IN, {
      input: { email: 'not-an-email', password: '' },
    });
    expect(result.data?.signIn).toEqual({
      __typename: 'ValidationError',
      message: 'Please enter a valid email address',
      fieldErrors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });

  it('marks the cookie Secure behind https', async () => {
    const secureApp = await createTestApp({ db: app.db, env: { PUBLIC_URL: 'https://lab.example' } });
    const result = await secureApp.gql(SIGN_IN, { input: ADMIN });
    expect(result.cookies.find((cookie) => cookie.startsWith('lab_session='))).toMatch(/; Secure/);

    const proxied = await createTestApp({ db: app.db, env: { TRUST_PROXY: 'true' } });
    const behindProxy = await proxied.gql(
      SIGN_IN,
      { input: ADMIN },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(behindProxy.cookies.find((cookie) => cookie.startsWith('lab_session='))).toMatch(/; Secure/);
  });

  it('hashes passwords with argon2id, at least 19 MiB and 2 iterations', async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user.passwordHash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
  });
});

describe('viewer', () => {
  it('is null without a cookie or with an unknown token', async () => {
    expect((await app.gql(VIEWER)).data).toEqual({ viewer: null });
    expect((await app.gql(VIEWER, {}, { cookie: 'lab_session=forged' })).data).toEqual({ viewer: null });
  });

  it('is null once the session has expired', async () => {
    const cookie = await signIn(app, ADMIN);
    clock.advance(15 * 86_400_000);
    try {
      expect((await app.gql(VIEWER, {}, { cookie })).data).toEqual({ viewer: null });
    } finally {
      clock.advance(-15 * 86_400_000);
    }
  });
});

describe('signOut', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const cookie = await signIn(app, ADMIN);
    const result = await app.gql(SIGN_OUT, {}, { cookie });
    expect(result.data).toEqual({ signOut: { signedOut: true } });
    expect(result.cookies[0]).toMatch(/^lab_session=; .*Expires=Thu, 01 Jan 1970/);
    // The old token no longer works, even if a client kept it.
    expect((await app.gql(VIEWER, {}, { cookie })).data).toEqual({ viewer: null });
  });

  it('is harmless without a session', async () => {
    expect((await app.gql(SIGN_OUT)).data).toEqual({ signOut: { signedOut: true } });
  });
});
