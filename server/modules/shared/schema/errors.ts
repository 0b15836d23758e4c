// GraphQL types of the expected failures in server/errors.ts. Every mutation
// lists the ones it can return; clients select `... on Error { message }`.
import { builder } from '../../../builder';
import {
  AuthError,
  ConflictError,
  type FieldMessage,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../../../errors';
import { UserType } from '../../auth/schema/user';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorType = builder.objectRef<FieldMessage>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Input field name; empty for the whole input.' }),
    message: t.exposeString('message'),
    existingId: t.id({
      nullable: true,
      description:
        'The record that already has this value (a contact with this email), when that is the reason.',
      resolve: (error) => error.existingId ?? null,
    }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorType], resolve: (error) => error.fieldErrors }),
  }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ConflictError,
  fields: (t) => ({
    currentVersion: t.int({
      nullable: true,
      description:
        'The version the record has now, when an update named a stale `expectedVersion`: read it again, merge, and send this version. Null for other conflicts.',
      resolve: (error) => error.currentVersion,
    }),
    savedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the save the update lost to was made (with currentVersion). Null for other conflicts.',
      resolve: (error) => error.laterSave?.at ?? null,
    }),
    savedBy: t.string({
      nullable: true,
      description:
        'The email of the admin who made that save, where the record keeps it (a post keeps it also once the account is removed); null when unknown (an import, a save made before it was recorded) and for other conflicts. savedByUser gives the account itself.',
      resolve: (error) => error.laterSave?.by ?? null,
    }),
    savedByUser: t.field({
      type: UserType,
      nullable: true,
      description:
        "The admin who made that save, as Asset.savedBy and Video.savedBy name one (compare its id with viewer's to tell your own save in another tab); null when unknown, when the account was removed since, and for other conflicts.",
      resolve: (error, _args, context) => {
        const userId = error.laterSave?.userId;
        return userId ? context.prisma.user.findUnique({ where: { id: userId } }) : null;
      },
    }),
  }),
});

for (const [ErrorClass, name] of [
  [NotFoundError, 'NotFoundError'],
  [AuthError, 'AuthError'],
  [RateLimitError, 'RateLimitError'],
] as const) {
  builder.objectType(ErrorClass, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
  });
}
