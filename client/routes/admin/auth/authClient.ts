// The auth store's rules (SPEC §4, §8, §9), free of React and Relay so they
// can be tested with a fake transport: 3 attempts 2 s apart, 15 s each; only
// admins pass; after the retries fail the user is signed out.
import { AUTH_RETRY, type RetryPolicy } from '../../../../domain/shared/constants';
import { AUTH } from '../../../../domain/shared/messages';
import { type RetryOptions, retry, TimeoutError } from '../../../../domain/shared/retry';
import { isTransient } from '../../../relay/errors';

export type AuthUser = { id: string; email: string; name: string | null; role: string | null };

export type AuthTransport = {
  fetchViewer(signal: AbortSignal): Promise<AuthUser | null>;
  /** Resolves with the user, or with the server's refusal message. */
  signIn(
    email: string,
    password: string,
    signal: AbortSignal,
  ): Promise<{ user: AuthUser } | { refused: string }>;
  signOut(signal: AbortSignal): Promise<void>;
};

export type AuthOutcome = { user: AuthUser | null; error: string | null };
type Options = RetryOptions & { policy?: RetryPolicy };

/** A definite answer from the server (wrong password, not an admin): never retried. */
class Refusal extends Error {}

const isAdmin = (user: AuthUser | null) => user?.role === 'admin';
const signOutQuietly = (transport: AuthTransport) =>
  transport.signOut(AbortSignal.timeout(AUTH_RETRY.timeoutMs ?? 15_000)).catch(() => undefined);

export async function checkAuth(transport: AuthTransport, options: Options = {}): Promise<AuthOutcome> {
  const { policy = AUTH_RETRY, ...retryOptions } = options;
  try {
    const user = await retry((signal) => transport.fetchViewer(signal), policy, {
      shouldRetry: isTransient,
      ...retryOptions,
    });
    if (user && !isAdmin(user)) {
      await signOutQuietly(transport);
      return { user: null, error: AUTH.accessDenied };
    }
    return { user, error: null };
  } catch (error) {
    await signOutQuietly(transport);
    return { user: null, error: error instanceof TimeoutError ? AUTH.checkTimedOut : AUTH.checkFailed };
  }
}

export async function signIn(
  transport: AuthTransport,
  email: string,
  password: string,
  options: Options = {},
): Promise<AuthOutcome> {
  const { policy = AUTH_RETRY, ...retryOptions } = options;
  try {
    const user = await retry(
      async (signal) => {
        const result = await transport.signIn(email, password, signal);
        if ('refused' in result) throw new Refusal(result.refused);
        return result.user;
      },
      policy,
      { shouldRetry: (error) => !(error instanceof Refusal) && isTransient(error), ...retryOptions },
    );
    if (!isAdmin(user)) {
      await signOutQuietly(transport);
      return { user: null, error: AUTH.accessDenied };
    }
    return { user, error: null };
  } catch (error) {
    if (error instanceof Refusal) return { user: null, error: error.message };
    return { user: null, error: error instanceof TimeoutError ? AUTH.signInTimedOut : AUTH.signInFailed };
  }
}

export async function signOut(
  transport: AuthTransport,
  options: Options = {},
): Promise<{ error: string | null }> {
  const { policy = AUTH_RETRY, ...retryOptions } = options;
  try {
    await retry((signal) => transport.signOut(signal), policy, { shouldRetry: isTransient, ...retryOptions });
    return { error: null };
  } catch (error) {
    return { error: error instanceof TimeoutError ? AUTH.signOutTimedOut : AUTH.signOutFailed };
  }
}
