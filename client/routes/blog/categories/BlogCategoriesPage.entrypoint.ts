// Every blog category.
import BlogCategoriesPageQuery from '../../../__generated__/BlogCategoriesPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogCategoriesEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogCategoriesPage', () => import('./BlogCategoriesPage')),
  getPreloadProps: () => ({ queries: { page: { parameters: BlogCategoriesPageQuery, variables: {} } } }),
};
