// One editor for new and existing posts (/admin/posts/new, /admin/posts/{id}).
// Loading is retried 3 times, 1000 ms apart, with 'Failed to load data'
// shown meanwhile (SPEC §8).
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { POST_EDITOR_LOAD_RETRY } from '../../../../../domain/shared/constants';
import { BLOG, POST_EDITOR } from '../../../../../domain/shared/messages';
import AdminPostEditorPageQueryNode, {
  type AdminPostEditorPageQuery,
} from '../../../../__generated__/AdminPostEditorPageQuery.graphql';
import { buttonClass } from '../../../../components/Button';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { AdminNotFound } from '../../shared/AdminNotFound';
import { PostEditorForm } from './PostEditorForm';

export default function AdminPostEditorPage({ queries }: ScreenProps<{ editor: AdminPostEditorPageQuery }>) {
  return (
    <LoadWithRetry<AdminPostEditorPageQuery>
      initial={queries.editor}
      query={AdminPostEditorPageQueryNode}
      policy={POST_EDITOR_LOAD_RETRY}
      failedMessage={POST_EDITOR.loadFailed}
    >
      {(queryRef) => <Editor queryRef={queryRef} />}
    </LoadWithRetry>
  );
}

function Editor({ queryRef }: { queryRef: PreloadedQuery<AdminPostEditorPageQuery> }) {
  const data = usePreloadedQuery<AdminPostEditorPageQuery>(
    graphql`
      query AdminPostEditorPageQuery($id: ID!, $isNew: Boolean!) @preloadable {
        post: node(id: $id) @skip(if: $isNew) {
          __typename
          ... on BlogPost {
            deleted
            ...PostEditorForm_post @alias(as: "editable")
          }
        }
        blogAuthors(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        blogCategories(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        blogTags(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        activeCtaTypes
      }
    `,
    queryRef,
  );
  const isNew = queryRef.variables.isNew;
  if (!isNew && (data.post?.__typename !== 'BlogPost' || data.post.deleted)) {
    return <AdminNotFound title={BLOG.postNotFound} back={{ to: '/admin/posts', label: 'Back to posts' }} />;
  }
  const options = (edges: readonly { node: { id: string; name: string } }[]) =>
    edges.map(({ node }) => ({ value: node.id, label: node.name }));
  return (
    <>
      {data.blogAuthors.edges.length === 0 || data.blogCategories.edges.length === 0 ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          A post needs an author and a category.{' '}
          <Link to="/admin/authors" className={buttonClass('ghost', 'px-1 py-0 underline')}>
            Add authors
          </Link>{' '}
          <Link to="/admin/categories" className={buttonClass('ghost', 'px-1 py-0 underline')}>
            Add categories
          </Link>
        </p>
      ) : null}
      <PostEditorForm
        post={data.post?.__typename === 'BlogPost' ? (data.post.editable ?? null) : null}
        authors={options(data.blogAuthors.edges)}
        categories={options(data.blogCategories.edges)}
        tags={options(data.blogTags.edges)}
        activeCtaTypes={data.activeCtaTypes ?? null}
      />
    </>
  );
}
