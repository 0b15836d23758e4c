// Every admin screen, once: the routes under /admin and the navigation are
// both made from this list, in this order. A resource's declaration
// (path, navigation entry, title, list and delete texts) sits beside its
// screens; here it is paired with their entry points.
import type { TermKind } from '../../../domain/taxonomy';
import { adminAnalyticsEntryPoint } from './analytics/AdminAnalyticsPage.entrypoint';
import { adminPostEditorEntryPoint } from './blog/editor/AdminPostEditorPage.entrypoint';
import { adminPostsListEntryPoint } from './blog/list/AdminPostsListPage.entrypoint';
import { postsResource } from './blog/posts.resource';
import { coursesResource } from './courses/courses.resource';
import { adminCourseEditorEntryPoint } from './courses/editor/AdminCourseEditorPage.entrypoint';
import { adminCoursesListEntryPoint } from './courses/list/AdminCoursesListPage.entrypoint';
import { adminBookingsEntryPoint } from './crm/bookings/AdminBookingsPage.entrypoint';
import { bookingsResource } from './crm/bookings.resource';
import { adminContactEditorEntryPoint } from './crm/contact-editor/AdminContactEditorPage.entrypoint';
import { adminContactImportEntryPoint } from './crm/contact-import/AdminContactImportPage.entrypoint';
import { adminContactNotesEntryPoint } from './crm/contact-notes/AdminContactNotesPage.entrypoint';
import { adminContactsEntryPoint } from './crm/contacts/AdminContactsPage.entrypoint';
import { contactsResource } from './crm/contacts.resource';
import { adminImportsEntryPoint } from './crm/imports/AdminImportsPage.entrypoint';
import { importsResource } from './crm/imports.resource';
import { ctasResource } from './ctas/ctas.resource';
import { adminCtaEditorEntryPoint } from './ctas/editor/AdminCtaEditorPage.entrypoint';
import { adminCtasListEntryPoint } from './ctas/list/AdminCtasListPage.entrypoint';
import { adminDashboardEntryPoint } from './dashboard/AdminDashboardPage.entrypoint';
import type { RegisteredResource } from './kit/resource';
import { adminAssetsEntryPoint } from './media/assets/AdminAssetsPage.entrypoint';
import { assetsResource } from './media/assets/assets.resource';
import { adminVideosEntryPoint } from './media/videos/AdminVideosPage.entrypoint';
import { videosResource } from './media/videos/videos.resource';
import { adminOutboxEntryPoint } from './outbox/AdminOutboxPage.entrypoint';
import { outboxResource } from './outbox/outbox.resource';
import { adminSurveyEditorEntryPoint } from './surveys/editor/AdminSurveyEditorPage.entrypoint';
import { adminSurveysListEntryPoint } from './surveys/list/AdminSurveysListPage.entrypoint';
import { adminSurveyResultsEntryPoint } from './surveys/results/AdminSurveyResultsPage.entrypoint';
import { surveysResource } from './surveys/surveys.resource';
import { termsEntryPoint } from './taxonomy/AdminTermsPage.entrypoint';
import { termResource } from './taxonomy/terms.resource';
import { adminApiTokensEntryPoint } from './tokens/AdminApiTokensPage.entrypoint';
import { apiTokensResource } from './tokens/apiTokens.resource';

const termResources = (kinds: TermKind[]): RegisteredResource[] =>
  kinds.map((kind) => ({ resource: termResource(kind), screen: termsEntryPoint(kind) }));

export const ADMIN_RESOURCES: readonly RegisteredResource[] = [
  {
    resource: { path: '', title: 'Dashboard', nav: { section: 'Overview', label: 'Dashboard', end: true } },
    screen: adminDashboardEntryPoint,
  },
  { resource: postsResource, screen: adminPostsListEntryPoint, editor: adminPostEditorEntryPoint },
  ...termResources(['blogAuthor', 'blogCategory', 'blogTag']),
  { resource: coursesResource, screen: adminCoursesListEntryPoint, editor: adminCourseEditorEntryPoint },
  ...termResources(['courseCategory', 'courseTag']),
  { resource: assetsResource, screen: adminAssetsEntryPoint },
  { resource: videosResource, screen: adminVideosEntryPoint },
  { resource: ctasResource, screen: adminCtasListEntryPoint, editor: adminCtaEditorEntryPoint },
  {
    resource: surveysResource,
    screen: adminSurveysListEntryPoint,
    editor: adminSurveyEditorEntryPoint,
    more: [{ path: ':id/results', screen: adminSurveyResultsEntryPoint }],
  },
  {
    resource: { path: 'analytics', title: 'Analytics', nav: { section: 'Marketing', label: 'Analytics' } },
    screen: adminAnalyticsEntryPoint,
  },
  {
    resource: contactsResource,
    screen: adminContactsEntryPoint,
    editor: adminContactEditorEntryPoint,
    more: [
      { path: ':id/notes', screen: adminContactNotesEntryPoint },
      { path: 'import', screen: adminContactImportEntryPoint },
    ],
  },
  { resource: importsResource, screen: adminImportsEntryPoint },
  { resource: bookingsResource, screen: adminBookingsEntryPoint },
  { resource: outboxResource, screen: adminOutboxEntryPoint },
  { resource: apiTokensResource, screen: adminApiTokensEntryPoint },
];
