// Active surveys, fetched while the list's code loads.
import SurveyListPageQuery from '../../../__generated__/SurveyListPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const surveyListEntryPoint: RouteEntryPoint = {
  root: screenModule('SurveyListPage', () => import('./SurveyListPage')),
  getPreloadProps: () => ({
    queries: { list: { parameters: SurveyListPageQuery, variables: {} } },
  }),
};
