// The image library's query starts with the URL's search and folder.
import AdminAssetsPageQuery from '../../../../__generated__/AdminAssetsPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { assetsResource } from './assets.resource';

export const adminAssetsEntryPoint = listEntryPoint(
  'AdminAssetsPage',
  () => import('./AdminAssetsPage'),
  AdminAssetsPageQuery,
  assetsResource.filters,
);
