// Every survey, fetched again on each visit (counts change as visitors answer).
import AdminSurveysListPageQuery from '../../../../__generated__/AdminSurveysListPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

export const adminSurveysListEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminSurveysListPage', () => import('./AdminSurveysListPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminSurveysListPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
