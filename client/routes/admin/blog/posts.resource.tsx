// Blog posts: the list at /admin/posts (every post not deleted, last edited
// first) and the editor at /admin/posts/new and /admin/posts/{id}.
import { POST_FORM } from '../../../../domain/blog';
import { paths } from '../../../../domain/shared/paths';
import type { AdminPostsListPage_posts$data } from '../../../__generated__/AdminPostsListPage_posts.graphql';
import { badgeColumn, nameColumn, timeColumn } from '../kit/columns';
import { enumFilter, searchFilter, termFilter } from '../kit/filters';
import { formatDate } from '../kit/formatDateTime';
import { defineResource } from '../kit/resource';
import { rowIdOf } from '../shared/globalId';
import { postBadge } from '../shared/PostStatusBadge';

type PostRow = AdminPostsListPage_posts$data['adminBlogPosts']['edges'][number]['node'];

export const postsResource = defineResource<PostRow>({
  path: 'posts',
  nav: { section: 'Blog', label: 'Posts' },
  lead: 'Drafts, scheduled and published posts.',
  noun: 'post',
  create: true,
  label: (post) => post.title,
  filters: [
    searchFilter('posts'),
    enumFilter('status', 'Status', 'All statuses', {
      draft: { value: 'DRAFT', label: 'Draft' },
      scheduled: { value: 'SCHEDULED', label: 'Scheduled' },
      published: { value: 'PUBLISHED', label: 'Published' },
    }),
    termFilter('author', 'Author', 'blogAuthor', 'All authors'),
    termFilter('category', 'Category', 'blogCategory', 'All categories'),
  ],
  empty: (filtered) => (filtered ? POST_FORM.noPostsMatch : POST_FORM.noPosts),
  columns: [
    nameColumn('Title', (post) => post.title, {
      href: (post) => `/admin/posts/${rowIdOf(post.id)}`,
      detail: (post) => paths.post(post.slug),
    }),
    badgeColumn('Status', (post) => postBadge(post.status, post.publishedAt)),
    { header: 'Author', cell: (post) => post.author?.name ?? '—' },
    { header: 'Category', cell: (post) => post.category?.name ?? '—' },
    timeColumn('Updated', (post) => post.updatedAt, formatDate),
  ],
  remove: {
    body: (title) => (
      <p>
        “{title}” will leave the site, its lists, the feeds and search. Its revisions are kept, and its slug
        stays reserved.
      </p>
    ),
    failed: POST_FORM.deleteFailed,
  },
});
