// Every survey, fetched again on each visit (counts change as visitors answer).
import AdminSurveysListPageQuery from '../../../../__generated__/AdminSurveysListPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';

export const adminSurveysListEntryPoint = listEntryPoint(
  'AdminSurveysListPage',
  () => import('./AdminSurveysListPage'),
  AdminSurveysListPageQuery,
);
