// API tokens in GraphQL: admins list, create and revoke them. Admin-only,
// including through node(id:); the secret itself is in the create payload
// only, never readable again.
import { API_TOKEN_PREFIX } from '../../../../domain/tokens';
import { builder } from '../../../builder';
import { ApiTokenScope as PrismaApiTokenScope } from '../../../db/generated/prisma/enums';
import { NotFoundError, ValidationError } from '../../../errors';
import { UserType } from '../../auth/schema/user';
import { keysetConnection, keysetConnectionTypes, newestFirst } from '../../shared/keyset';
import { createApiToken, revokeApiToken } from '../tokens';

const ApiTokenScopeEnum = builder.enumType(PrismaApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'READ: everything a signed-in admin can read. ADMIN: reads and mutations.',
});

const ApiTokenStatusEnum = builder.enumType('ApiTokenStatus', {
  values: ['ACTIVE', 'EXPIRED', 'REVOKED'] as const,
});

export const ApiTokenType = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    scope: t.expose('scope', { type: ApiTokenScopeEnum }),
    hint: t.string({
      description: 'The prefix and last four characters of the secret, to recognise it.',
      select: { lastFour: true },
      resolve: (token) => `${API_TOKEN_PREFIX}…${token.lastFour}`,
    }),
    status: t.field({
      type: ApiTokenStatusEnum,
      select: { revokedAt: true, expiresAt: true },
      resolve: (token, _args, context) =>
        token.revokedAt ? 'REVOKED' : token.expiresAt <= context.services.clock.now() ? 'EXPIRED' : 'ACTIVE',
    }),
    owner: t.relation('user', { type: UserType }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    lastUsedIp: t.exposeString('lastUsedIp', {
      nullable: true,
      description: 'The address it was last used from.',
    }),
  }),
});

const ApiTokenSettings = builder
  .objectRef<{ defaultExpiresInDays: number; maxExpiresInDays: number }>('ApiTokenSettings')
  .implement({
    fields: (t) => ({
      defaultExpiresInDays: t.exposeInt('defaultExpiresInDays'),
      maxExpiresInDays: t.exposeInt('maxExpiresInDays'),
    }),
  });

builder.queryFields((t) => ({
  apiTokens: t.connection(
    {
      type: ApiTokenType,
      description: 'Every API token (active, expired and revoked), newest first.',
      // By key, with cursors that name the list (keyset.ts).
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'ApiToken', order: newestFirst }, (page) =>
          context.prisma.apiToken.findMany(page),
        ),
    },
    ...keysetConnectionTypes('apiTokens'),
  ),
  apiTokenSettings: t.field({
    type: ApiTokenSettings,
    description: 'Lifetimes a new token may have (API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS).',
    resolve: (_root, _args, { config }) => ({
      defaultExpiresInDays: config.apiTokens.defaultDays,
      maxExpiresInDays: config.apiTokens.maxDays,
    }),
  }),
}));

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'What the token is for, e.g. "Newsletter sync".' }),
    scope: t.field({ type: ApiTokenScopeEnum, required: true }),
    expiresInDays: t.int({
      description: 'Days until it stops working; API_TOKEN_DEFAULT_DAYS when omitted.',
    }),
  }),
});

const CreateApiTokenPayload = builder
  .objectRef<{ id: string; secret: string }>('CreateApiTokenPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('secret', {
        description: 'The secret, shown this once: send it as `Authorization: Bearer <token>`.',
      }),
      apiToken: t.prismaField({
        type: ApiTokenType,
        resolve: (query, payload, _args, context) =>
          context.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
      }),
    }),
  });

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: ApiTokenType }) }),
});

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreateApiTokenPayload,
    description:
      'A token owned by the signed-in admin, never worth more than they are. Refused to a caller using an API token.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, context) => createApiToken(context, input),
  }),
  revokeApiToken: t.prismaField({
    type: ApiTokenType,
    description: 'Ends a token at once.',
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.apiToken.findUniqueOrThrow({
        ...query,
        where: { id: await revokeApiToken(context, input.id) },
      }),
  }),
}));
