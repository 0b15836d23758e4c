// The course list's Relay documents; the rest comes from coursesResource
// and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminCoursesListPage_query$key } from '../../../../__generated__/AdminCoursesListPage_query.graphql';
import type { AdminCoursesListPageDeleteMutation } from '../../../../__generated__/AdminCoursesListPageDeleteMutation.graphql';
import type { AdminCoursesListPageQuery } from '../../../../__generated__/AdminCoursesListPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { coursesResource } from '../courses.resource';

export default function AdminCoursesListPage({ queries }: ScreenProps<{ list: AdminCoursesListPageQuery }>) {
  const query = usePreloadedQuery<AdminCoursesListPageQuery>(
    graphql`
      query AdminCoursesListPageQuery($search: String, $published: Boolean) @preloadable {
        ...AdminCoursesListPage_query @arguments(search: $search, published: $published)
      }
    `,
    queries.list,
  );
  return (
    <ResourceListScreen resource={coursesResource}>
      {(filtered) => <CourseList query={query} filtered={filtered} />}
    </ResourceListScreen>
  );
}

function CourseList({ query, filtered }: { query: AdminCoursesListPage_query$key; filtered: boolean }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminCoursesListPage_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        published: { type: "Boolean" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminCoursesListPagePaginationQuery") {
        adminCourses(search: $search, published: $published, first: $count, after: $cursor)
          @connection(key: "AdminCoursesListPage_adminCourses", filters: ["search", "published"]) {
          __id
          totalCount
          edges {
            node {
              id
              title
              slug
              isPublished
              sortOrder
              priceCents
              currency
              category {
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [remove, removing] = useDeleteEdge<AdminCoursesListPageDeleteMutation>(
    graphql`
      mutation AdminCoursesListPageDeleteMutation($input: DeleteCourseInput!, $connections: [ID!]!) {
        deleteCourse(input: $input) {
          __typename
          ... on DeleteCoursePayload {
            deletedId @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'DeleteCoursePayload',
  );
  const connection = data.adminCourses;
  return (
    <ResourceList
      resource={coursesResource}
      connection={connection}
      pagination={pagination}
      filtered={filtered}
      onDelete={(course) => remove(connection.__id, { id: course.id })}
      deleting={removing}
    />
  );
}
