// The post editor's data (the post when editing, authors, categories, tags,
// the active CTA types) starts loading with its code.
import AdminPostEditorPageQuery from '../../../../__generated__/AdminPostEditorPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';
import { toGlobalId } from '../../shared/globalId';

export const adminPostEditorEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminPostEditorPage', () => import('./AdminPostEditorPage')),
  getPreloadProps: ({ params }) => ({
    queries: {
      editor: {
        parameters: AdminPostEditorPageQuery,
        variables: { id: params.id ? toGlobalId('BlogPost', params.id) : '', isNew: !params.id },
        // Always the latest version: a save names the version it starts from.
        options: { fetchPolicy: 'network-only' },
      },
    },
  }),
};
