// The course editor's data (the course when editing, categories, tags)
// starts loading with its code.
import AdminCourseEditorPageQuery from '../../../../__generated__/AdminCourseEditorPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';
import { toGlobalId } from '../../shared/globalId';

export const adminCourseEditorEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCourseEditorPage', () => import('./AdminCourseEditorPage')),
  getPreloadProps: ({ params }) => ({
    queries: {
      editor: {
        parameters: AdminCourseEditorPageQuery,
        variables: { id: params.id ? toGlobalId('Course', params.id) : '', isNew: !params.id },
        options: { fetchPolicy: 'network-only' },
      },
    },
  }),
};
