// Sign-in and sign-out. Only admins get a session: the back-office is the
// only part of the site that needs one (SPEC §4, auth store).
import { lockedMessage, SIGN_IN } from '../../../domain/auth';
import { AUTH } from '../../../domain/shared/messages';
import { validateEmail } from '../../../domain/shared/validation';
import type { Context } from '../../context';
import { AuthError, RateLimitError, ValidationError } from '../../errors';
import { addressForLog, maskEmail } from '../../log';
import { enforceRateLimit } from '../submissions/policy';
import { announceCredentialsEnded, credentialKey } from './credentials';
import { databaseSignInThrottle, logSignInAttempt, type SignInOutcome } from './lockout';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { isAdminMetadata } from './roles';
import { createSession, revokeSession, SESSION_COOKIE, toViewer } from './sessions';

const cookieOptions = (context: Context, expires: Date) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: context.secure,
  path: '/',
  expires,
});

/** Opens a session and sets its cookie; resolves with the user's id. */
export async function signIn(context: Context, input: { email: string; password: string }): Promise<string> {
  // Guessing passwords is the abuse here: attempts per address are limited (RATE_LIMITS signIn).
  await enforceRateLimit(context, 'signIn');
  const email = input.email.trim().toLowerCase();
  ValidationError.throwIf({
    email: validateEmail(email) ?? undefined,
    password: input.password === '' ? SIGN_IN.passwordRequired : undefined,
  });
  // Per email, existing or not: the answer never tells which accounts exist.
  const throttle = databaseSignInThrottle(context.prisma);
  const now = context.services.clock.now();
  const record = async (outcome: SignInOutcome) => {
    await logSignInAttempt(context.prisma, { email, address: context.clientIp, outcome, now });
    context.services.log.info(
      `Sign-in ${outcome} for ${maskEmail(email)} from ${addressForLog(context.clientIp, context.config.logClientAddresses)}`,
    );
  };
  const lockedUntil = await throttle.lockedUntil(email, now);
  if (lockedUntil) {
    await record('locked');
    throw new RateLimitError(lockedMessage(lockedUntil, now));
  }
  const user = await context.prisma.user.findUnique({ where: { email } });
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await record('invalid_credentials');
    const locked = await throttle.recordFailure(email, now);
    throw locked ? new RateLimitError(lockedMessage(locked, now)) : new AuthError(AUTH.invalidCredentials);
  }
  if (!isAdminMetadata(user.appMetadata)) {
    await record('access_denied');
    throw new AuthError(AUTH.accessDenied);
  }
  await throttle.recordSuccess(email);
  await record('signed_in');
  if (needsRehash(user.passwordHash)) {
    await context.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(input.password), updatedAt: now },
    });
  }
  const { token, sessionId, expiresAt } = await createSession(context.prisma, user.id, {
    ttlDays: context.config.sessionTtlDays,
    userAgent: context.request.headers.get('user-agent'),
    now,
  });
  context.setCookie(SESSION_COOKIE, token, cookieOptions(context, expiresAt));
  // The rest of this request (the payload's viewer) runs as the new session.
  context.viewer = toViewer(user, { sessionId, expiresAt });
  return user.id;
}

/** Revokes the current session, if any, and clears the cookie. */
export async function signOut(context: Context): Promise<void> {
  const sessionId = context.viewer?.sessionId;
  if (sessionId) {
    await revokeSession(context.prisma, sessionId);
    announceCredentialsEnded(context.services.events, [credentialKey.session(sessionId)]);
  }
  context.setCookie(SESSION_COOKIE, '', cookieOptions(context, new Date(0)));
  context.viewer = null;
}
