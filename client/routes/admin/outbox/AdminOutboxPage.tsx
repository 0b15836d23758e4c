// The outbox's Relay documents and its two actions (read a message in a
// dialog, retry one now, after which the list and its counts reload); the
// list comes from outboxResource and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { OUTBOX_DELIVERY, OUTBOX_STATUSES } from '../../../../domain/outbox';
import { OUTBOX } from '../../../../domain/shared/messages';
import type { AdminOutboxPage_query$key } from '../../../__generated__/AdminOutboxPage_query.graphql';
import type { AdminOutboxPagePaginationQuery } from '../../../__generated__/AdminOutboxPagePaginationQuery.graphql';
import type { AdminOutboxPageQuery } from '../../../__generated__/AdminOutboxPageQuery.graphql';
import type { AdminOutboxPageRetryMutation } from '../../../__generated__/AdminOutboxPageRetryMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../kit/mutationFailure';
import { ResourceList } from '../kit/ResourceList';
import { ResourceListScreen } from '../kit/ResourceListScreen';
import { useNotice } from '../kit/useNotice';
import { useReload } from '../kit/useReload';
import { rowIdOf, toGlobalId } from '../shared/globalId';
import { DeliveryNotice } from './DeliveryNotice';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { outboxResource } from './outbox.resource';

export default function AdminOutboxPage({ queries }: ScreenProps<{ list: AdminOutboxPageQuery }>) {
  const query = usePreloadedQuery<AdminOutboxPageQuery>(
    graphql`
      query AdminOutboxPageQuery($status: OutboxStatus) @preloadable {
        ...AdminOutboxPage_query @arguments(status: $status)
      }
    `,
    queries.list,
  );
  const { data, ...pagination } = usePaginationFragment<
    AdminOutboxPagePaginationQuery,
    AdminOutboxPage_query$key
  >(
    graphql`
      fragment AdminOutboxPage_query on Query
      @argumentDefinitions(status: { type: "OutboxStatus" }, count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminOutboxPagePaginationQuery") {
        emailOutboxCounts {
          pending
          sending
          sent
          failed
          deliveryConfigured
          ...DeliveryNotice_counts
        }
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
  const [retry, retrying] = useAsyncMutation<AdminOutboxPageRetryMutation>(graphql`
    mutation AdminOutboxPageRetryMutation($input: RetryEmailInput!) {
      retryEmail(input: $input) {
        __typename
        ... on EmailOutboxMessage {
          id
          status
          attempts
          nextAttemptAt
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const notice = useNotice();
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
  const counts = data.emailOutboxCounts;
  // A retried email leaves a list filtered on "failed", and the counts follow.
  const reload = useReload(pagination.refetch, data.emailOutbox.edges.length, outboxResource.pageSize ?? 50);
  const edges = data.emailOutbox.edges;

  const retryMessage = async (id: string) => {
    const retried = await notice.report(retry({ variables: { input: { id } } }), 'EmailOutboxMessage', {
      // Without SMTP a retry queues it to wait as before: "queued for delivery" would promise what does not come.
      done: counts.deliveryConfigured ? OUTBOX.retried : OUTBOX_DELIVERY.retriedNotConfigured,
      failed: OUTBOX.retryFailed,
    });
    if (retried) reload();
  };

  return (
    <ResourceListScreen resource={outboxResource}>
      {(filtered) => (
        <>
          <ResourceList
            resource={outboxResource}
            connection={data.emailOutbox}
            pagination={pagination}
            filtered={filtered}
            notice={notice}
            context={{ open, retry: retryMessage, retrying }}
            toolbar={
              <>
                <DeliveryNotice counts={counts} />
                <p className="text-sm text-slate-600">
                  {OUTBOX_STATUSES.map((value) => `${counts[value]} ${value}`).join(' · ')}
                </p>
              </>
            }
          />
          {openRowId ? (
            <OutboxMessageDialog
              message={{
                id: toGlobalId('EmailOutboxMessage', openRowId),
                subject: edges.find(({ node }) => rowIdOf(node.id) === openRowId)?.node.subject ?? 'Email',
              }}
              onClose={() => open(null)}
            />
          ) : null}
        </>
      )}
    </ResourceListScreen>
  );
}
