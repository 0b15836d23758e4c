// One outbox message opened for reading: its labelled fields, its long text
// and the plain text as sent, so a lead can be answered before (or without)
// its email being delivered.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { OUTBOX_READING } from '../../../../domain/outbox';
import type { OutboxMessageDialogQuery } from '../../../__generated__/OutboxMessageDialogQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Dialog } from '../../../components/Dialog';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/Spinner';

export function OutboxMessageDialog({
  message,
  onClose,
}: {
  message: { id: string; subject: string };
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={message.subject} className="max-w-2xl">
      <ErrorBoundary fallback={() => <Alert tone="error">{OUTBOX_READING.loadFailed}</Alert>}>
        <Suspense fallback={<Spinner className="py-10" />}>
          <MessageContent id={message.id} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

function MessageContent({ id }: { id: string }) {
  const { node } = useLazyLoadQuery<OutboxMessageDialogQuery>(
    graphql`
      query OutboxMessageDialogQuery($id: ID!) {
        node(id: $id) {
          ... on EmailOutboxMessage {
            toEmail
            content {
              heading
              intro
              replyTo
              fields {
                label
                value
              }
              body {
                label
                value
              }
              text
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-or-network' },
  );
  const content = node?.content;
  if (!content) return <Alert tone="warning">{OUTBOX_READING.unreadable}</Alert>;
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-600">
        To {node.toEmail}
        {content.replyTo ? <> · replies go to {content.replyTo}</> : null}
      </p>
      <p className="font-semibold text-slate-900">{content.heading}</p>
      {content.intro ? <p className="text-slate-900">{content.intro}</p> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {content.fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-slate-600">{field.label}</dt>
            <dd className="wrap-anywhere text-slate-900">{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {content.body ? (
        <section aria-label={content.body.label}>
          <h3 className="font-semibold text-slate-700">{content.body.label}</h3>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-900">{content.body.value}</p>
        </section>
      ) : null}
      <details className="rounded-md bg-slate-50 p-3">
        <summary className="cursor-pointer font-medium text-slate-700">Plain text as sent</summary>
        <pre className="mt-2 whitespace-pre-wrap wrap-anywhere text-xs text-slate-800">{content.text}</pre>
      </details>
    </div>
  );
}
