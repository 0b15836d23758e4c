// Blog categories: the list loads with the screen's code.
import AdminCategoriesPageQuery from '../../../__generated__/AdminCategoriesPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminCategoriesPageEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCategoriesPage', () => import('./AdminCategoriesPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminCategoriesPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
