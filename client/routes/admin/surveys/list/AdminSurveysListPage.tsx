// The survey list's Relay documents; the rest comes from surveysResource
// and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminSurveysListPage_query$key } from '../../../../__generated__/AdminSurveysListPage_query.graphql';
import type { AdminSurveysListPageQuery } from '../../../../__generated__/AdminSurveysListPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { surveysResource } from '../surveys.resource';

export default function AdminSurveysListPage({ queries }: ScreenProps<{ list: AdminSurveysListPageQuery }>) {
  const query = usePreloadedQuery<AdminSurveysListPageQuery>(
    graphql`
      query AdminSurveysListPageQuery @preloadable {
        ...AdminSurveysListPage_query
      }
    `,
    queries.list,
  );
  const { data, ...pagination } = usePaginationFragment<
    AdminSurveysListPageQuery,
    AdminSurveysListPage_query$key
  >(
    graphql`
      fragment AdminSurveysListPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminSurveysListPagePaginationQuery") {
        adminSurveys(first: $count, after: $cursor) @connection(key: "AdminSurveysListPage_adminSurveys") {
          edges {
            node {
              id
              databaseId
              title
              isActive
              createdAt
              startedCount
              submittedCount
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <ResourceListScreen resource={surveysResource}>
      {() => (
        <ResourceList resource={surveysResource} connection={data.adminSurveys} pagination={pagination} />
      )}
    </ResourceListScreen>
  );
}
