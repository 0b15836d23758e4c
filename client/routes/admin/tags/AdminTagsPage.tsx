// Blog tags: the list, create, edit and delete (see TermsManager).
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminTagsPage_query$key } from '../../../__generated__/AdminTagsPage_query.graphql';
import type { AdminTagsPageCreateMutation } from '../../../__generated__/AdminTagsPageCreateMutation.graphql';
import type { AdminTagsPageDeleteMutation } from '../../../__generated__/AdminTagsPageDeleteMutation.graphql';
import type { AdminTagsPageQuery } from '../../../__generated__/AdminTagsPageQuery.graphql';
import type { AdminTagsPageUpdateMutation } from '../../../__generated__/AdminTagsPageUpdateMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../shared/results';
import { TermsManager } from '../taxonomy/TermsManager';
import { termActions } from '../taxonomy/termActions';

export default function AdminTagsPage({ queries }: ScreenProps<{ list: AdminTagsPageQuery }>) {
  const query = usePreloadedQuery<AdminTagsPageQuery>(
    graphql`
      query AdminTagsPageQuery @preloadable {
        ...AdminTagsPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminTagsPageQuery,
    AdminTagsPage_query$key
  >(
    graphql`
      fragment AdminTagsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminTagsPagePaginationQuery") {
        blogTags(first: $count, after: $cursor) @connection(key: "AdminTagsPage_blogTags") {
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
  const [create, creating] = useAsyncMutation<AdminTagsPageCreateMutation>(graphql`
    mutation AdminTagsPageCreateMutation($input: CreateBlogTagInput!) {
      createBlogTag(input: $input) {
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
  const [update, updating] = useAsyncMutation<AdminTagsPageUpdateMutation>(graphql`
    mutation AdminTagsPageUpdateMutation($input: UpdateBlogTagInput!) {
      updateBlogTag(input: $input) {
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
  const [remove, removing] = useAsyncMutation<AdminTagsPageDeleteMutation>(graphql`
    mutation AdminTagsPageDeleteMutation($input: DeleteBlogTagInput!) {
      deleteBlogTag(input: $input) {
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
    typename: 'BlogTag',
    create,
    update,
    remove,
    reload: () => refetch({}, { fetchPolicy: 'network-only' }),
  });
  return (
    <TermsManager
      title="Tags"
      lead="Posts carry any number of tags."
      label="tag"
      usageNoun="post"
      fields={[]}
      deletePolicy="unlink"
      terms={data.blogTags.edges.map(({ node }) => node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(100)}
      saving={creating || updating}
      deleting={removing}
      {...actions}
    />
  );
}
