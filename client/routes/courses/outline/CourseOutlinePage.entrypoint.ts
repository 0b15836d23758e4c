// Every published course's outline.
import CourseOutlinePageQuery from '../../../__generated__/CourseOutlinePageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const courseOutlineEntryPoint: RouteEntryPoint = {
  root: screenModule('CourseOutlinePage', () => import('./CourseOutlinePage')),
  getPreloadProps: () => ({ queries: { page: { parameters: CourseOutlinePageQuery, variables: {} } } }),
};
