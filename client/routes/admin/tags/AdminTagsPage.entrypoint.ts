// Blog tags: the list loads with the screen's code.
import AdminTagsPageQuery from '../../../__generated__/AdminTagsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminTagsPageEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminTagsPage', () => import('./AdminTagsPage')),
  getPreloadProps: () => ({
    queries: {
      list: { parameters: AdminTagsPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
