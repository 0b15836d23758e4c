// Server-side sessions: the browser holds a random token in an HttpOnly,
// SameSite=Lax cookie; the database holds only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db';
import { isAdminMetadata, roleOf } from './roles';

export const SESSION_COOKIE = 'lab_session';
/** lastSeenAt is refreshed at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type Viewer = {
  id: string;
  email: string;
  name: string | null;
  role: string | null;
  isAdmin: boolean;
  /** The session behind a cookie; null for a caller with an API token. */
  sessionId: string | null;
  /** The API token the caller sent (`Authorization: Bearer`), if any. */
  apiToken: { id: string; scope: 'READ' | 'ADMIN' } | null;
  /** When the session or API token ends by itself. */
  expiresAt: Date;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ViewerUser = { id: string; email: string; name: string | null; appMetadata: unknown };

export function toViewer(
  user: ViewerUser,
  {
    sessionId = null,
    apiToken = null,
    expiresAt,
  }: Partial<Pick<Viewer, 'sessionId' | 'apiToken'>> & {
    expiresAt: Date;
  },
): Viewer {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user.appMetadata),
    isAdmin: isAdminMetadata(user.appMetadata),
    sessionId,
    apiToken,
    expiresAt,
  };
}

export async function createSession(
  prisma: PrismaClient,
  userId: string,
  { ttlDays, userAgent, now }: { ttlDays: number; userAgent?: string | null; now: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  const sessionId = hashToken(token);
  await prisma.session.create({
    data: {
      id: sessionId,
      userId,
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    },
  });
  return { token, sessionId, expiresAt };
}

/** The viewer behind a session token, or null if it is unknown or expired. */
export async function findViewer(prisma: PrismaClient, token: string, now: Date): Promise<Viewer | null> {
  const session = await prisma.session.findUnique({
    where: { id: hashToken(token) },
    include: { user: { select: { id: true, email: true, name: true, appMetadata: true } } },
  });
  if (!session || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return toViewer(session.user, { sessionId: session.id, expiresAt: session.expiresAt });
}

export async function revokeSession(prisma: PrismaClient, sessionId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

export async function deleteExpiredSessions(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
