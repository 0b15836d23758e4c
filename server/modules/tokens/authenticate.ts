// Requests with an API token: used as `Authorization: Bearer <secret>` (or in
// graphql-ws's connection_init), and never worth more than their owner is
// worth now.
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import type { PrismaClient } from '../../db';
import { toViewer, type Viewer } from '../auth/sessions';
import { hashSecret, isWellFormedSecret } from './secret';

/** lastUsedAt is written at most this often per token (or when the address changes). */
const LAST_USED_INTERVAL_MS = 60_000;

/** Why a token cannot be used, or the viewer it stands for. */
export type TokenAuthentication = { viewer: Viewer } | { refused: string };

/**
 * The viewer behind a secret. A malformed secret (wrong prefix, length or
 * checksum) is refused without touching the database. The owner's role is
 * read now, so demoting or deleting them ends their tokens too.
 */
export async function authenticateApiToken(
  prisma: PrismaClient,
  secret: string,
  { now, clientIp }: { now: Date; clientIp: string | null },
): Promise<TokenAuthentication> {
  if (!isWellFormedSecret(secret)) return { refused: API_TOKEN_MESSAGES.invalid };
  const token = await prisma.apiToken.findUnique({
    where: { secretHash: hashSecret(secret) },
    include: { user: { select: { id: true, email: true, name: true, appMetadata: true } } },
  });
  if (!token || token.revokedAt || token.expiresAt <= now) return { refused: API_TOKEN_MESSAGES.invalid };
  const viewer = toViewer(token.user, {
    apiToken: { id: token.id, scope: token.scope },
    expiresAt: token.expiresAt,
  });
  if (!viewer.isAdmin) return { refused: API_TOKEN_MESSAGES.ownerNotAdmin };
  const stale = !token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS;
  if (stale || token.lastUsedIp !== clientIp) {
    await prisma.apiToken.update({
      where: { id: token.id },
      data: { lastUsedAt: now, lastUsedIp: clientIp },
    });
  }
  return { viewer };
}
