// Course categories: the list loads with the screen's code.
import AdminCourseCategoriesPageQuery from '../../../__generated__/AdminCourseCategoriesPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminCourseCategoriesPageEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCourseCategoriesPage', () => import('./AdminCourseCategoriesPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminCourseCategoriesPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
