// A category's posts.

import { postListAfter } from '../../../../domain/shared/cursors';
import BlogCategoryPageQuery from '../../../__generated__/BlogCategoryPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogCategoryEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogCategoryPage', () => import('./BlogCategoryPage')),
  getPreloadProps: ({ params, searchParams }) => ({
    queries: {
      page: {
        parameters: BlogCategoryPageQuery,
        variables: { slug: params.category ?? '', after: postListAfter(searchParams.get('after')) },
      },
    },
  }),
};
