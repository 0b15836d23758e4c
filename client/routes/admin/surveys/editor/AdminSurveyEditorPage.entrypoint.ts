// The survey builder: an existing survey (by the id in the address) is
// fetched while the builder's code loads; a new one needs nothing.
import AdminSurveyEditorPageQuery from '../../../../__generated__/AdminSurveyEditorPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';

export const adminSurveyEditorEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminSurveyEditorPage', () => import('./AdminSurveyEditorPage')),
  getPreloadProps: ({ params }) =>
    params.id
      ? {
          queries: {
            survey: {
              parameters: AdminSurveyEditorPageQuery,
              variables: { id: params.id },
              options: { fetchPolicy: 'network-only' },
            },
          },
        }
      : {},
};
