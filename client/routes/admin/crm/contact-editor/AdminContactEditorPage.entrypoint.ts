// The contact editor's data (the contact with its timeline when editing)
// starts loading with its code.
import AdminContactEditorPageQuery from '../../../../__generated__/AdminContactEditorPageQuery$parameters';
import { editorEntryPoint } from '../../kit/entryPoints';

export const adminContactEditorEntryPoint = editorEntryPoint(
  'AdminContactEditorPage',
  () => import('./AdminContactEditorPage'),
  AdminContactEditorPageQuery,
  'CrmContact',
);
