import { describe, expect, it } from 'vitest';
import { lockedMessage, lockMinutes, SIGN_IN_LOCKOUT } from '../../../domain/auth';

describe('lockMinutes', () => {
  it.each([
    [1, 10],
    [2, 20],
    [3, 40],
    [8, 1280],
    [9, SIGN_IN_LOCKOUT.maxLockMinutes],
    [40, SIGN_IN_LOCKOUT.maxLockMinutes],
  ])('lock %i lasts %i minutes', (lockout, minutes) => expect(lockMinutes(lockout)).toBe(minutes));
});

describe('lockedMessage', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [10 * 60_000, 'Try again in 10 minutes,'],
    [9 * 60_000 + 1, 'Try again in 10 minutes,'],
    [30_000, 'Try again in 1 minute,'],
  ])('rounds %i ms up to whole minutes', (ms, words) =>
    expect(lockedMessage(new Date(now.getTime() + ms), now)).toContain(words),
  );
});
