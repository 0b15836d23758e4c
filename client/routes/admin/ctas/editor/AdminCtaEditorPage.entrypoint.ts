// The CTA editor's data (the CTA when editing) starts loading with its code.
import AdminCtaEditorPageQuery from '../../../../__generated__/AdminCtaEditorPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';
import { toGlobalId } from '../../shared/globalId';

export const adminCtaEditorEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCtaEditorPage', () => import('./AdminCtaEditorPage')),
  getPreloadProps: ({ params }) => ({
    queries: {
      editor: {
        parameters: AdminCtaEditorPageQuery,
        variables: { id: params.id ? toGlobalId('Cta', params.id) : '', isNew: !params.id },
        options: { fetchPolicy: 'network-only' },
      },
    },
  }),
};
