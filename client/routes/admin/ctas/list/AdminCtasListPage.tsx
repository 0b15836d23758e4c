// Every call to action: the active badge switches it on or off at once
// (optimistic, rolled back with 'Failed to update CTA' if the server
// refuses), edit, and delete behind a confirmation.
import { useState } from 'react';
import {
  graphql,
  type PreloadedQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
} from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CTA_FETCH_RETRY } from '../../../../../domain/shared/constants';
import { CTA } from '../../../../../domain/shared/messages';
import type { AdminCtasListPage_query$key } from '../../../../__generated__/AdminCtasListPage_query.graphql';
import type { AdminCtasListPageDeleteMutation } from '../../../../__generated__/AdminCtasListPageDeleteMutation.graphql';
import AdminCtasListPageQueryNode, {
  type AdminCtasListPageQuery,
} from '../../../../__generated__/AdminCtasListPageQuery.graphql';
import type { AdminCtasListPageToggleMutation } from '../../../../__generated__/AdminCtasListPageToggleMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { CtaIcon, ctaAction, formatCtaType } from '../../../../components/conversion/CtaBlock';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { rowIdOf } from '../../shared/globalId';
import { LoadWithRetry } from '../../shared/LoadWithRetry';
import { failureOf, useAsyncMutation } from '../../shared/results';

export default function AdminCtasListPage({ queries }: ScreenProps<{ list: AdminCtasListPageQuery }>) {
  return (
    <div className="space-y-6">
      <PageHeading
        title="Calls to action"
        lead="The blocks under posts and pages. Visitors see a random active one."
      >
        <Link to="/admin/ctas/new" className={buttonClass('primary', 'mt-4')}>
          New CTA
        </Link>
      </PageHeading>
      <LoadWithRetry<AdminCtasListPageQuery>
        initial={queries.list}
        query={AdminCtasListPageQueryNode}
        policy={CTA_FETCH_RETRY}
        failedMessage={CTA.loadAllFailed}
      >
        {(queryRef) => <CtaTable queryRef={queryRef} />}
      </LoadWithRetry>
    </div>
  );
}

const opensLabel = (cta: { type: string; modalType?: string | null }) => {
  const action = ctaAction(cta);
  return action.kind === 'modal' ? `${action.modal} dialog` : action.to;
};

function CtaTable({ queryRef }: { queryRef: PreloadedQuery<AdminCtasListPageQuery> }) {
  const query = usePreloadedQuery<AdminCtasListPageQuery>(
    graphql`
      query AdminCtasListPageQuery @preloadable {
        ...AdminCtasListPage_query
      }
    `,
    queryRef,
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminCtasListPageQuery,
    AdminCtasListPage_query$key
  >(
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
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useAsyncMutation<AdminCtasListPageDeleteMutation>(graphql`
    mutation AdminCtasListPageDeleteMutation($input: DeleteCtaInput!, $connections: [ID!]!) {
      deleteCta(input: $input) {
        __typename
        ... on DeleteCtaPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [target, setTarget] = useState<{ id: string; header: string } | null>(null);

  const switchActive = (id: string, isActive: boolean) => {
    setNotice(null);
    toggle({
      variables: { input: { id, isActive } },
      // The badge changes at once; Relay rolls it back if the server does not confirm it.
      optimisticResponse: { setCtaActive: { __typename: 'Cta', id, isActive } },
      onCompleted: ({ setCtaActive }) => {
        if (setCtaActive.__typename !== 'Cta') setNotice({ tone: 'error', text: CTA.updateFailed });
      },
      onError: () => setNotice({ tone: 'error', text: CTA.updateFailed }),
    });
  };

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const { deleteCta } = await remove({
        variables: { input: { id: target.id }, connections: [data.ctas.__id] },
      });
      const failure = failureOf(deleteCta, 'DeleteCtaPayload');
      setNotice(
        failure
          ? { tone: 'error', text: CTA.deleteFailed }
          : { tone: 'success', text: `“${target.header}” was deleted.` },
      );
    } catch {
      setNotice({ tone: 'error', text: CTA.deleteFailed });
    }
    setTarget(null);
  };

  const edges = data.ctas.edges;
  return (
    <div className="space-y-4">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {edges.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          No calls to action yet. {CTA.noneActive}: the block stays hidden on the site.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Header
                </th>
                <th scope="col" className="px-4 py-2">
                  Type
                </th>
                <th scope="col" className="px-4 py-2">
                  Button opens
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
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
                    <Link
                      to={`/admin/ctas/${rowIdOf(node.id)}`}
                      className="flex items-center gap-2 font-medium text-slate-900 hover:text-indigo-700"
                    >
                      <CtaIcon name={node.icon} className="h-4 w-4 text-indigo-600" />
                      {node.header}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-700">{formatCtaType(node.type)}</td>
                  <td className="px-4 py-2 text-slate-700">{opensLabel(node)}</td>
                  <td className="px-4 py-2">
                    <button
                      type="button"
                      role="switch"
                      aria-checked={node.isActive}
                      onClick={() => switchActive(node.id, !node.isActive)}
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        node.isActive
                          ? 'bg-green-100 text-green-900 hover:bg-green-200'
                          : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                      }`}
                    >
                      <span className="sr-only">Show “{node.header}” on the site: </span>
                      {node.isActive ? 'Active' : 'Inactive'}
                    </button>
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Button variant="ghost" onClick={() => setTarget({ id: node.id, header: node.header })}>
                      Delete<span className="sr-only"> {node.header}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Delete this CTA?"
        confirmLabel="Delete CTA"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      >
        <p>
          “{target?.header}” will be deleted for good. Posts that use its type show another active CTA of it,
          if any.
        </p>
      </ConfirmDialog>
    </div>
  );
}
