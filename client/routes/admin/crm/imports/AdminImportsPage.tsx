// The import history's Relay documents; the list comes from importsResource and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminImportsPage_query$key } from '../../../../__generated__/AdminImportsPage_query.graphql';
import type { AdminImportsPageQuery } from '../../../../__generated__/AdminImportsPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
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
  return (
    <ResourceListScreen resource={importsResource}>
      {(filtered) => (
        <ResourceList
          resource={importsResource}
          connection={data.crmImports}
          pagination={pagination}
          filtered={filtered}
        />
      )}
    </ResourceListScreen>
  );
}
