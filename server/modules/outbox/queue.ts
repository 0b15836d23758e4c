// Every email is first written to the outbox table, in the same transaction
// as the submission it is about; the worker delivers it later. Callers pass
// their transaction client, so a rolled-back submission queues nothing.
import type { Db, Prisma } from '../../db';
import type { Services } from '../../services';
import { type EmailTemplateName, type EmailTemplates, renderEmail } from './templates';

export type QueuedEmail<T extends EmailTemplateName> = {
  template: T;
  data: EmailTemplates[T];
  to: string;
  /** The CRM contact the message is about: its email log records it once sent. */
  contactId?: string | null;
};

export async function queueEmail<T extends EmailTemplateName>(
  db: Db,
  email: QueuedEmail<T>,
  now: Date,
): Promise<{ id: string; subject: string; to: string }> {
  const { subject } = renderEmail(email.template, email.data);
  const row = await db.emailOutbox.create({
    data: {
      template: email.template,
      toEmail: email.to,
      subject,
      data: email.data as Prisma.InputJsonValue,
      contactId: email.contactId ?? null,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true, subject: true },
  });
  return { ...row, to: email.to };
}

/**
 * Tells the outbox workers that a message is waiting; without SMTP there
 * is no worker, so the message is logged (by its id: its recipient and
 * subject, which name the visitor, are in /admin/outbox) and stays queued.
 */
export function announceQueued(services: Services, email: { id: string }): void {
  if (services.mailer) services.events.publish('outbox:queued');
  else
    services.log.info(
      `Queued email ${email.id}; SMTP_URL is not set, so it waits in the outbox (/admin/outbox)`,
    );
}
