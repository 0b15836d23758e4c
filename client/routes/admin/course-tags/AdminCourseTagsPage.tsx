// Course tags: the list, create, edit and delete (see TermsManager).
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminCourseTagsPage_query$key } from '../../../__generated__/AdminCourseTagsPage_query.graphql';
import type { AdminCourseTagsPageCreateMutation } from '../../../__generated__/AdminCourseTagsPageCreateMutation.graphql';
import type { AdminCourseTagsPageDeleteMutation } from '../../../__generated__/AdminCourseTagsPageDeleteMutation.graphql';
import type { AdminCourseTagsPageQuery } from '../../../__generated__/AdminCourseTagsPageQuery.graphql';
import type { AdminCourseTagsPageUpdateMutation } from '../../../__generated__/AdminCourseTagsPageUpdateMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../shared/results';
import { TermsManager } from '../taxonomy/TermsManager';
import { termActions } from '../taxonomy/termActions';

export default function AdminCourseTagsPage({ queries }: ScreenProps<{ list: AdminCourseTagsPageQuery }>) {
  const query = usePreloadedQuery<AdminCourseTagsPageQuery>(
    graphql`
      query AdminCourseTagsPageQuery @preloadable {
        ...AdminCourseTagsPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminCourseTagsPageQuery,
    AdminCourseTagsPage_query$key
  >(
    graphql`
      fragment AdminCourseTagsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminCourseTagsPagePaginationQuery") {
        courseTags(first: $count, after: $cursor) @connection(key: "AdminCourseTagsPage_courseTags") {
          edges {
            node {
              id
              name
              slug
              
              usageCount
            }
          }
        }
      }
    `,
    query,
  );
  const [create, creating] = useAsyncMutation<AdminCourseTagsPageCreateMutation>(graphql`
    mutation AdminCourseTagsPageCreateMutation($input: CreateCourseTagInput!) {
      createCourseTag(input: $input) {
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
  const [update, updating] = useAsyncMutation<AdminCourseTagsPageUpdateMutation>(graphql`
    mutation AdminCourseTagsPageUpdateMutation($input: UpdateCourseTagInput!) {
      updateCourseTag(input: $input) {
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
  const [remove, removing] = useAsyncMutation<AdminCourseTagsPageDeleteMutation>(graphql`
    mutation AdminCourseTagsPageDeleteMutation($input: DeleteCourseTagInput!) {
      deleteCourseTag(input: $input) {
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
    typename: 'CourseTag',
    create,
    update,
    remove,
    reload: () => refetch({}, { fetchPolicy: 'network-only' }),
  });
  return (
    <TermsManager
      title="Course tags"
      lead="Courses carry any number of tags."
      label="course tag"
      usageNoun="course"
      fields={[]}
      deletePolicy="unlink"
      terms={data.courseTags.edges.map(({ node }) => node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(100)}
      saving={creating || updating}
      deleting={removing}
      {...actions}
    />
  );
}
