// The email outbox at /admin/outbox: every message with its status, attempts
// and last error, filtered by status (?status=), each readable in a dialog
// (?message={id}); failed or waiting ones can be retried now.

import { OUTBOX_READING, OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from '../../../../domain/outbox';
import type {
  AdminOutboxPage_query$data,
  OutboxStatus,
} from '../../../__generated__/AdminOutboxPage_query.graphql';
import { type Badge, badgeColumn, nameColumn, timeColumn } from '../kit/columns';
import { defineResource } from '../kit/resource';
import type { BadgeTone } from '../kit/StatusBadge';

type MessageRow = AdminOutboxPage_query$data['emailOutbox']['edges'][number]['node'];

/** What a row's actions do: the screen's dialog and retry mutation. */
export type OutboxContext = { open: (id: string) => void; retry: (id: string) => void; retrying: boolean };

const TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** An email's status as a badge, the same in the outbox and in a contact's history. */
export const outboxBadge = (status: string): Badge => ({
  tone: TONES[status as OutboxStatus] ?? 'neutral',
  label: OUTBOX_STATUS_LABELS[status as OutboxStatus] ?? status,
});

export const outboxResource = defineResource<MessageRow, OutboxContext>({
  path: 'outbox',
  nav: { section: 'CRM', label: 'Email outbox' },
  lead: 'Every email the site sends is queued here first and delivered with retries.',
  noun: 'email',
  label: (message) => message.subject,
  pageSize: 50,
  empty: (filtered) => (filtered ? 'No emails with this status.' : 'No emails.'),
  filters: [
    {
      param: 'status',
      label: 'Status',
      type: 'select',
      placeholder: 'All statuses',
      options: OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] })),
      toVariable: (value) => (OUTBOX_STATUSES.includes(value as OutboxStatus) ? value : null),
    },
  ],
  columns: [
    nameColumn('Subject', (message) => message.subject, { detail: (message) => `to ${message.toEmail}` }),
    badgeColumn('Status', (message) => outboxBadge(message.status)),
    { header: 'Attempts', cell: (message) => message.attempts },
    {
      header: 'Last error',
      className: 'max-w-xs text-xs text-red-800',
      cell: (message) => message.lastError ?? '—',
    },
    timeColumn('Queued', (message) => message.createdAt),
  ],
  actions: [
    { label: OUTBOX_READING.open, run: (message, context) => context.open(message.id) },
    {
      label: 'Retry',
      when: (message) => message.status === 'failed' || message.status === 'pending',
      busy: (_message, context) => context.retrying,
      run: (message, context) => context.retry(message.id),
    },
  ],
});
