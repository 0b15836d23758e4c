// Nothing a visitor submits is lost: a submission is committed to the
// database (with its CRM part and its queued email) before any email or
// third-party call, and a CRM failure never loses the submission itself.
import type { Prisma, PrismaClient } from '../../db';
import type { Logger } from '../../log';

type Tx = Prisma.TransactionClient;

/** Transactions that wait behind many concurrent submissions; generous so a burst queues rather than fails. */
export const SUBMISSION_TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/**
 * Stores a submission durably: its CRM part and the rest in one transaction;
 * when that fails, the CRM failure is logged and the rest is stored without
 * it. Throws only when the submission itself could not be stored.
 */
export async function storeSubmission<T>(
  prisma: PrismaClient,
  log: Logger,
  steps: { crm: (tx: Tx) => Promise<string>; store: (tx: Tx, contactId: string | null) => Promise<T> },
): Promise<T> {
  try {
    return await prisma.$transaction(
      async (tx) => steps.store(tx, await steps.crm(tx)),
      SUBMISSION_TX_OPTIONS,
    );
  } catch (error) {
    log.error('Could not update the CRM for a submission; storing it without the CRM', error);
    return prisma.$transaction((tx) => steps.store(tx, null), SUBMISSION_TX_OPTIONS);
  }
}
