// An author's posts.

import { postListAfter } from '../../../../domain/shared/cursors';
import BlogAuthorPageQuery from '../../../__generated__/BlogAuthorPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogAuthorEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogAuthorPage', () => import('./BlogAuthorPage')),
  getPreloadProps: ({ params, searchParams }) => ({
    queries: {
      page: {
        parameters: BlogAuthorPageQuery,
        variables: { slug: params.author ?? '', after: postListAfter(searchParams.get('after')) },
      },
    },
  }),
};
