// Sign-in and sign-out. Only admins get a session: the back-office is the
// only part of the site that needs one (SPEC §4, auth store).
import { lockedMessage } from '../../../domain/auth';
import { AUTH } from '../../../domain/messages';
import { validateEmail } from '../../../domain/validation';
import { enforceRateLimit } from '../../abuse';
import { databaseSignInThrottle, logSignInAttempt, type SignInOutcome } from '../../auth/lockout';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { isAdminMetadata } from '../../auth/roles';
import { createSession, revokeSession, SESSION_COOKIE, toViewer } from '../../auth/sessions';
import { builder, PUBLIC } from '../../builder';
import type { Context } from '../../context';
import { AuthError, RateLimitError, ValidationError } from '../../errors';
import { UserType } from './user';

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const SignInPayload = builder.objectRef<{ viewerId: string }>('SignInPayload').implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: UserType,
      resolve: (query, payload, _args, context) =>
        context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.viewerId } }),
    }),
  }),
});

const SignOutPayload = builder.objectRef<{ signedOut: boolean }>('SignOutPayload').implement({
  fields: (t) => ({ signedOut: t.exposeBoolean('signedOut') }),
});

const cookieOptions = (context: Context, expires: Date) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: context.secure,
  path: '/',
  expires,
});

builder.mutationFields((t) => ({
  signIn: t.field({
    ...PUBLIC,
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [AuthError, ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      // Guessing passwords is the abuse here: attempts per address are limited (RATE_LIMITS signIn).
      enforceRateLimit(context, 'signIn');
      const email = input.email.trim().toLowerCase();
      ValidationError.throwIf({
        email: validateEmail(email) ?? undefined,
        password: input.password === '' ? 'Password is required' : undefined,
      });
      // Per email, existing or not: the answer never tells which accounts exist.
      const throttle = databaseSignInThrottle(context.prisma);
      const now = context.services.clock.now();
      const record = async (outcome: SignInOutcome) => {
        await logSignInAttempt(context.prisma, { email, address: context.clientIp, outcome, now });
        context.services.log.info(
          `Sign-in ${outcome} for ${email} from ${context.clientIp ?? 'an unknown address'}`,
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
        throw locked
          ? new RateLimitError(lockedMessage(locked, now))
          : new AuthError(AUTH.invalidCredentials);
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
          data: { passwordHash: await hashPassword(input.password) },
        });
      }
      const { token, sessionId, expiresAt } = await createSession(context.prisma, user.id, {
        ttlDays: context.config.sessionTtlDays,
        userAgent: context.request.headers.get('user-agent'),
        now,
      });
      context.setCookie(SESSION_COOKIE, token, cookieOptions(context, expiresAt));
      // The rest of this request (the payload's viewer) runs as the new session.
      context.viewer = toViewer(user, sessionId);
      return { viewerId: user.id };
    },
  }),
  signOut: t.field({
    ...PUBLIC,
    type: SignOutPayload,
    description: 'Revokes the current session, if any, and clears the cookie.',
    resolve: async (_root, _args, context) => {
      if (context.viewer) await revokeSession(context.prisma, context.viewer.sessionId);
      context.setCookie(SESSION_COOKIE, '', cookieOptions(context, new Date(0)));
      context.viewer = null;
      return { signedOut: true };
    },
  }),
}));
