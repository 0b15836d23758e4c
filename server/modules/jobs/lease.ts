// What every durable queue of the app shares (the job runner and the email
// outbox): due rows claimed with FOR UPDATE SKIP LOCKED, so any number of
// workers on any number of app servers share one table without taking a row
// twice; and retries after a failure, each waiting twice as long as the one
// before.
import { Prisma, type PrismaClient } from '../../db';

export type RetryPolicy = {
  /** Attempts before the work is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** How long to wait after `attempts` failed attempts. */
export const retryDelay = (policy: RetryPolicy, attempts: number) =>
  Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);

export type Claim = {
  /** The table, as written in SQL. */
  table: string;
  /** Which rows are due, e.g. `status = 'queued' AND run_after <= now`. */
  due: Prisma.Sql;
  /** What claiming sets: the running status, the lease, attempts + 1. */
  set: Prisma.Sql;
  order: Prisma.Sql;
  limit: number;
};

/** Claims up to `limit` due rows in one statement; resolves with their ids, in order. */
export async function claimDue(prisma: PrismaClient, claim: Claim): Promise<string[]> {
  if (claim.limit <= 0) return [];
  const table = Prisma.raw(claim.table);
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE ${table} SET ${claim.set}
    WHERE id IN (
      SELECT id FROM ${table}
      WHERE ${claim.due}
      ORDER BY ${claim.order}
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  return rows.map((row) => row.id);
}
