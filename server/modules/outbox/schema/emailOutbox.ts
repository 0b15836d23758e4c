// The email outbox for admins: every message with its status, attempts and
// last error, and a retry action. Admin-only, including through node(id:).

import { builder } from '../../../builder';
import { OutboxStatus as PrismaOutboxStatus } from '../../../db/generated/prisma/enums';
import { ConflictError, NotFoundError } from '../../../errors';
import { retryEmail } from '../retry';

const OutboxStatusEnum = builder.enumType(PrismaOutboxStatus, { name: 'OutboxStatus' });

export const EmailOutboxMessage = builder.prismaNode('EmailOutbox', {
  name: 'EmailOutboxMessage',
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    template: t.exposeString('template'),
    toEmail: t.exposeString('toEmail'),
    subject: t.exposeString('subject'),
    status: t.expose('status', { type: OutboxStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OutboxCounts = builder.objectRef<Record<PrismaOutboxStatus, number>>('EmailOutboxCounts').implement({
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    sending: t.exposeInt('sending'),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed'),
  }),
});

builder.queryFields((t) => ({
  emailOutbox: t.prismaConnection({
    type: EmailOutboxMessage,
    cursor: 'id',
    description: 'Outgoing emails, newest first, optionally of one status.',
    args: { status: t.arg({ type: OutboxStatusEnum }) },
    resolve: (query, _root, args, context) =>
      context.prisma.emailOutbox.findMany({
        ...query,
        where: args.status ? { status: args.status } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  emailOutboxCounts: t.field({
    type: OutboxCounts,
    resolve: async (_root, _args, context) => {
      const groups = await context.prisma.emailOutbox.groupBy({ by: ['status'], _count: { _all: true } });
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const group of groups) counts[group.status] = group._count._all;
      return counts;
    },
  }),
}));

const RetryEmailInput = builder.inputType('RetryEmailInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

builder.mutationFields((t) => ({
  retryEmail: t.prismaField({
    type: EmailOutboxMessage,
    description: 'Queues a failed or waiting email for delivery now, with a fresh count of attempts.',
    args: { input: t.arg({ type: RetryEmailInput, required: true }) },
    errors: { types: [NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.emailOutbox.findUniqueOrThrow({
        ...query,
        where: { id: await retryEmail(context, input.id) },
      }),
  }),
}));
