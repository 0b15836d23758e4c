// Delivers the outbox: claims due messages with FOR UPDATE SKIP LOCKED (so
// several app servers can run a worker each), sends them, and records the
// outcome. A claim is a lease: a message left in 'sending' by a process that
// died is claimed again once its lease has run out. Claiming, retries and
// the polling loop are the job runner's (modules/jobs); the outbox keeps its
// own table, where next_attempt_at is both the retry time and the lease.
import type { Config } from '../../config';
import { Prisma, type PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { Mailer } from '../../services/mail/mailer';
import { lockContactEmail } from '../crm/contacts';
import { claimDue, retryDelay } from '../jobs/lease';
import { createPollingLoop } from '../jobs/loop';
import { calendarFile } from './calendar';
import { crmContactLink, renderStoredEmail } from './templates';

export const OUTBOX = {
  /** Delivery attempts before a message is marked failed (an admin may retry it). */
  maxAttempts: 10,
  /** First retry delay; doubled after each failure, up to maxDelayMs. */
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** How long a claimed message stays claimed; longer than the SMTP time-outs. */
  leaseMs: 2 * 60_000,
  batchSize: 20,
  /** Polling for messages queued by other processes or whose retry time has come. */
  pollMs: 15_000,
} as const;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, ... capped at 1 h. */
export const retryDelayMs = (attempts: number) => retryDelay(OUTBOX, attempts);

export type OutboxWorker = {
  start(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
  /** Delivers every message due now; resolves with how many were sent. */
  runOnce(): Promise<{ sent: number; failed: number }>;
};

type Deps = { prisma: PrismaClient; config: Config; services: Services };

export function createOutboxWorker({ prisma, config, services }: Deps, mailer: Mailer): OutboxWorker {
  const { clock, log } = services;

  function claim(): Promise<string[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + OUTBOX.leaseMs);
    return claimDue(prisma, {
      table: 'email_outbox',
      due: Prisma.sql`status IN ('pending', 'sending') AND next_attempt_at <= ${now}`,
      set: Prisma.sql`status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}, updated_at = ${now}`,
      order: Prisma.sql`next_attempt_at, id`,
      limit: OUTBOX.batchSize,
    });
  }

  async function deliver(id: string): Promise<boolean> {
    const message = await prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
    try {
      const { calendar, ...rendered } = renderStoredEmail(
        message.template,
        message.data,
        message.contactId ? crmContactLink(config.publicUrl, message.contactId) : undefined,
      );
      await mailer.send({
        ...rendered,
        ...(calendar ? { calendar: await calendarFile(calendar) } : {}),
        from: config.mail.from,
        to: message.toEmail,
      });
    } catch (error) {
      const failed = message.attempts >= OUTBOX.maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      await prisma.emailOutbox.update({
        where: { id },
        data: {
          status: failed ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          updatedAt: now,
        },
      });
      log.warn(
        `Email ${id} (${message.template}) attempt ${message.attempts} failed${failed ? '; giving up until an admin retries it' : ''}: ${reason}`,
      );
      return false;
    }
    const sentAt = clock.now();
    await prisma.$transaction(async (tx) => {
      // The per-email lock every writer of contacts takes (an import batch
      // reads a contact and writes it back whole): taken first, the email's
      // moment is written after such a batch, never overwritten by it.
      if (message.contactId) await lockContactEmail(tx, message.toEmail);
      await tx.emailOutbox.update({
        where: { id },
        data: { status: 'sent', sentAt, lastError: null, updatedAt: sentAt },
      });
      if (!message.contactId) return;
      await tx.crmEmailLog.create({
        data: {
          contactId: message.contactId,
          outboxId: id,
          toEmail: message.toEmail,
          subject: message.subject,
          template: message.template,
          sentAt,
        },
      });
      // An email to the contact themselves (not the inbox's notification about
      // them) is the last time we were in touch, unless a later one is known.
      // Not an admin's save: updated_at (what a conflict names) and the
      // version stay, so an editor open meanwhile can still save.
      await tx.$executeRaw`
        UPDATE crm_contacts SET last_contact_date = ${sentAt}
        WHERE id = ${message.contactId}::uuid AND lower(email) = lower(${message.toEmail})
          AND (last_contact_date IS NULL OR last_contact_date < ${sentAt})`;
    });
    return true;
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    for (let ids = await claim(); ids.length > 0; ids = await claim()) {
      const outcomes = await Promise.all(ids.map(deliver));
      sent += outcomes.filter(Boolean).length;
      failed += outcomes.filter((ok) => !ok).length;
      // A failed message is not due again in this run, so the loop ends.
    }
    return { sent, failed };
  }

  const loop = createPollingLoop({
    name: 'Outbox delivery',
    pollMs: OUTBOX.pollMs,
    log,
    step: runOnce,
    wakeOn: () => services.events.subscribe('outbox:queued'),
  });

  return {
    start: loop.start,
    async stop() {
      await loop.stop();
      mailer.close();
    },
    runOnce,
  };
}
