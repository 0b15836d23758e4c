// Sign-in and sign-out. Only admins get a session: the back-office is the
// only part of the site that needs one (SPEC §4, auth store).
import { AUTH } from '../../../domain/shared/messages';
import { validateEmail } from '../../../domain/shared/validation';
import type { Context } from '../../context';
import { AuthError, ValidationError } from '../../errors';
import { enforceRateLimit } from '../submissions/policy';
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
  enforceRateLimit(context, 'signIn');
  const email = input.email.trim().toLowerCase();
  ValidationError.throwIf({
    email: validateEmail(email) ?? undefined,
    password: input.password === '' ? 'Password is required' : undefined,
  });
  const user = await context.prisma.user.findUnique({ where: { email } });
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw new AuthError(AUTH.invalidCredentials);
  if (!isAdminMetadata(user.appMetadata)) throw new AuthError(AUTH.accessDenied);
  if (needsRehash(user.passwordHash)) {
    await context.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(input.password) },
    });
  }
  const { token, sessionId, expiresAt } = await createSession(context.prisma, user.id, {
    ttlDays: context.config.sessionTtlDays,
    userAgent: context.request.headers.get('user-agent'),
    now: context.services.clock.now(),
  });
  context.setCookie(SESSION_COOKIE, token, cookieOptions(context, expiresAt));
  // The rest of this request (the payload's viewer) runs as the new session.
  context.viewer = toViewer(user, sessionId);
  return user.id;
}

/** Revokes the current session, if any, and clears the cookie. */
export async function signOut(context: Context): Promise<void> {
  if (context.viewer) await revokeSession(context.prisma, context.viewer.sessionId);
  context.setCookie(SESSION_COOKIE, '', cookieOptions(context, new Date(0)));
  context.viewer = null;
}
