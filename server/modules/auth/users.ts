// Creating and resetting admin accounts (CLI and first start).
import { randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db';
import type { EventBus } from '../../services/events';
import { announceCredentialsEnded, credentialKey } from './credentials';
import { hashPassword } from './password';
import { ADMIN_ROLE } from './roles';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Creates the admin, or resets the password and role of an existing account;
 * revokes its sessions and its API tokens (a reset means the old credentials
 * may be in the wrong hands), and announces that on `events`, which ends
 * the streams they opened. A command in a process of its own has no bus the
 * server hears unless Redis carries it: those streams end at their next
 * check instead (http/stream-access.ts). `now` (the app's clock, or the
 * system's in a command) dates the account and the revocations.
 */
export async function upsertAdmin(
  prisma: PrismaClient,
  { email, password, name }: { email: string; password: string; name?: string },
  now: Date,
  events?: EventBus,
): Promise<{ id: string; created: boolean }> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await prisma.user.findUnique({ where: { email: normalized } });
  const appMetadata = {
    ...((existing?.appMetadata as Prisma.JsonObject | undefined) ?? {}),
    role: ADMIN_ROLE,
  };
  const user = await prisma.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email: normalized },
      create: {
        email: normalized,
        passwordHash,
        appMetadata,
        name: name ?? null,
        createdAt: now,
        updatedAt: now,
      },
      update: { passwordHash, appMetadata, updatedAt: now },
    });
    await tx.session.deleteMany({ where: { userId: user.id } });
    await tx.apiToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    return user;
  });
  if (events) announceCredentialsEnded(events, [credentialKey.user(user.id)]);
  return { id: user.id, created: !existing };
}

export async function hasAdmin(prisma: PrismaClient): Promise<boolean> {
  const admin = await prisma.user.findFirst({
    where: { appMetadata: { path: ['role'], equals: ADMIN_ROLE } },
    select: { id: true },
  });
  return admin !== null;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
