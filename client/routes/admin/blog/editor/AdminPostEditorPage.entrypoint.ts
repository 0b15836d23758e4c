// The post editor's data (the post when editing, authors, categories, tags,
// the active CTA types) starts loading with its code.
import AdminPostEditorPageQuery from '../../../../__generated__/AdminPostEditorPageQuery$parameters';
import { editorEntryPoint } from '../../kit/entryPoints';

export const adminPostEditorEntryPoint = editorEntryPoint(
  'AdminPostEditorPage',
  () => import('./AdminPostEditorPage'),
  AdminPostEditorPageQuery,
  'BlogPost',
);
