// One course by slug.
import CoursePageQuery from '../../../__generated__/CoursePageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const courseEntryPoint: RouteEntryPoint = {
  root: screenModule('CoursePage', () => import('./CoursePage')),
  getPreloadProps: ({ params }) => ({
    queries: { course: { parameters: CoursePageQuery, variables: { slug: params.slug ?? '' } } },
  }),
};
