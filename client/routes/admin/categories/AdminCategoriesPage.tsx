// Blog categories: the list, create, edit and delete (see TermsManager).
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminCategoriesPage_query$key } from '../../../__generated__/AdminCategoriesPage_query.graphql';
import type { AdminCategoriesPageCreateMutation } from '../../../__generated__/AdminCategoriesPageCreateMutation.graphql';
import type { AdminCategoriesPageDeleteMutation } from '../../../__generated__/AdminCategoriesPageDeleteMutation.graphql';
import type { AdminCategoriesPageQuery } from '../../../__generated__/AdminCategoriesPageQuery.graphql';
import type { AdminCategoriesPageUpdateMutation } from '../../../__generated__/AdminCategoriesPageUpdateMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../shared/results';
import { TermsManager } from '../taxonomy/TermsManager';
import { termActions } from '../taxonomy/termActions';

export default function AdminCategoriesPage({ queries }: ScreenProps<{ list: AdminCategoriesPageQuery }>) {
  const query = usePreloadedQuery<AdminCategoriesPageQuery>(
    graphql`
      query AdminCategoriesPageQuery @preloadable {
        ...AdminCategoriesPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminCategoriesPageQuery,
    AdminCategoriesPage_query$key
  >(
    graphql`
      fragment AdminCategoriesPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminCategoriesPagePaginationQuery") {
        blogCategories(first: $count, after: $cursor) @connection(key: "AdminCategoriesPage_blogCategories") {
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
  const [create, creating] = useAsyncMutation<AdminCategoriesPageCreateMutation>(graphql`
    mutation AdminCategoriesPageCreateMutation($input: CreateBlogCategoryInput!) {
      createBlogCategory(input: $input) {
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
  const [update, updating] = useAsyncMutation<AdminCategoriesPageUpdateMutation>(graphql`
    mutation AdminCategoriesPageUpdateMutation($input: UpdateBlogCategoryInput!) {
      updateBlogCategory(input: $input) {
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
  const [remove, removing] = useAsyncMutation<AdminCategoriesPageDeleteMutation>(graphql`
    mutation AdminCategoriesPageDeleteMutation($input: DeleteBlogCategoryInput!) {
      deleteBlogCategory(input: $input) {
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
    typename: 'BlogCategory',
    create,
    update,
    remove,
    reload: () => refetch({}, { fetchPolicy: 'network-only' }),
  });
  return (
    <TermsManager
      title="Categories"
      lead="Every post belongs to one category; each has its page on the blog."
      label="category"
      usageNoun="post"
      fields={['description']}
      deletePolicy="reassign-required"
      terms={data.blogCategories.edges.map(({ node }) => node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(100)}
      saving={creating || updating}
      deleting={removing}
      {...actions}
    />
  );
}
