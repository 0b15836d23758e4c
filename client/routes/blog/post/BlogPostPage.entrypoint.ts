// One post by slug.
import BlogPostPageQuery from '../../../__generated__/BlogPostPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogPostEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogPostPage', () => import('./BlogPostPage')),
  getPreloadProps: ({ params }) => ({
    queries: { post: { parameters: BlogPostPageQuery, variables: { slug: params.slug ?? '' } } },
  }),
};
