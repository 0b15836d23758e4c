// The notes screen's data (the contact and its notes) starts loading with its code.
import AdminContactNotesPageQuery from '../../../../__generated__/AdminContactNotesPageQuery$parameters';
import { queryEntryPoint } from '../../kit/entryPoints';
import { toGlobalId } from '../../shared/globalId';

export const adminContactNotesEntryPoint = queryEntryPoint(
  'AdminContactNotesPage',
  () => import('./AdminContactNotesPage'),
  'notes',
  AdminContactNotesPageQuery,
  ({ params }) => ({ id: toGlobalId('CrmContact', params.id ?? '') }),
  'network-only',
);
