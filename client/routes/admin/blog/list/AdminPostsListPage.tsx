// The post list's Relay documents; everything else comes from postsResource
// and the kit: filters in the URL, the table (cards on a phone), 'Show more',
// and delete behind a confirmation.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminPostsListPage_posts$key } from '../../../../__generated__/AdminPostsListPage_posts.graphql';
import type { AdminPostsListPageDeleteMutation } from '../../../../__generated__/AdminPostsListPageDeleteMutation.graphql';
import type { AdminPostsListPageQuery } from '../../../../__generated__/AdminPostsListPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { termOptions } from '../../kit/filters';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { TermPicker } from '../../taxonomy/TermPicker';
import { postsResource } from '../posts.resource';

export default function AdminPostsListPage({ queries }: ScreenProps<{ list: AdminPostsListPageQuery }>) {
  const query = usePreloadedQuery<AdminPostsListPageQuery>(
    graphql`
      query AdminPostsListPageQuery($search: String, $status: PostStatus, $author: String, $category: String)
      @preloadable {
        # The filters' chosen terms, by the slug in the URL (a search for it may list others first).
        authors: adminTerms(kind: BLOG_AUTHOR, slug: $author, first: 1) {
          edges {
            node {
              value: slug
              label: name
            }
          }
        }
        categories: adminTerms(kind: BLOG_CATEGORY, slug: $category, first: 1) {
          edges {
            node {
              value: slug
              label: name
            }
          }
        }
        ...AdminPostsListPage_posts
          @arguments(search: $search, status: $status, author: $author, category: $category)
      }
    `,
    queries.list,
  );
  return (
    <ResourceListScreen
      resource={postsResource}
      termField={TermPicker}
      options={{
        author: termOptions(query.authors),
        category: termOptions(query.categories),
      }}
    >
      {(filtered) => <PostList query={query} filtered={filtered} />}
    </ResourceListScreen>
  );
}

function PostList({ query, filtered }: { query: AdminPostsListPage_posts$key; filtered: boolean }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminPostsListPage_posts on Query
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "PostStatus" }
        author: { type: "String" }
        category: { type: "String" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminPostsListPagePaginationQuery") {
        adminBlogPosts(
          search: $search
          status: $status
          author: $author
          category: $category
          first: $count
          after: $cursor
        ) @connection(key: "AdminPostsListPage_adminBlogPosts", filters: ["search", "status", "author", "category"]) {
          __id
          totalCount
          edges {
            node {
              id
              title
              slug
              status
              publishedAt
              updatedAt
              author {
                name
              }
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
  const [remove, removing] = useDeleteEdge<AdminPostsListPageDeleteMutation>(
    graphql`
      mutation AdminPostsListPageDeleteMutation($input: DeleteBlogPostInput!, $connections: [ID!]!) {
        deleteBlogPost(input: $input) {
          __typename
          ... on DeleteBlogPostPayload {
            deletedId @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'DeleteBlogPostPayload',
  );
  const connection = data.adminBlogPosts;
  return (
    <ResourceList
      resource={postsResource}
      connection={connection}
      pagination={pagination}
      filtered={filtered}
      onDelete={(post) => remove(connection.__id, { id: post.id })}
      deleting={removing}
    />
  );
}
