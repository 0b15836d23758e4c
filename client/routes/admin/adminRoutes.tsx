// Routes under /admin (relative to it). Everything but the login page sits
// behind the guard in AdminLayout.
import type { AppRoute } from '../../routing/AppRoutes';
import { screen } from '../../routing/entryPoints';
import { adminAuthorsPageEntryPoint } from './authors/AdminAuthorsPage.entrypoint';
import { adminCategoriesPageEntryPoint } from './categories/AdminCategoriesPage.entrypoint';
import { adminCourseCategoriesPageEntryPoint } from './course-categories/AdminCourseCategoriesPage.entrypoint';
import { adminCourseTagsPageEntryPoint } from './course-tags/AdminCourseTagsPage.entrypoint';
import { adminCourseEditorEntryPoint } from './courses/editor/AdminCourseEditorPage.entrypoint';
import { adminCoursesListEntryPoint } from './courses/list/AdminCoursesListPage.entrypoint';
import { adminCtaEditorEntryPoint } from './ctas/editor/AdminCtaEditorPage.entrypoint';
import { adminCtasListEntryPoint } from './ctas/list/AdminCtasListPage.entrypoint';
import { adminDashboardEntryPoint } from './dashboard/AdminDashboardPage.entrypoint';
import { AdminLayout } from './layout/AdminLayout';
import { adminPostEditorEntryPoint } from './posts/editor/AdminPostEditorPage.entrypoint';
import { adminPostsListEntryPoint } from './posts/list/AdminPostsListPage.entrypoint';
import { adminSurveyEditorEntryPoint } from './surveys/editor/AdminSurveyEditorPage.entrypoint';
import { adminSurveysListEntryPoint } from './surveys/list/AdminSurveysListPage.entrypoint';
import { adminSurveyResultsEntryPoint } from './surveys/results/AdminSurveyResultsPage.entrypoint';
import { adminTagsPageEntryPoint } from './tags/AdminTagsPage.entrypoint';

export const adminRoutes: AppRoute[] = [
  { path: 'login', entryPoint: screen('AdminLoginPage', () => import('./login/AdminLoginPage')) },
  {
    element: <AdminLayout />,
    children: [
      { index: true, entryPoint: adminDashboardEntryPoint },
      { path: 'posts', entryPoint: adminPostsListEntryPoint },
      { path: 'posts/new', entryPoint: adminPostEditorEntryPoint },
      { path: 'posts/:id', entryPoint: adminPostEditorEntryPoint },
      { path: 'courses', entryPoint: adminCoursesListEntryPoint },
      { path: 'courses/new', entryPoint: adminCourseEditorEntryPoint },
      { path: 'courses/:id', entryPoint: adminCourseEditorEntryPoint },
      {
        path: 'course-categories',
        entryPoint: adminCourseCategoriesPageEntryPoint,
      },
      {
        path: 'course-tags',
        entryPoint: adminCourseTagsPageEntryPoint,
      },
      { path: 'authors', entryPoint: adminAuthorsPageEntryPoint },
      {
        path: 'categories',
        entryPoint: adminCategoriesPageEntryPoint,
      },
      { path: 'tags', entryPoint: adminTagsPageEntryPoint },
      { path: 'assets', entryPoint: screen('AdminAssetsPage', () => import('./assets/AdminAssetsPage')) },
      // Optional ?folder= query parameter.
      { path: 'videos', entryPoint: screen('AdminVideosPage', () => import('./videos/AdminVideosPage')) },
      { path: 'ctas', entryPoint: adminCtasListEntryPoint },
      { path: 'ctas/new', entryPoint: adminCtaEditorEntryPoint },
      { path: 'ctas/:id', entryPoint: adminCtaEditorEntryPoint },
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
