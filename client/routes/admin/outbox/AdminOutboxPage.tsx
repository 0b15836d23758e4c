// Email outbox: every message with its status, attempts and last error, where
// delivery stands (SMTP may not be configured), each message readable in a
// dialog (?message={id} opens one); failed or waiting ones can be retried now.
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { OUTBOX_READING } from '../../../../domain/outbox';
import { OUTBOX } from '../../../../domain/shared/messages';
import type { AdminOutboxPage_query$key } from '../../../__generated__/AdminOutboxPage_query.graphql';
import type { AdminOutboxPageQuery, OutboxStatus } from '../../../__generated__/AdminOutboxPageQuery.graphql';
import type { AdminOutboxPageRetryMutation } from '../../../__generated__/AdminOutboxPageRetryMutation.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { rowIdOf, toGlobalId } from '../shared/globalId';
import { DeliveryNotice } from './DeliveryNotice';
import { OutboxMessageDialog } from './OutboxMessageDialog';

const STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];
const STATUS_STYLE: Record<OutboxStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export default function AdminOutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [, startTransition] = useTransition();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Email outbox"
        lead="Every email the site sends is queued here first and delivered with retries."
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {[null, ...STATUSES].map((value) => (
          <Button
            key={value ?? 'all'}
            variant={status === value ? 'primary' : 'secondary'}
            aria-pressed={status === value}
            onClick={() => startTransition(() => setStatus(value))}
          >
            {value ?? 'all'}
          </Button>
        ))}
      </fieldset>
      <Suspense fallback={<Spinner className="py-10" />}>
        <OutboxTable status={status} />
      </Suspense>
    </div>
  );
}

function OutboxTable({ status }: { status: OutboxStatus | null }) {
  const query = useLazyLoadQuery<AdminOutboxPageQuery>(
    graphql`
      query AdminOutboxPageQuery($status: OutboxStatus) {
        emailOutboxCounts {
          pending
          sending
          sent
          failed
          ...DeliveryNotice_counts
        }
        ...AdminOutboxPage_query @arguments(status: $status)
      }
    `,
    { status },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminOutboxPageQuery,
    AdminOutboxPage_query$key
  >(
    graphql`
      fragment AdminOutboxPage_query on Query
      @argumentDefinitions(status: { type: "OutboxStatus" }, count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminOutboxPagePaginationQuery") {
        emailOutbox(status: $status, first: $count, after: $cursor) @connection(key: "AdminOutboxPage_emailOutbox") {
          edges {
            node {
              id
              subject
              toEmail
              template
              status
              attempts
              lastError
              nextAttemptAt
              sentAt
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const [retry, retrying] = useMutation<AdminOutboxPageRetryMutation>(graphql`
    mutation AdminOutboxPageRetryMutation($input: RetryEmailInput!) {
      retryEmail(input: $input) {
        __typename
        ... on EmailOutboxMessage {
          id
          status
          attempts
          nextAttemptAt
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const openRowId = searchParams.get('message');
  const open = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set('message', rowIdOf(id));
        else params.delete('message');
        return params;
      },
      { replace: true },
    );
  const counts = query.emailOutboxCounts;
  const edges = data.emailOutbox.edges;

  const retryMessage = (id: string) =>
    retry({
      variables: { input: { id } },
      onCompleted: ({ retryEmail }) =>
        setNotice(
          retryEmail.__typename === 'EmailOutboxMessage'
            ? { tone: 'success', text: OUTBOX.retried }
            : {
                tone: 'error',
                text: ('message' in retryEmail && retryEmail.message) || OUTBOX.retryFailed,
              },
        ),
      onError: () => setNotice({ tone: 'error', text: OUTBOX.retryFailed }),
    });

  return (
    <div className="space-y-4">
      <DeliveryNotice counts={counts} />
      <p className="text-sm text-slate-600">
        {STATUSES.map((value) => `${counts[value]} ${value}`).join(' · ')}
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {edges.length === 0 ? (
        <p className="text-slate-600">No emails.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Subject
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Attempts
                </th>
                <th scope="col" className="px-4 py-2">
                  Last error
                </th>
                <th scope="col" className="px-4 py-2">
                  Queued
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {edges.map(({ node }) => (
                <tr key={node.id}>
                  <td className="px-4 py-2">
                    <p className="font-medium text-slate-900">{node.subject}</p>
                    <p className="text-xs text-slate-500">to {node.toEmail}</p>
                  </td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[node.status]}`}
                    >
                      {node.status}
                    </span>
                  </td>
                  <td className="px-4 py-2">{node.attempts}</td>
                  <td className="max-w-xs px-4 py-2 text-xs text-red-800">{node.lastError ?? '—'}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                    <time dateTime={node.createdAt}>{new Date(node.createdAt).toLocaleString()}</time>
                  </td>
                  <td className="space-x-2 whitespace-nowrap px-4 py-2 text-right">
                    <Button variant="secondary" onClick={() => open(node.id)}>
                      {OUTBOX_READING.open}
                      <span className="sr-only"> {node.subject}</span>
                    </Button>
                    {node.status === 'failed' || node.status === 'pending' ? (
                      <Button variant="secondary" disabled={retrying} onClick={() => retryMessage(node.id)}>
                        Retry<span className="sr-only"> {node.subject}</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {openRowId ? (
        <OutboxMessageDialog
          message={{
            id: toGlobalId('EmailOutboxMessage', openRowId),
            subject: edges.find(({ node }) => rowIdOf(node.id) === openRowId)?.node.subject ?? 'Email',
          }}
          onClose={() => open(null)}
        />
      ) : null}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
