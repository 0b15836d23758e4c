// The notes screen's data (the contact and its notes) starts loading with its code.
import AdminContactNotesPageQuery from '../../../../__generated__/AdminContactNotesPageQuery$parameters';
import { queryEntryPoint, rowGlobalId } from '../../kit/entryPoints';

export const adminContactNotesEntryPoint = queryEntryPoint(
  'AdminContactNotesPage',
  () => import('./AdminContactNotesPage'),
  'notes',
  AdminContactNotesPageQuery,
  ({ params }) => ({ id: rowGlobalId('CrmContact', params.id) }),
  'network-only',
);
