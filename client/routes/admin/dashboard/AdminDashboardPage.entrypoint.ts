// Starts the dashboard's query while its code loads.
import AdminDashboardPageQuery from '../../../__generated__/AdminDashboardPageQuery$parameters';
import { queryEntryPoint } from '../kit/entryPoints';

export const adminDashboardEntryPoint = queryEntryPoint(
  'AdminDashboardPage',
  () => import('./AdminDashboardPage'),
  'dashboard',
  AdminDashboardPageQuery,
);
