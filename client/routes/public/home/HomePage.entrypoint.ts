// The landing page's latest posts and course teaser.
import HomePageQuery from '../../../__generated__/HomePageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../routing/entryPoints';

export const homeEntryPoint: RouteEntryPoint = {
  root: screenModule('HomePage', () => import('./HomePage')),
  getPreloadProps: () => ({ queries: { page: { parameters: HomePageQuery, variables: {} } } }),
};
