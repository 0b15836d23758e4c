// A survey's results, always fetched fresh (visitors keep answering).
import AdminSurveyResultsPageQuery from '../../../../__generated__/AdminSurveyResultsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

export const adminSurveyResultsEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminSurveyResultsPage', () => import('./AdminSurveyResultsPage')),
  getPreloadProps: ({ params }) => ({
    queries: {
      results: {
        parameters: AdminSurveyResultsPageQuery,
        variables: { id: params.id ?? '' },
        options: { fetchPolicy: 'network-only' },
      },
    },
  }),
};
