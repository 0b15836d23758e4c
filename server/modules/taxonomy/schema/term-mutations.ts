// The back-office mutations of authors, categories and tags (blog and
// courses), one set per kind, made the same way: create<Type>, update<Type>
// and delete<Type> (../terms.ts holds the rules).

import type { ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { deleteTerm, saveTerm, TERM_KINDS, type TermKind } from '../terms';

export function defineTermMutations(kind: TermKind, type: ObjectRef<never, { id: string }>) {
  const { typename, fields: extra, usage } = TERM_KINDS[kind];
  const fields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    ...Object.fromEntries(extra.map((field) => [field, t.string()])),
  });
  const CreateInput = builder.inputType(`Create${typename}Input`, { fields });
  const UpdateInput = builder.inputType(`Update${typename}Input`, {
    fields: (t) => ({ id: t.globalID({ required: true }), ...fields(t) }),
  });
  const reassignHelp =
    usage.onDelete === 'unlink'
      ? `It is removed from its ${usage.noun}s; this field is ignored.`
      : usage.onDelete === 'reassign-required'
        ? `Required when ${usage.noun}s use it: they move to this one.`
        : `Its ${usage.noun}s move to this one, or are left without one when empty.`;
  const DeleteInput = builder.inputType(`Delete${typename}Input`, {
    fields: (t) => ({
      id: t.globalID({ required: true }),
      reassignTo: t.globalID({ description: reassignHelp }),
    }),
  });
  const DeletePayload = builder.objectRef<{ deletedId: string }>(`Delete${typename}Payload`).implement({
    fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
  });
  const reload = (context: { prisma: unknown }, id: string) =>
    (context.prisma as Record<TermKind, { findUniqueOrThrow(args: object): Promise<never> }>)[
      kind
    ].findUniqueOrThrow({ where: { id } });

  builder.mutationFields((t) => ({
    [`create${typename}`]: t.field({
      type,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      errors: { types: [ValidationError] },
      resolve: async (_root, { input }, context) =>
        reload(context, await saveTerm(context, kind, null, input as never)),
    }),
    [`update${typename}`]: t.field({
      type,
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      errors: { types: [ValidationError, NotFoundError] },
      resolve: async (_root, { input }, context) => {
        const { id, ...values } = input as { id: { typename: string; id: string } };
        return reload(context, await saveTerm(context, kind, id, values as never));
      },
    }),
    [`delete${typename}`]: t.field({
      type: DeletePayload,
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      errors: { types: [ValidationError, NotFoundError, ConflictError] },
      resolve: async (_root, { input }, context) => ({
        deletedId: encodeGlobalID(typename, await deleteTerm(context, kind, input.id, input.reassignTo)),
      }),
    }),
  }));
}
