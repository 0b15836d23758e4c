// Sign-in and sign-out mutations (../signIn.ts holds the rules).
import { builder, PUBLIC } from '../../../builder';
import { AuthError, RateLimitError, ValidationError } from '../../../errors';
import { signIn, signOut } from '../signIn';
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

builder.mutationFields((t) => ({
  signIn: t.field({
    ...PUBLIC,
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [AuthError, ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => ({ viewerId: await signIn(context, input) }),
  }),
  signOut: t.field({
    ...PUBLIC,
    type: SignOutPayload,
    description: 'Revokes the current session, if any, and clears the cookie.',
    resolve: async (_root, _args, context) => {
      await signOut(context);
      return { signedOut: true };
    },
  }),
}));
