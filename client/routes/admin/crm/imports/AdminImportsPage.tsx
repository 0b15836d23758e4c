// The import history's Relay documents and its Undo (confirmed); the list comes from importsResource and the kit.
import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { CRM } from '../../../../../domain/shared/messages';
import type { AdminImportsPage_query$key } from '../../../../__generated__/AdminImportsPage_query.graphql';
import type { AdminImportsPageQuery } from '../../../../__generated__/AdminImportsPageQuery.graphql';
import type { AdminImportsPageUndoMutation } from '../../../../__generated__/AdminImportsPageUndoMutation.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useNotice } from '../../kit/useNotice';
import { UndoImportDialog } from '../contact-import/UndoImportDialog';
import { importsResource } from '../imports.resource';

export default function AdminImportsPage({ queries }: ScreenProps<{ list: AdminImportsPageQuery }>) {
  const query = usePreloadedQuery<AdminImportsPageQuery>(
    graphql`
      query AdminImportsPageQuery @preloadable {
        ...AdminImportsPage_query
      }
    `,
    queries.list,
  );
  const { data, ...pagination } = usePaginationFragment<AdminImportsPageQuery, AdminImportsPage_query$key>(
    graphql`
      fragment AdminImportsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminImportsPagePaginationQuery") {
        crmImports(first: $count, after: $cursor) @connection(key: "AdminImportsPage_crmImports") {
          totalCount
          edges {
            node {
              id
              fileName
              status
              totalRows
              createdAt
              counts {
                ...importCounts_counts
              }
            }
          }
        }
      }
    `,
    query,
  );
  const notice = useNotice();
  type Row = (typeof data.crmImports.edges)[number]['node'];
  const [undoing, setUndoing] = useState<Row | null>(null);
  const [undo, busy] = useAsyncMutation<AdminImportsPageUndoMutation>(graphql`
    mutation AdminImportsPageUndoMutation($input: CrmImportIdInput!) {
      undoCrmImport(input: $input) {
        __typename
        ... on CrmImport {
          id
          status
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const confirmUndo = async () => {
    if (!undoing) return;
    await notice.report(undo({ variables: { input: { id: undoing.id } } }), 'CrmImport', {
      done: `The import of “${undoing.fileName}” is undone.`,
      failed: CRM.importFailed,
    });
    setUndoing(null);
  };
  return (
    <ResourceListScreen resource={importsResource}>
      {(filtered) => (
        <>
          <ResourceList
            resource={importsResource}
            connection={data.crmImports}
            pagination={pagination}
            filtered={filtered}
            notice={notice}
            context={{ undo: setUndoing }}
          />
          <UndoImportDialog
            open={undoing !== null}
            busy={busy}
            onConfirm={confirmUndo}
            onClose={() => setUndoing(null)}
          />
        </>
      )}
    </ResourceListScreen>
  );
}
