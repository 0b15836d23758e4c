// Course categories: the list, create, edit and delete (see TermsManager).
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminCourseCategoriesPage_query$key } from '../../../__generated__/AdminCourseCategoriesPage_query.graphql';
import type { AdminCourseCategoriesPageCreateMutation } from '../../../__generated__/AdminCourseCategoriesPageCreateMutation.graphql';
import type { AdminCourseCategoriesPageDeleteMutation } from '../../../__generated__/AdminCourseCategoriesPageDeleteMutation.graphql';
import type { AdminCourseCategoriesPageQuery } from '../../../__generated__/AdminCourseCategoriesPageQuery.graphql';
import type { AdminCourseCategoriesPageUpdateMutation } from '../../../__generated__/AdminCourseCategoriesPageUpdateMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../shared/results';
import { TermsManager } from '../taxonomy/TermsManager';
import { termActions } from '../taxonomy/termActions';

export default function AdminCourseCategoriesPage({
  queries,
}: ScreenProps<{ list: AdminCourseCategoriesPageQuery }>) {
  const query = usePreloadedQuery<AdminCourseCategoriesPageQuery>(
    graphql`
      query AdminCourseCategoriesPageQuery @preloadable {
        ...AdminCourseCategoriesPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminCourseCategoriesPageQuery,
    AdminCourseCategoriesPage_query$key
  >(
    graphql`
      fragment AdminCourseCategoriesPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminCourseCategoriesPagePaginationQuery") {
        courseCategories(first: $count, after: $cursor) @connection(key: "AdminCourseCategoriesPage_courseCategories") {
          edges {
            node {
              id
              name
              slug
              description
              usageCount
            }
          }
        }
      }
    `,
    query,
  );
  const [create, creating] = useAsyncMutation<AdminCourseCategoriesPageCreateMutation>(graphql`
    mutation AdminCourseCategoriesPageCreateMutation($input: CreateCourseCategoryInput!) {
      createCourseCategory(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [update, updating] = useAsyncMutation<AdminCourseCategoriesPageUpdateMutation>(graphql`
    mutation AdminCourseCategoriesPageUpdateMutation($input: UpdateCourseCategoryInput!) {
      updateCourseCategory(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [remove, removing] = useAsyncMutation<AdminCourseCategoriesPageDeleteMutation>(graphql`
    mutation AdminCourseCategoriesPageDeleteMutation($input: DeleteCourseCategoryInput!) {
      deleteCourseCategory(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const actions = termActions({
    typename: 'CourseCategory',
    create,
    update,
    remove,
    reload: () => refetch({}, { fetchPolicy: 'network-only' }),
  });
  return (
    <TermsManager
      title="Course categories"
      lead="The catalogue is filtered by these categories."
      label="course category"
      usageNoun="course"
      fields={['description']}
      deletePolicy="reassign-or-clear"
      terms={data.courseCategories.edges.map(({ node }) => node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(100)}
      saving={creating || updating}
      deleting={removing}
      {...actions}
    />
  );
}
