// The email outbox at /admin/outbox: every message with its status, attempts
// and last error, filtered by status (?status=), each readable in a dialog
// (?message={id}); failed or waiting ones can be retried now.

import { OUTBOX_READING } from '../../../../domain/outbox';
import type {
  AdminOutboxPage_query$data,
  OutboxStatus,
} from '../../../__generated__/AdminOutboxPage_query.graphql';
import { defineResource } from '../kit/resource';
import { type BadgeTone, StatusBadge } from '../kit/StatusBadge';

type MessageRow = AdminOutboxPage_query$data['emailOutbox']['edges'][number]['node'];

/** What a row's actions do: the screen's dialog and retry mutation. */
export type OutboxContext = { open: (id: string) => void; retry: (id: string) => void; retrying: boolean };

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];
const TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

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
      options: OUTBOX_STATUSES.map((status) => ({ value: status, label: status })),
      toVariable: (value) => (OUTBOX_STATUSES.includes(value as OutboxStatus) ? value : null),
    },
  ],
  columns: [
    {
      header: 'Subject',
      primary: true,
      className: '',
      cell: (message) => (
        <>
          <p className="font-medium text-slate-900">{message.subject}</p>
          <p className="text-xs text-slate-500">to {message.toEmail}</p>
        </>
      ),
    },
    {
      header: 'Status',
      className: '',
      cell: (message) => <StatusBadge tone={TONES[message.status]}>{message.status}</StatusBadge>,
    },
    { header: 'Attempts', cell: (message) => message.attempts },
    {
      header: 'Last error',
      className: 'max-w-xs text-xs text-red-800',
      cell: (message) => message.lastError ?? '—',
    },
    {
      header: 'Queued',
      className: 'whitespace-nowrap text-slate-600',
      cell: (message) => (
        <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
      ),
    },
  ],
  actions: [
    { label: OUTBOX_READING.open, run: (message, context) => context.open(message.id) },
    {
      label: 'Retry',
      when: (message) => message.status === 'failed' || message.status === 'pending',
      disabled: (_message, context) => context.retrying,
      run: (message, context) => context.retry(message.id),
    },
  ],
});
