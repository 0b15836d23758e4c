// Routes under /admin (relative to it). Everything but the login page sits
// behind the guard in AdminLayout.
import type { AppRoute } from '../../routing/AppRoutes';
import { screen } from '../../routing/entryPoints';
import { adminDashboardEntryPoint } from './dashboard/AdminDashboardPage.entrypoint';
import { AdminLayout } from './layout/AdminLayout';
import { adminPostEditorEntryPoint } from './posts/editor/AdminPostEditorPage.entrypoint';
import { adminPostsListEntryPoint } from './posts/list/AdminPostsListPage.entrypoint';

export const adminRoutes: AppRoute[] = [
  { path: 'login', entryPoint: screen('AdminLoginPage', () => import('./login/AdminLoginPage')) },
  {
    element: <AdminLayout />,
    children: [
      { index: true, entryPoint: adminDashboardEntryPoint },
      { path: 'posts', entryPoint: adminPostsListEntryPoint },
      { path: 'posts/new', entryPoint: adminPostEditorEntryPoint },
      { path: 'posts/:id', entryPoint: adminPostEditorEntryPoint },
      {
        path: 'courses',
        entryPoint: screen('AdminCoursesListPage', () => import('./courses/list/AdminCoursesListPage')),
      },
      {
        path: 'courses/new',
        entryPoint: screen('AdminCourseEditorPage', () => import('./courses/editor/AdminCourseEditorPage')),
      },
      {
        path: 'courses/:id',
        entryPoint: screen('AdminCourseEditorPage', () => import('./courses/editor/AdminCourseEditorPage')),
      },
      {
        path: 'course-categories',
        entryPoint: screen(
          'AdminCourseCategoriesPage',
          () => import('./course-categories/AdminCourseCategoriesPage'),
        ),
      },
      {
        path: 'course-tags',
        entryPoint: screen('AdminCourseTagsPage', () => import('./course-tags/AdminCourseTagsPage')),
      },
      { path: 'authors', entryPoint: screen('AdminAuthorsPage', () => import('./authors/AdminAuthorsPage')) },
      {
        path: 'categories',
        entryPoint: screen('AdminCategoriesPage', () => import('./categories/AdminCategoriesPage')),
      },
      { path: 'tags', entryPoint: screen('AdminTagsPage', () => import('./tags/AdminTagsPage')) },
      { path: 'assets', entryPoint: screen('AdminAssetsPage', () => import('./assets/AdminAssetsPage')) },
      // Optional ?folder= query parameter.
      { path: 'videos', entryPoint: screen('AdminVideosPage', () => import('./videos/AdminVideosPage')) },
      {
        path: 'ctas',
        entryPoint: screen('AdminCtasListPage', () => import('./ctas/list/AdminCtasListPage')),
      },
      {
        path: 'ctas/new',
        entryPoint: screen('AdminCtaEditorPage', () => import('./ctas/editor/AdminCtaEditorPage')),
      },
      {
        path: 'ctas/:id',
        entryPoint: screen('AdminCtaEditorPage', () => import('./ctas/editor/AdminCtaEditorPage')),
      },
      {
        path: 'crm/contacts',
        entryPoint: screen('AdminContactsPage', () => import('./crm/contacts/AdminContactsPage')),
      },
      {
        path: 'crm/contacts/new',
        entryPoint: screen(
          'AdminContactEditorPage',
          () => import('./crm/contact-editor/AdminContactEditorPage'),
        ),
      },
      {
        path: 'crm/contacts/:id',
        entryPoint: screen(
          'AdminContactEditorPage',
          () => import('./crm/contact-editor/AdminContactEditorPage'),
        ),
      },
      {
        path: 'crm/contacts/:id/notes',
        entryPoint: screen(
          'AdminContactNotesPage',
          () => import('./crm/contact-notes/AdminContactNotesPage'),
        ),
      },
      {
        path: 'surveys',
        entryPoint: screen('AdminSurveysListPage', () => import('./surveys/list/AdminSurveysListPage')),
      },
      {
        path: 'surveys/new',
        entryPoint: screen('AdminSurveyEditorPage', () => import('./surveys/editor/AdminSurveyEditorPage')),
      },
      {
        path: 'surveys/:id',
        entryPoint: screen('AdminSurveyEditorPage', () => import('./surveys/editor/AdminSurveyEditorPage')),
      },
      {
        path: 'surveys/:id/results',
        entryPoint: screen(
          'AdminSurveyResultsPage',
          () => import('./surveys/results/AdminSurveyResultsPage'),
        ),
      },
      { path: 'outbox', entryPoint: screen('AdminOutboxPage', () => import('./outbox/AdminOutboxPage')) },
      {
        path: 'analytics',
        entryPoint: screen('AdminAnalyticsPage', () => import('./analytics/AdminAnalyticsPage')),
      },
    ],
  },
];
