// Course tags: the list loads with the screen's code.
import AdminCourseTagsPageQuery from '../../../__generated__/AdminCourseTagsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const adminCourseTagsPageEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminCourseTagsPage', () => import('./AdminCourseTagsPage')),
  getPreloadProps: () => ({
    queries: {
      list: {
        parameters: AdminCourseTagsPageQuery,
        variables: {},
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
