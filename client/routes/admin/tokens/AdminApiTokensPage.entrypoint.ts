// The API token list loads with the screen's code.
import AdminApiTokensPageQuery from '../../../__generated__/AdminApiTokensPageQuery$parameters';
import { listEntryPoint } from '../kit/entryPoints';

export const adminApiTokensEntryPoint = listEntryPoint(
  'AdminApiTokensPage',
  () => import('./AdminApiTokensPage'),
  AdminApiTokensPageQuery,
);
