// The catalogue, filtered by ?category= and ?tag=, or search results (?q=).
import CoursesPageQuery from '../../../__generated__/CoursesPageQuery$parameters';
import SearchResultsQuery from '../../../__generated__/SearchResultsQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const coursesEntryPoint: RouteEntryPoint = {
  root: screenModule('CoursesPage', () => import('./CoursesPage')),
  getPreloadProps: ({ searchParams }) => {
    const query = searchParams.get('q')?.trim();
    return {
      queries: {
        page: {
          parameters: CoursesPageQuery,
          variables: { category: searchParams.get('category'), tag: searchParams.get('tag') },
        },
        ...(query ? { search: { parameters: SearchResultsQuery, variables: { query } } } : {}),
      },
    };
  },
};
