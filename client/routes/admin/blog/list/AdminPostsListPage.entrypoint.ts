// The post list's query starts with the URL's filters (?q=, status, author, category).
import AdminPostsListPageQuery from '../../../../__generated__/AdminPostsListPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { postsResource } from '../posts.resource';

export const adminPostsListEntryPoint = listEntryPoint(
  'AdminPostsListPage',
  () => import('./AdminPostsListPage'),
  AdminPostsListPageQuery,
  postsResource.filters,
);
