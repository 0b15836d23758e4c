// The course editor's data (the course when editing, categories, tags)
// starts loading with its code.
import AdminCourseEditorPageQuery from '../../../../__generated__/AdminCourseEditorPageQuery$parameters';
import { editorEntryPoint } from '../../kit/entryPoints';

export const adminCourseEditorEntryPoint = editorEntryPoint(
  'AdminCourseEditorPage',
  () => import('./AdminCourseEditorPage'),
  AdminCourseEditorPageQuery,
  'Course',
);
