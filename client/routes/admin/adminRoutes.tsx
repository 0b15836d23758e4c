// Routes under /admin (relative to it): the login page, and every resource of
// resources.ts behind the guard in AdminLayout.
import type { AppRoute } from '../../routing/AppRoutes';
import { screen } from '../../routing/entryPoints';
import { resourceRoutes } from './kit/registry';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_RESOURCES } from './resources';

export const adminNotFoundEntryPoint = screen(
  'AdminNotFoundPage',
  () => import('./not-found/AdminNotFoundPage'),
);

export const adminRoutes: AppRoute[] = [
  { path: 'login', entryPoint: screen('AdminLoginPage', () => import('./auth/login/AdminLoginPage')) },
  {
    element: <AdminLayout />,
    // Last: any other address (the server answers it with a 404 too).
    children: [...resourceRoutes(ADMIN_RESOURCES), { path: '*', entryPoint: adminNotFoundEntryPoint }],
  },
];
