// The CTA list's Relay documents; the rest comes from ctasResource and the
// kit. The active switch changes a CTA at once (optimistic, rolled back
// with 'Failed to update CTA' if the server refuses).
import {
  graphql,
  type PreloadedQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
} from 'react-relay/hooks';
import { CTA_FETCH_RETRY } from '../../../../../domain/shared/constants';
import { CTA } from '../../../../../domain/shared/messages';
import type { AdminCtasListPage_query$key } from '../../../../__generated__/AdminCtasListPage_query.graphql';
import type { AdminCtasListPageDeleteMutation } from '../../../../__generated__/AdminCtasListPageDeleteMutation.graphql';
import AdminCtasListPageQueryNode, {
  type AdminCtasListPageQuery,
} from '../../../../__generated__/AdminCtasListPageQuery.graphql';
import type { AdminCtasListPageToggleMutation } from '../../../../__generated__/AdminCtasListPageToggleMutation.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { useNotice } from '../../kit/useNotice';
import { ctasResource } from '../ctas.resource';

export default function AdminCtasListPage({ queries }: ScreenProps<{ list: AdminCtasListPageQuery }>) {
  return (
    <ResourceListScreen resource={ctasResource}>
      {() => (
        <LoadWithRetry<AdminCtasListPageQuery>
          initial={queries.list}
          query={AdminCtasListPageQueryNode}
          policy={CTA_FETCH_RETRY}
          failedMessage={CTA.loadAllFailed}
        >
          {(queryRef) => <CtaList queryRef={queryRef} />}
        </LoadWithRetry>
      )}
    </ResourceListScreen>
  );
}

function CtaList({ queryRef }: { queryRef: PreloadedQuery<AdminCtasListPageQuery> }) {
  const query = usePreloadedQuery<AdminCtasListPageQuery>(
    graphql`
      query AdminCtasListPageQuery @preloadable {
        ...AdminCtasListPage_query
      }
    `,
    queryRef,
  );
  const { data, ...pagination } = usePaginationFragment<AdminCtasListPageQuery, AdminCtasListPage_query$key>(
    graphql`
      fragment AdminCtasListPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminCtasListPagePaginationQuery") {
        ctas(first: $count, after: $cursor) @connection(key: "AdminCtasListPage_ctas") {
          __id
          edges {
            node {
              id
              type
              header
              icon
              isActive
              modalType
            }
          }
        }
      }
    `,
    query,
  );
  const [toggle] = useMutation<AdminCtasListPageToggleMutation>(graphql`
    mutation AdminCtasListPageToggleMutation($input: SetCtaActiveInput!) {
      setCtaActive(input: $input) {
        __typename
        ... on Cta {
          id
          isActive
        }
      }
    }
  `);
  const [remove, removing] = useDeleteEdge<AdminCtasListPageDeleteMutation>(
    graphql`
      mutation AdminCtasListPageDeleteMutation($input: DeleteCtaInput!, $connections: [ID!]!) {
        deleteCta(input: $input) {
          __typename
          ... on DeleteCtaPayload {
            deletedId @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'DeleteCtaPayload',
  );
  const notice = useNotice();

  const switchActive = (id: string, isActive: boolean) => {
    notice.clear();
    toggle({
      variables: { input: { id, isActive } },
      // The switch changes at once; Relay rolls it back if the server does not confirm it.
      optimisticResponse: { setCtaActive: { __typename: 'Cta', id, isActive } },
      onCompleted: ({ setCtaActive }) => {
        if (setCtaActive.__typename !== 'Cta') notice.error(CTA.updateFailed);
      },
      onError: () => notice.error(CTA.updateFailed),
    });
  };

  return (
    <ResourceList
      resource={ctasResource}
      connection={data.ctas}
      pagination={pagination}
      context={{ switchActive }}
      notice={notice}
      onDelete={(cta) => remove(data.ctas.__id, { id: cta.id })}
      deleting={removing}
    />
  );
}
