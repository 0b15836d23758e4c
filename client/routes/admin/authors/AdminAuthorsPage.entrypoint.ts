// Blog authors: the list loads with the screen's code.
import AdminAuthorsPageQuery from '../../../__generated__/AdminAuthorsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminAuthorsPageEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminAuthorsPage', () => import('./AdminAuthorsPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminAuthorsPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
