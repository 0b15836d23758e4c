// An admin retrying an email from /admin/outbox: a failed or waiting
// message is due again now, with a fresh count of attempts. One that was
// sent, or is being sent, is left alone.
import { OUTBOX } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { announceQueued } from './queue';

/** Returns the row id of the message, queued again. */
export async function retryEmail(context: Context, globalId: GlobalId): Promise<string> {
  const { prisma, services } = context;
  const id = rowIdOf(globalId, 'EmailOutboxMessage');
  const now = services.clock.now();
  const { count } = id
    ? await prisma.emailOutbox.updateMany({
        where: { id, status: { in: ['failed', 'pending'] } },
        data: { status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now },
      })
    : { count: 0 };
  const message = id ? await prisma.emailOutbox.findUnique({ where: { id } }) : null;
  if (!message) throw new NotFoundError(OUTBOX.notFound);
  if (count === 0) throw new ConflictError(message.status === 'sent' ? OUTBOX.alreadySent : OUTBOX.sending);
  announceQueued(services, message);
  return message.id;
}
