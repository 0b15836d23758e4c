// The CTA list loads with the screen's code.
import AdminCtasListPageQuery from '../../../../__generated__/AdminCtasListPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';

export const adminCtasListEntryPoint = listEntryPoint(
  'AdminCtasListPage',
  () => import('./AdminCtasListPage'),
  AdminCtasListPageQuery,
);
