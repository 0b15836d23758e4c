// API tokens: created by signed-in admins (never with a token) and revoked by admins
// (authenticate.ts checks them).
import { API_TOKEN_MESSAGES, type ApiTokenScope, apiTokenInputErrors } from '../../../domain/tokens';
import type { Context } from '../../context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { announceCredentialsEnded, credentialKey } from '../auth/credentials';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { generateSecret, hashSecret } from './secret';

export type CreateApiTokenInput = { name: string; scope: ApiTokenScope; expiresInDays?: number | null };

/** Creates a token owned by the viewer; the secret is returned here and never again. */
export async function createApiToken(
  context: Context,
  input: CreateApiTokenInput,
): Promise<{ id: string; secret: string }> {
  // A leaked token could otherwise make itself a successor that lives on after it is revoked.
  if (context.viewer?.apiToken) throw new ForbiddenError(true, API_TOKEN_MESSAGES.createdBySession);
  const { defaultDays, maxDays } = context.config.apiTokens;
  const name = input.name.trim();
  const expiresInDays = input.expiresInDays ?? defaultDays;
  ValidationError.throwIf(apiTokenInputErrors({ name, expiresInDays }, maxDays));
  const secret = generateSecret();
  const now = context.services.clock.now();
  const token = await context.prisma.apiToken.create({
    data: {
      userId: context.viewer!.id,
      name,
      scope: input.scope,
      secretHash: hashSecret(secret),
      lastFour: secret.slice(-4),
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiresInDays * 86_400_000),
    },
    select: { id: true },
  });
  return { id: token.id, secret };
}

/** Ends a token at once; revoking a revoked token changes nothing. */
export async function revokeApiToken(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'ApiToken');
  const token = id
    ? await context.prisma.apiToken.findUnique({ where: { id }, select: { id: true, revokedAt: true } })
    : null;
  if (!token) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
  if (!token.revokedAt) {
    await context.prisma.apiToken.update({
      where: { id: token.id },
      data: { revokedAt: context.services.clock.now() },
    });
    announceCredentialsEnded(context.services.events, [credentialKey.token(token.id)]);
  }
  return token.id;
}
