// Sign-in and sign-out. Only admins get a session: the back-office is the
// only part of the site that needs one (SPEC §4, auth store).
import { AUTH } from '../../../../domain/messages';
import { validateEmail } from '../../../../domain/validation';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import { AuthError, RateLimitError, ValidationError } from '../../../errors';
import { enforceRateLimit } from '../../submissions/policy';
import { hashPassword, needsRehash, verifyPassword } from '../password';
import { isAdminMetadata } from '../roles';
import { createSession, revokeSession, SESSION_COOKIE, toViewer } from '../sessions';
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
