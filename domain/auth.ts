// The per-account lockout against password guessing: after MAX_FAILURES
// failed sign-ins in a row an email is locked, for FIRST_LOCK_MINUTES the
// first time and twice as long each time after, until a sign-in succeeds;
// and the sign-in form's words that are not the spec's.
import { AUTH, formatMessage, plural } from './shared/messages';

/** Back-office words only, so apart from AUTH in shared/messages.ts, which public pages load. */
export const SIGN_IN = {
  passwordRequired: 'Password is required',
} as const;

export const SIGN_IN_LOCKOUT = {
  maxFailures: 5,
  firstLockMinutes: 10,
  /** No lock lasts longer than a day. */
  maxLockMinutes: 24 * 60,
  /** Failures this long after the last one start the count again (lockouts included). */
  forgetAfterHours: 24,
} as const;

/** Minutes of the `lockout`-th lock (counting from 1). */
export function lockMinutes(lockout: number): number {
  const minutes = SIGN_IN_LOCKOUT.firstLockMinutes * 2 ** Math.max(0, lockout - 1);
  return Math.min(minutes, SIGN_IN_LOCKOUT.maxLockMinutes);
}

/** The refusal while locked, with the wait rounded up to whole minutes. */
export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return formatMessage(AUTH.signInLocked, { minutes: plural(minutes, 'minute') });
}
