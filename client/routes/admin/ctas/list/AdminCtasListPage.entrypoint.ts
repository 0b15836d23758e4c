// The CTA list loads with the screen's code.
import AdminCtasListPageQuery from '../../../../__generated__/AdminCtasListPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

export const adminCtasListEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCtasListPage', () => import('./AdminCtasListPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminCtasListPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
