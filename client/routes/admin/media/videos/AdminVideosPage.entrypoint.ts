// The video library's query starts with the URL's search and folder.
import AdminVideosPageQuery from '../../../../__generated__/AdminVideosPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { videosResource } from './videos.resource';

export const adminVideosEntryPoint = listEntryPoint(
  'AdminVideosPage',
  () => import('./AdminVideosPage'),
  AdminVideosPageQuery,
  videosResource.filters,
);
