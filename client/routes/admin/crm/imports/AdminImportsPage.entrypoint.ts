// The import history loads with the screen's code.
import AdminImportsPageQuery from '../../../../__generated__/AdminImportsPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { importsResource } from '../imports.resource';

export const adminImportsEntryPoint = listEntryPoint(
  'AdminImportsPage',
  () => import('./AdminImportsPage'),
  AdminImportsPageQuery,
  importsResource.filters,
);
