// The User type, the `viewer` query and the admin-only list of users.

import { builder, PUBLIC } from '../../../builder';
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

builder.queryFields((t) => ({
  viewer: t.prismaField({
    ...PUBLIC,
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
  users: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'Every account, by email.',
    resolve: (query, _root, _args, context) =>
      context.prisma.user.findMany({ ...query, orderBy: { email: 'asc' } }),
  }),
}));
