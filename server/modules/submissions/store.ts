// Nothing a visitor submits is lost: a submission is committed to the
// database (with its CRM part and its queued email) before any email or
// third-party call, and a CRM failure never loses the submission itself.
import type { Prisma, PrismaClient } from '../../db';
import type { Logger } from '../../log';
import { isUniqueViolation } from '../shared/saves';

type Tx = Prisma.TransactionClient;

/** Transactions that wait behind many concurrent submissions; generous so a burst queues rather than fails. */
export const SUBMISSION_TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/** How long a submission's key is remembered: far longer than any retry of it. */
export const SUBMISSION_KEY_DAYS = 7;

/** A submission's key as its form sent it (see the SubmissionKey model). */
export type SubmissionKey = { key: string; form: 'contact' | 'booking'; receivedAt: Date };

/**
 * Stores a submission durably: its CRM part and the rest in one transaction;
 * when that fails, the CRM failure is logged and the rest is stored without
 * it. Throws only when the submission itself could not be stored.
 *
 * With a key, a submission already stored under it (a retry whose first
 * answer was lost) is not stored again: null is returned, and the caller
 * answers as it did the first time. The key is written in the same
 * transaction, so a submission and its key are stored together or not at all.
 */
type Steps<T> = { crm: (tx: Tx) => Promise<string>; store: (tx: Tx, contactId: string | null) => Promise<T> };
export async function storeSubmission<T>(prisma: PrismaClient, log: Logger, steps: Steps<T>): Promise<T>;
export async function storeSubmission<T>(
  prisma: PrismaClient,
  log: Logger,
  steps: Steps<T>,
  key: SubmissionKey | null,
): Promise<T | null>;
export async function storeSubmission<T>(
  prisma: PrismaClient,
  log: Logger,
  steps: Steps<T>,
  key: SubmissionKey | null = null,
): Promise<T | null> {
  /** Whether the key is stored: the submission was, under it. */
  const storedBefore = async () =>
    key !== null && (await prisma.submissionKey.findUnique({ where: { key: key.key } })) !== null;
  if (await storedBefore()) return null;
  const store = async (tx: Tx, contactId: string | null) => {
    if (key)
      await tx.submissionKey.create({ data: { key: key.key, form: key.form, createdAt: key.receivedAt } });
    return steps.store(tx, contactId);
  };
  try {
    return await prisma.$transaction(async (tx) => store(tx, await steps.crm(tx)), SUBMISSION_TX_OPTIONS);
  } catch (error) {
    // The same submission, sent twice at once: the other one stored it (and not another
    // table's unique value, which the fallback below may still store without the CRM).
    if (isUniqueViolation(error) && (await storedBefore())) return null;
    log.error('Could not update the CRM for a submission; storing it without the CRM', error);
    try {
      return await prisma.$transaction((tx) => store(tx, null), SUBMISSION_TX_OPTIONS);
    } catch (retryError) {
      if (isUniqueViolation(retryError) && (await storedBefore())) return null;
      throw retryError;
    }
  }
}

/** Forgets the keys of submissions older than SUBMISSION_KEY_DAYS. */
export async function deleteOldSubmissionKeys(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.submissionKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - SUBMISSION_KEY_DAYS * 86_400_000) } },
  });
  return count;
}
