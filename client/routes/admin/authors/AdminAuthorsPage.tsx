// Blog authors: the list, create, edit and delete (see TermsManager).
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminAuthorsPage_query$key } from '../../../__generated__/AdminAuthorsPage_query.graphql';
import type { AdminAuthorsPageCreateMutation } from '../../../__generated__/AdminAuthorsPageCreateMutation.graphql';
import type { AdminAuthorsPageDeleteMutation } from '../../../__generated__/AdminAuthorsPageDeleteMutation.graphql';
import type { AdminAuthorsPageQuery } from '../../../__generated__/AdminAuthorsPageQuery.graphql';
import type { AdminAuthorsPageUpdateMutation } from '../../../__generated__/AdminAuthorsPageUpdateMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useAsyncMutation } from '../shared/results';
import { TermsManager } from '../taxonomy/TermsManager';
import { termActions } from '../taxonomy/termActions';

export default function AdminAuthorsPage({ queries }: ScreenProps<{ list: AdminAuthorsPageQuery }>) {
  const query = usePreloadedQuery<AdminAuthorsPageQuery>(
    graphql`
      query AdminAuthorsPageQuery @preloadable {
        ...AdminAuthorsPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminAuthorsPageQuery,
    AdminAuthorsPage_query$key
  >(
    graphql`
      fragment AdminAuthorsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminAuthorsPagePaginationQuery") {
        blogAuthors(first: $count, after: $cursor) @connection(key: "AdminAuthorsPage_blogAuthors") {
          edges {
            node {
              id
              name
              slug
              bio avatarUrl
              usageCount
            }
          }
        }
      }
    `,
    query,
  );
  const [create, creating] = useAsyncMutation<AdminAuthorsPageCreateMutation>(graphql`
    mutation AdminAuthorsPageCreateMutation($input: CreateBlogAuthorInput!) {
      createBlogAuthor(input: $input) {
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
  const [update, updating] = useAsyncMutation<AdminAuthorsPageUpdateMutation>(graphql`
    mutation AdminAuthorsPageUpdateMutation($input: UpdateBlogAuthorInput!) {
      updateBlogAuthor(input: $input) {
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
  const [remove, removing] = useAsyncMutation<AdminAuthorsPageDeleteMutation>(graphql`
    mutation AdminAuthorsPageDeleteMutation($input: DeleteBlogAuthorInput!) {
      deleteBlogAuthor(input: $input) {
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
    typename: 'BlogAuthor',
    create,
    update,
    remove,
    reload: () => refetch({}, { fetchPolicy: 'network-only' }),
  });
  return (
    <TermsManager
      title="Authors"
      lead="The people posts are signed by, with the bio shown under their posts."
      label="author"
      usageNoun="post"
      fields={['bio', 'avatarUrl']}
      deletePolicy="reassign-required"
      terms={data.blogAuthors.edges.map(({ node }) => node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(100)}
      saving={creating || updating}
      deleting={removing}
      {...actions}
    />
  );
}
