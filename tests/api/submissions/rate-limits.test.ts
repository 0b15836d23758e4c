// Rate limits are per form and per address, configurable with RATE_LIMITS:
// here sign-in, the one public mutation visitors do not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../domain/shared/messages';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { ADMIN, createUser, SIGN_IN } from '../../helpers/users';

const clock = new TestClock();
let app: TestApp;
const attempt = (clientIp: string, password = 'wrong password') =>
  app.gql<{ signIn: { __typename: string; message?: string } }>(
    SIGN_IN,
    { input: { email: ADMIN.email, password } },
    { clientIp },
  );

beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMITS: 'signIn=3, contact=1' }, services: { clock } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
});
afterAll(() => app.close());

describe('sign-in attempts', () => {
  it('are limited per address, even with the right password, until the minute is over', async () => {
    for (let index = 0; index < 3; index++)
      expect((await attempt('192.0.2.1')).data?.signIn.__typename).toBe('AuthError');
    expect((await attempt('192.0.2.1', ADMIN.password)).data?.signIn).toEqual({
      __typename: 'RateLimitError',
      message: CONTACT.tooManyRequests,
    });
    expect((await attempt('192.0.2.2', ADMIN.password)).data?.signIn.__typename).toBe('SignInPayload');
    clock.advance(60_000);
    expect((await attempt('192.0.2.1', ADMIN.password)).data?.signIn.__typename).toBe('SignInPayload');
  });

  it('count separately from other forms', async () => {
    clock.advance(60_000);
    const send = () =>
      app.gql<{ sendContactMessage: { __typename: string } }>(
        SEND_CONTACT,
        { input: contactInput() },
        { clientIp: '192.0.2.3' },
      );
    expect((await send()).data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    expect((await send()).data?.sendContactMessage.__typename).toBe('RateLimitError');
    expect((await attempt('192.0.2.3', ADMIN.password)).data?.signIn.__typename).toBe('SignInPayload');
  });
});

describe('RATE_LIMITS', () => {
  it('turns a limit off with 0 and rejects an unknown form', async () => {
    const open = await createTestApp({ env: { RATE_LIMITS: 'contact=0' } });
    try {
      for (let index = 0; index < 8; index++) {
        const result = await open.gql<{ sendContactMessage: { __typename: string } }>(SEND_CONTACT, {
          input: contactInput(),
        });
        expect(result.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
      }
    } finally {
      await open.close();
    }
    expect(() => loadConfig({ RATE_LIMITS: 'newsletter=3' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'contact=many' })).toThrow(/RATE_LIMITS/);
  });
});
