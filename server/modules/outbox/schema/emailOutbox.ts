// The email outbox for admins: every message with its status, attempts, last
// error and what it says (so a lead is readable before SMTP is set up), the
// counts with whether delivery is configured, and a retry action. Admin-only,
// including through node(id:).

import { UNDELIVERED_STATUSES, undeliveredCount } from '../../../../domain/outbox';
import { builder } from '../../../builder';
import { OutboxStatus as PrismaOutboxStatus } from '../../../db/generated/prisma/enums';
import { ConflictError, NotFoundError } from '../../../errors';
import { keysetConnection, keysetConnectionTypes, newestFirst } from '../../shared/keyset';
import type { EmailLayout } from '../render';
import { renderLayout } from '../render';
import { retryEmail } from '../retry';
import { storedEmailLayout } from '../templates';

const OutboxStatusEnum = builder.enumType(PrismaOutboxStatus, { name: 'OutboxStatus' });

type Labelled = { label: string; value: string };

const EmailOutboxField = builder.objectRef<Labelled>('EmailOutboxField').implement({
  description: 'One labelled value of a message (Name, Email, Message...).',
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }),
});

const EmailOutboxContent = builder.objectRef<EmailLayout>('EmailOutboxContent').implement({
  description: 'What a message says, rendered from its stored template data.',
  fields: (t) => ({
    heading: t.exposeString('heading'),
    intro: t.string({
      nullable: true,
      description: 'The paragraph under the heading of a message to a visitor.',
      resolve: (layout) => layout.intro || null,
    }),
    replyTo: t.string({ nullable: true, resolve: (layout) => layout.replyTo || null }),
    fields: t.field({
      type: [EmailOutboxField],
      resolve: (layout) => layout.fields.map(([label, value]) => ({ label, value })),
    }),
    body: t.field({ type: EmailOutboxField, nullable: true, resolve: (layout) => layout.body ?? null }),
    text: t.string({
      description: 'The plain-text message as sent.',
      resolve: (layout) => renderLayout(layout).text,
    }),
  }),
});

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
    content: t.field({
      type: EmailOutboxContent,
      nullable: true,
      description: 'Null when the stored template is unknown.',
      resolve: (row) => storedEmailLayout(row.template, row.data),
    }),
  }),
});

type Counts = Record<PrismaOutboxStatus, number> & { deliveryConfigured: boolean };

const OutboxCounts = builder.objectRef<Counts>('EmailOutboxCounts').implement({
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    sending: t.exposeInt('sending'),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed'),
    undelivered: t.int({
      description: 'Pending, sending and failed messages: not in the inbox (yet).',
      resolve: (counts) => undeliveredCount(counts),
    }),
    deliveryConfigured: t.exposeBoolean('deliveryConfigured', {
      description: 'Whether the server can send email (SMTP_URL is set); without it messages wait here.',
    }),
  }),
});

builder.queryFields((t) => ({
  emailOutbox: t.connection(
    {
      type: EmailOutboxMessage,
      description: 'Outgoing emails, newest first, optionally of one status or only the undelivered ones.',
      args: {
        status: t.arg({ type: OutboxStatusEnum }),
        undelivered: t.arg.boolean({ description: 'Only pending, sending and failed messages.' }),
      },
      // By key: a message leaves a status's list while a script pages through it (sent, retried).
      resolve: (_root, args, context, info) =>
        keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'EmailOutboxMessage',
            order: newestFirst,
            where: {
              AND: [
                args.status ? { status: args.status } : {},
                args.undelivered ? { status: { in: [...UNDELIVERED_STATUSES] } } : {},
              ],
            },
          },
          (page) => context.prisma.emailOutbox.findMany(page),
        ),
    },
    ...keysetConnectionTypes('emailOutbox'),
  ),
  emailOutboxCounts: t.field({
    type: OutboxCounts,
    resolve: async (_root, _args, context) => {
      const groups = await context.prisma.emailOutbox.groupBy({ by: ['status'], _count: { _all: true } });
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const group of groups) counts[group.status] = group._count._all;
      return { ...counts, deliveryConfigured: context.services.mailer !== null };
    },
  }),
}));

const RetryEmailInput = builder.inputType('RetryEmailInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: EmailOutboxMessage }) }),
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
