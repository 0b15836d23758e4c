// The email outbox as the back-office reports it (SPEC §7 emails, issue 10):
// what counts as not delivered yet, and the one sentence that says where
// delivery stands, so the dashboard and the outbox never disagree.
import { formatMessage, plural } from './shared/messages';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];
/** How the back-office names a status (badges, the status filter), as the other lists capitalise theirs. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatusName, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** Every status but sent: the message has not reached the inbox (yet). */
export const UNDELIVERED_STATUSES: readonly OutboxStatusName[] = ['pending', 'sending', 'failed'];

export type OutboxCounts = Readonly<Record<OutboxStatusName, number>> & {
  /** Whether the server can send email at all (SMTP_URL is set). */
  readonly deliveryConfigured: boolean;
};

export const undeliveredCount = (counts: Readonly<Record<OutboxStatusName, number>>) =>
  UNDELIVERED_STATUSES.reduce((sum, status) => sum + counts[status], 0);

export const OUTBOX_DELIVERY = {
  notConfigured:
    'Email delivery is not set up (SMTP_URL is empty), so nothing is sent: {waiting} waiting in the outbox. Open each one here to read it; they go out once SMTP is configured.',
  notConfiguredEmpty:
    'Email delivery is not set up (SMTP_URL is empty): new messages will wait in the outbox, where you can read them.',
  failed: '{failed} could not be delivered after every retry{waiting}. Open one to read it, then retry.',
  waiting: '{waiting} waiting to be sent.',
  delivered: 'Every email was delivered.',
  /** A retry's answer while delivery is not set up: the email waits, as before. */
  retriedNotConfigured:
    'The email is queued again, but email delivery is not set up (SMTP_URL is empty): it waits in the outbox until SMTP is configured.',
} as const;

export const OUTBOX_READING = {
  open: 'Open',
  unreadable: 'This message can no longer be shown: its template is unknown.',
  loadFailed: 'The message could not be loaded. Close this dialog and try again.',
} as const;

const emails = (count: number) => plural(count, 'email');

export type DeliverySummary = { tone: 'error' | 'warning' | 'info' | 'success'; text: string };

/** Where delivery stands: not configured, failures, messages waiting, or all delivered. */
export function deliverySummary(counts: OutboxCounts): DeliverySummary {
  const waiting = counts.pending + counts.sending;
  if (!counts.deliveryConfigured) {
    const undelivered = undeliveredCount(counts);
    return undelivered === 0
      ? { tone: 'warning', text: OUTBOX_DELIVERY.notConfiguredEmpty }
      : {
          tone: 'warning',
          text: formatMessage(OUTBOX_DELIVERY.notConfigured, { waiting: emails(undelivered) }),
        };
  }
  if (counts.failed > 0)
    return {
      tone: 'error',
      text: formatMessage(OUTBOX_DELIVERY.failed, {
        failed: emails(counts.failed),
        waiting: waiting > 0 ? `, and ${waiting} ${waiting === 1 ? 'is' : 'are'} waiting to be sent` : '',
      }),
    };
  if (waiting > 0)
    return { tone: 'info', text: formatMessage(OUTBOX_DELIVERY.waiting, { waiting: emails(waiting) }) };
  return { tone: 'success', text: OUTBOX_DELIVERY.delivered };
}
