// A survey's results, always fetched fresh (visitors keep answering).
import AdminSurveyResultsPageQuery from '../../../../__generated__/AdminSurveyResultsPageQuery$parameters';
import { queryEntryPoint } from '../../kit/entryPoints';

export const adminSurveyResultsEntryPoint = queryEntryPoint(
  'AdminSurveyResultsPage',
  () => import('./AdminSurveyResultsPage'),
  'results',
  AdminSurveyResultsPageQuery,
  ({ params }) => ({ id: params.id ?? '' }),
  'network-only',
);
