// The per-account sign-in lockout (rule in domain/auth.ts) and the sign-in
// log. The counter sits behind SignInThrottle so another store (Redis) can
// replace the database one; both the counter and the log are shared by every
// server instance, unlike the per-address rate limits.
import { lockMinutes, SIGN_IN_LOCKOUT } from '../../../domain/auth';
import type { PrismaClient } from '../../db';

export type SignInThrottle = {
  /** Until when the email is locked, or null. */
  lockedUntil(email: string, now: Date): Promise<Date | null>;
  /** Counts a failed sign-in; returns the lock it started, if it started one. */
  recordFailure(email: string, now: Date): Promise<Date | null>;
  /** A successful sign-in forgets the failures and lockouts. */
  recordSuccess(email: string): Promise<void>;
  /** Lifts a lock (the admin:unlock command); false when the email had none. */
  unlock(email: string, now: Date): Promise<boolean>;
};

export function databaseSignInThrottle(prisma: PrismaClient): SignInThrottle {
  return {
    async lockedUntil(email, now) {
      const row = await prisma.signInLockout.findUnique({ where: { email }, select: { lockedUntil: true } });
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    },
    async recordFailure(email, now) {
      const forgetBefore = new Date(now.getTime() - SIGN_IN_LOCKOUT.forgetAfterHours * 3_600_000);
      // One statement each, so concurrent failures are all counted and only one starts the lock.
      await prisma.$executeRaw`
        INSERT INTO sign_in_lockouts (email, failures, lockouts, last_failure_at)
        VALUES (${email}, 1, 0, ${now})
        ON CONFLICT (email) DO UPDATE SET
          failures = CASE WHEN sign_in_lockouts.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_lockouts.failures + 1 END,
          lockouts = CASE WHEN sign_in_lockouts.last_failure_at < ${forgetBefore} THEN 0 ELSE sign_in_lockouts.lockouts END,
          last_failure_at = ${now}`;
      const locked = await prisma.$queryRaw<{ lockouts: number }[]>`
        UPDATE sign_in_lockouts SET failures = 0, lockouts = lockouts + 1
        WHERE email = ${email} AND failures >= ${SIGN_IN_LOCKOUT.maxFailures}
        RETURNING lockouts`;
      if (locked.length === 0) return null;
      const lockedUntil = new Date(now.getTime() + lockMinutes(locked[0]!.lockouts) * 60_000);
      await prisma.signInLockout.update({ where: { email }, data: { lockedUntil } });
      return lockedUntil;
    },
    async recordSuccess(email) {
      await prisma.signInLockout.deleteMany({ where: { email } });
    },
    async unlock(email, now) {
      const row = await prisma.signInLockout.findUnique({ where: { email } });
      await prisma.signInLockout.deleteMany({ where: { email } });
      return Boolean(row?.lockedUntil && row.lockedUntil > now);
    },
  };
}

export type SignInOutcome = 'signed_in' | 'invalid_credentials' | 'access_denied' | 'locked';

/** Writes the attempt to the sign-in log (the table, for every instance to read). */
export async function logSignInAttempt(
  prisma: PrismaClient,
  attempt: { email: string; address: string | null; outcome: SignInOutcome; now: Date },
): Promise<void> {
  await prisma.signInAttempt.create({
    data: {
      email: attempt.email,
      address: attempt.address,
      outcome: attempt.outcome,
      createdAt: attempt.now,
    },
  });
}
