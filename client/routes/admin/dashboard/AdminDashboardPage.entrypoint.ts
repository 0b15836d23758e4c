// Starts the dashboard's query while its code loads.
import AdminDashboardPageQuery from '../../../__generated__/AdminDashboardPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminDashboardEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminDashboardPage', () => import('./AdminDashboardPage')),
  getPreloadProps: () => ({
    queries: {
      dashboard: {
        parameters: AdminDashboardPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
