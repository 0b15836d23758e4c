// Every post that is not deleted, last edited first: search, status, author
// and category filters (kept in the URL), more on demand, and delete behind
// a confirmation.
import { type FormEvent, useState } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { POST_FORM } from '../../../../../domain/blog';
import type { AdminPostsListPage_posts$key } from '../../../../__generated__/AdminPostsListPage_posts.graphql';
import type { AdminPostsListPageDeleteMutation } from '../../../../__generated__/AdminPostsListPageDeleteMutation.graphql';
import type { AdminPostsListPageQuery } from '../../../../__generated__/AdminPostsListPageQuery.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { plural } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { rowIdOf } from '../../shared/globalId';
import { PostStatusBadge } from '../../shared/PostStatusBadge';
import { failureOf, useAsyncMutation } from '../../shared/results';
import { SelectField } from '../../shared/SelectField';

const PAGE = 20;
const UPDATED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export default function AdminPostsListPage({ queries }: ScreenProps<{ list: AdminPostsListPageQuery }>) {
  return (
    <div className="space-y-6">
      <PageHeading title="Posts" lead="Drafts, scheduled and published posts.">
        <Link to="/admin/posts/new" className={buttonClass('primary', 'mt-4')}>
          New post
        </Link>
      </PageHeading>
      <PostList queryRef={queries.list} />
    </div>
  );
}

function PostList({ queryRef }: { queryRef: PreloadedQuery<AdminPostsListPageQuery> }) {
  const query = usePreloadedQuery<AdminPostsListPageQuery>(
    graphql`
      query AdminPostsListPageQuery($search: String, $status: PostStatus, $author: String, $category: String)
      @preloadable {
        blogAuthors(first: 100) {
          edges {
            node {
              slug
              name
            }
          }
        }
        blogCategories(first: 100) {
          edges {
            node {
              slug
              name
            }
          }
        }
        ...AdminPostsListPage_posts
          @arguments(search: $search, status: $status, author: $author, category: $category)
      }
    `,
    queryRef,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <>
      <search aria-label="Filter posts">
        <form onSubmit={submitSearch} className="grid gap-4 md:grid-cols-4">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                label="Search posts"
                type="search"
                name="q"
                defaultValue={searchParams.get('q') ?? ''}
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
          <SelectField
            label="Status"
            value={searchParams.get('status') ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            placeholder="All statuses"
            options={[
              { value: 'draft', label: 'Draft' },
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'published', label: 'Published' },
            ]}
          />
          <SelectField
            label="Author"
            value={searchParams.get('author') ?? ''}
            onChange={(event) => setFilter('author', event.target.value)}
            placeholder="All authors"
            options={query.blogAuthors.edges.map(({ node }) => ({ value: node.slug, label: node.name }))}
          />
          <SelectField
            label="Category"
            value={searchParams.get('category') ?? ''}
            onChange={(event) => setFilter('category', event.target.value)}
            placeholder="All categories"
            options={query.blogCategories.edges.map(({ node }) => ({ value: node.slug, label: node.name }))}
          />
        </form>
      </search>
      <PostTable query={query} />
    </>
  );
}

type Target = { id: string; title: string };

function PostTable({ query }: { query: AdminPostsListPage_posts$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
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
  const [remove, removing] = useAsyncMutation<AdminPostsListPageDeleteMutation>(graphql`
    mutation AdminPostsListPageDeleteMutation($input: DeleteBlogPostInput!, $connections: [ID!]!) {
      deleteBlogPost(input: $input) {
        __typename
        ... on DeleteBlogPostPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [target, setTarget] = useState<Target | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const connection = data.adminBlogPosts;

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const { deleteBlogPost } = await remove({
        variables: { input: { id: target.id }, connections: [connection.__id] },
        updater: (store, response) => {
          if (response?.deleteBlogPost.__typename !== 'DeleteBlogPostPayload') return;
          const record = store.get(connection.__id);
          const total = record?.getValue('totalCount');
          if (record && typeof total === 'number') record.setValue(total - 1, 'totalCount');
        },
      });
      const failure = failureOf(deleteBlogPost, 'DeleteBlogPostPayload');
      setNotice(
        failure
          ? { tone: 'error', text: failure.message || POST_FORM.deleteFailed }
          : { tone: 'success', text: `“${target.title}” was deleted.` },
      );
    } catch {
      setNotice({ tone: 'error', text: POST_FORM.deleteFailed });
    }
    setTarget(null);
  };

  return (
    <div className="space-y-4">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {connection.edges.length} of {plural(connection.totalCount, 'post')}
      </p>
      {connection.edges.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          No posts match these filters.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Title
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Author
                </th>
                <th scope="col" className="px-4 py-2">
                  Category
                </th>
                <th scope="col" className="px-4 py-2">
                  Updated
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {connection.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/posts/${rowIdOf(node.id)}`}
                      className="font-medium text-slate-900 hover:text-indigo-700"
                    >
                      {node.title}
                    </Link>
                    <p className="text-xs text-slate-500">/{node.slug}</p>
                  </td>
                  <td className="px-4 py-2">
                    <PostStatusBadge status={node.status} publishedAt={node.publishedAt} />
                  </td>
                  <td className="px-4 py-2 text-slate-700">{node.author?.name ?? '—'}</td>
                  <td className="px-4 py-2 text-slate-700">{node.category?.name ?? '—'}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                    <time dateTime={node.updatedAt}>{UPDATED.format(new Date(node.updatedAt))}</time>
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Button variant="ghost" onClick={() => setTarget({ id: node.id, title: node.title })}>
                      Delete<span className="sr-only"> {node.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Delete this post?"
        confirmLabel="Delete post"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      >
        <p>
          “{target?.title}” will leave the site, its lists, the feeds and search. Its revisions are kept, and
          its slug stays reserved.
        </p>
      </ConfirmDialog>
    </div>
  );
}
