// The User type, the `viewer` query and the admin-only list of users.

import { builder, PUBLIC } from '../../../builder';
import { keysetConnection, keysetConnectionTypes, type SortColumn } from '../../shared/keyset';
import { roleOf } from '../roles';

export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  // A missing id resolves to null instead of failing a whole nodes(ids:) list.
  nullable: true,
  // Only admins, or the user themself, may read a user (also through node(id:)).
  authScopes: (user, context) => context.viewer?.isAdmin === true || context.viewer?.id === user.id,
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    role: t.string({
      nullable: true,
      select: { appMetadata: true },
      resolve: (user) => roleOf(user.appMetadata),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BY_EMAIL: readonly SortColumn[] = [
  { field: 'email', direction: 'asc', kind: 'string' },
  { field: 'id', direction: 'asc', kind: 'string' },
];

builder.queryFields((t) => ({
  viewer: t.prismaField({
    ...PUBLIC,
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
  users: t.connection(
    {
      type: UserType,
      description: 'Every account, by email.',
      // By key, with cursors that name the list (keyset.ts).
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'User', order: BY_EMAIL }, (page) =>
          context.prisma.user.findMany(page),
        ),
    },
    ...keysetConnectionTypes('users'),
  ),
}));
