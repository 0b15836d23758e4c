// Routes under /admin (relative to it). Everything but the login page sits
// behind the guard in AdminLayout.
import type { AppRoute } from '../../routing/AppRoutes';
import { screen } from '../../routing/entryPoints';
import { adminDashboardEntryPoint } from './dashboard/AdminDashboardPage.entrypoint';
import { AdminLayout } from './layout/AdminLayout';
import { adminSurveyEditorEntryPoint } from './surveys/editor/AdminSurveyEditorPage.entrypoint';
import { adminSurveysListEntryPoint } from './surveys/list/AdminSurveysListPage.entrypoint';
import { adminSurveyResultsEntryPoint } from './surveys/results/AdminSurveyResultsPage.entrypoint';

export const adminRoutes: AppRoute[] = [
  { path: 'login', entryPoint: screen('AdminLoginPage', () => import('./login/AdminLoginPage')) },
  {
    element: <AdminLayout />,
    children: [
      { index: true, entryPoint: adminDashboardEntryPoint },
      {
        path: 'posts',
        entryPoint: screen('AdminPostsListPage', () => import('./posts/list/AdminPostsListPage')),
      },
      {
        path: 'posts/new',
        entryPoint: screen('AdminPostEditorPage', () => import('./posts/editor/AdminPostEditorPage')),
      },
      {
        path: 'posts/:id',
        entryPoint: screen('AdminPostEditorPage', () => import('./posts/editor/AdminPostEditorPage')),
      },
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
      { path: 'surveys', entryPoint: adminSurveysListEntryPoint },
      { path: 'surveys/new', entryPoint: adminSurveyEditorEntryPoint },
      { path: 'surveys/:id', entryPoint: adminSurveyEditorEntryPoint },
      { path: 'surveys/:id/results', entryPoint: adminSurveyResultsEntryPoint },
      { path: 'outbox', entryPoint: screen('AdminOutboxPage', () => import('./outbox/AdminOutboxPage')) },
      {
        path: 'analytics',
        entryPoint: screen('AdminAnalyticsPage', () => import('./analytics/AdminAnalyticsPage')),
      },
    ],
  },
];
