// The course list's query starts with the URL's filters (?q=, status).
import AdminCoursesListPageQuery from '../../../../__generated__/AdminCoursesListPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

export const adminCoursesListEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCoursesListPage', () => import('./AdminCoursesListPage')),
  getPreloadProps: ({ searchParams }) => {
    const status = searchParams.get('status');
    return {
      queries: {
        list: {
          parameters: AdminCoursesListPageQuery,
          variables: {
            search: searchParams.get('q')?.trim() || null,
            published: status === 'published' ? true : status === 'draft' ? false : null,
          },
          options: { fetchPolicy: 'store-and-network' },
        },
      },
    };
  },
};
