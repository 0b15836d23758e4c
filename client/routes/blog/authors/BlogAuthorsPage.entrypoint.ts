// Every blog author.
import BlogAuthorsPageQuery from '../../../__generated__/BlogAuthorsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const blogAuthorsEntryPoint: RouteEntryPoint = {
  root: screenModule('BlogAuthorsPage', () => import('./BlogAuthorsPage')),
  getPreloadProps: () => ({ queries: { page: { parameters: BlogAuthorsPageQuery, variables: {} } } }),
};
