// The post list's query starts with the URL's filters (?q=, status, author, category).
import AdminPostsListPageQuery from '../../../../__generated__/AdminPostsListPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

const STATUSES = { draft: 'DRAFT', scheduled: 'SCHEDULED', published: 'PUBLISHED' } as const;

export const postListFilters = (searchParams: URLSearchParams) => ({
  search: searchParams.get('q')?.trim() || null,
  status: STATUSES[searchParams.get('status') as keyof typeof STATUSES] ?? null,
  author: searchParams.get('author') || null,
  category: searchParams.get('category') || null,
});

export const adminPostsListEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminPostsListPage', () => import('./AdminPostsListPage')),
  getPreloadProps: ({ searchParams }) => ({
    queries: {
      list: {
        parameters: AdminPostsListPageQuery,
        variables: postListFilters(searchParams),
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
