// The CTA editor's data (the CTA when editing) starts loading with its code.
import AdminCtaEditorPageQuery from '../../../../__generated__/AdminCtaEditorPageQuery$parameters';
import { editorEntryPoint } from '../../kit/entryPoints';

export const adminCtaEditorEntryPoint = editorEntryPoint(
  'AdminCtaEditorPage',
  () => import('./AdminCtaEditorPage'),
  AdminCtaEditorPageQuery,
  'Cta',
);
