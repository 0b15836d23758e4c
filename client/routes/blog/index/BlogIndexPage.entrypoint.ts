// The blog index: the post list (from ?after= when a crawler pages through
// it), or the results of a search (?q=).

import { postListAfter } from '../../../../domain/shared/cursors';
import BlogIndexPageQuery from '../../../__generated__/BlogIndexPageQuery$parameters';
import SearchResultsQuery from '../../../__generated__/SearchResultsQuery$parameters';
import { type PreloadedQueries, type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogIndexEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogIndexPage', () => import('./BlogIndexPage')),
  getPreloadProps: ({ searchParams }) => {
    const query = searchParams.get('q')?.trim();
    const queries: PreloadedQueries = query
      ? { search: { parameters: SearchResultsQuery, variables: { query } } }
      : {
          list: {
            parameters: BlogIndexPageQuery,
            variables: { after: postListAfter(searchParams.get('after')) },
          },
        };
    return { queries };
  },
};
