// The course list's Relay documents; the rest comes from coursesResource
// and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminCoursesListPage_query$key } from '../../../../__generated__/AdminCoursesListPage_query.graphql';
import type { AdminCoursesListPageDeleteMutation } from '../../../../__generated__/AdminCoursesListPageDeleteMutation.graphql';
import type { AdminCoursesListPageQuery } from '../../../../__generated__/AdminCoursesListPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { termOptions } from '../../kit/filters';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { TermPicker } from '../../taxonomy/TermPicker';
import { coursesResource } from '../courses.resource';

export default function AdminCoursesListPage({ queries }: ScreenProps<{ list: AdminCoursesListPageQuery }>) {
  const query = usePreloadedQuery<AdminCoursesListPageQuery>(
    graphql`
      query AdminCoursesListPageQuery($search: String, $status: CourseStatus, $category: String) @preloadable {
        # The Category filter's chosen term, by the slug in the URL (a search for it may list others first).
        categories: adminTerms(kind: COURSE_CATEGORY, slug: $category, first: 1) {
          edges {
            node {
              value: slug
              label: name
            }
          }
        }
        ...AdminCoursesListPage_query @arguments(search: $search, status: $status, category: $category)
      }
    `,
    queries.list,
  );
  return (
    <ResourceListScreen
      resource={coursesResource}
      termField={TermPicker}
      options={{ category: termOptions(query.categories) }}
    >
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
        status: { type: "CourseStatus" }
        category: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminCoursesListPagePaginationQuery") {
        adminCourses(search: $search, status: $status, category: $category, first: $count, after: $cursor)
          @connection(key: "AdminCoursesListPage_adminCourses", filters: ["search", "status", "category"]) {
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
