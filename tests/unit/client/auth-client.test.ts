// The auth store's rules with a scripted transport: retries, time limits,
// refusals and the admin-only rule (SPEC §4, §8, §9).
import { describe, expect, it, vi } from 'vitest';
import { GraphQLResponseError } from '../../../client/relay/errors';
import {
  type AuthTransport,
  type AuthUser,
  checkAuth,
  signIn,
  signOut,
} from '../../../client/routes/admin/auth/authClient';
import { AUTH_RETRY } from '../../../domain/shared/constants';
import { AUTH } from '../../../domain/shared/messages';

const admin: AuthUser = { id: '1', email: 'admin@lab.example', name: null, role: 'admin' };
const member: AuthUser = { ...admin, role: 'member' };
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

function transport(overrides: Partial<AuthTransport> = {}) {
  return {
    fetchViewer: vi.fn(async () => admin as AuthUser | null),
    signIn: vi.fn(async () => ({ user: admin }) as { user: AuthUser } | { refused: string }),
    signOut: vi.fn(async () => {}),
    ...overrides,
  } satisfies AuthTransport;
}
const sleeps = () => {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
};
const fast = { ...AUTH_RETRY, timeoutMs: 30 };

describe('checkAuth', () => {
  it('passes an admin and lets a visitor without session through as signed out', async () => {
    expect(await checkAuth(transport())).toEqual({ user: admin, error: null });
    expect(await checkAuth(transport({ fetchViewer: async () => null }))).toEqual({
      user: null,
      error: null,
    });
  });

  it('signs a non-admin out with the access-denied message', async () => {
    const t = transport({ fetchViewer: async () => member });
    expect(await checkAuth(t)).toEqual({ user: null, error: 'Access denied. Admin privileges required.' });
    expect(t.signOut).toHaveBeenCalledOnce();
  });

  it('retries 3 times 2 s apart, then signs out with the failure message', async () => {
    const { delays, sleep } = sleeps();
    const t = transport({ fetchViewer: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await checkAuth(t, { sleep })).toEqual({ user: null, error: AUTH.checkFailed });
    expect(t.fetchViewer).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([2000, 2000]);
    expect(t.signOut).toHaveBeenCalledOnce();
  });

  it('reports a time-out with its own message', async () => {
    const t = transport({ fetchViewer: vi.fn(hang) });
    expect(await checkAuth(t, { policy: fast, sleep: async () => {} })).toEqual({
      user: null,
      error: 'Connection timed out. Please check your internet connection and try again.',
    });
    expect(t.fetchViewer).toHaveBeenCalledTimes(3);
  });

  it('recovers when a later attempt succeeds', async () => {
    const fetchViewer = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(admin);
    expect(await checkAuth(transport({ fetchViewer }), { sleep: async () => {} })).toEqual({
      user: admin,
      error: null,
    });
  });
});

describe('signIn', () => {
  it('does not retry a refusal and shows it as the server said', async () => {
    const t = transport({ signIn: vi.fn(async () => ({ refused: AUTH.invalidCredentials })) });
    expect(await signIn(t, 'a@b.co', 'x')).toEqual({ user: null, error: AUTH.invalidCredentials });
    expect(t.signIn).toHaveBeenCalledOnce();
  });

  it('does not retry a GraphQL error either', async () => {
    const t = transport({
      signIn: vi.fn(async () => Promise.reject(new GraphQLResponseError([{ message: 'x' }]))),
    });
    expect(await signIn(t, 'a@b.co', 'x')).toEqual({ user: null, error: AUTH.signInFailed });
    expect(t.signIn).toHaveBeenCalledOnce();
  });

  it('retries network failures, then reports the spec messages', async () => {
    const failing = transport({
      signIn: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await signIn(failing, 'a@b.co', 'x', { sleep: async () => {} })).toEqual({
      user: null,
      error: 'Sign in failed after multiple attempts',
    });
    expect(failing.signIn).toHaveBeenCalledTimes(3);
    const slow = transport({
      signIn: vi.fn((_email: string, _password: string, signal: AbortSignal) => hang(signal)),
    });
    expect(await signIn(slow, 'a@b.co', 'x', { policy: fast, sleep: async () => {} })).toEqual({
      user: null,
      error: 'Connection timed out. Please try again.',
    });
  });

  it('refuses a non-admin even if the server let one through', async () => {
    const t = transport({ signIn: async () => ({ user: member }) });
    expect(await signIn(t, 'a@b.co', 'x')).toEqual({ user: null, error: AUTH.accessDenied });
    expect(t.signOut).toHaveBeenCalledOnce();
  });
});

describe('signOut', () => {
  it('reports failures and time-outs with the spec messages', async () => {
    const failing = transport({ signOut: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    expect(await signOut(failing, { sleep: async () => {} })).toEqual({
      error: 'Sign out failed after multiple attempts',
    });
    expect(failing.signOut).toHaveBeenCalledTimes(3);
    const slow = transport({ signOut: vi.fn(hang) });
    expect(await signOut(slow, { policy: fast, sleep: async () => {} })).toEqual({
      error: 'Sign out timed out. Please try again.',
    });
    expect(await signOut(transport())).toEqual({ error: null });
  });
});
