// The catalogue, filtered by ?category= and ?tag=, and searched with ?q= within those filters.
import CoursesPageQuery from '../../../__generated__/CoursesPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const coursesEntryPoint: RouteEntryPoint = {
  root: screenModule('CoursesPage', () => import('./CoursesPage')),
  getPreloadProps: ({ searchParams }) => {
    return {
      queries: {
        page: {
          parameters: CoursesPageQuery,
          variables: {
            category: searchParams.get('category'),
            tag: searchParams.get('tag'),
            search: searchParams.get('q')?.trim() || null,
          },
        },
      },
    };
  },
};
