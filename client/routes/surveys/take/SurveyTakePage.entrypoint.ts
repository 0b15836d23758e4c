// One survey by its id in the address, fetched while the screen's code loads.
import SurveyTakePageQuery from '../../../__generated__/SurveyTakePageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const surveyTakeEntryPoint: RouteEntryPoint = {
  root: screenModule('SurveyTakePage', () => import('./SurveyTakePage')),
  getPreloadProps: ({ params }) => ({
    queries: { survey: { parameters: SurveyTakePageQuery, variables: { id: params.id ?? '' } } },
  }),
};
