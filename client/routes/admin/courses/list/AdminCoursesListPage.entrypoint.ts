// The course list's query starts with the URL's filters (?q=, status, category).
import AdminCoursesListPageQuery from '../../../../__generated__/AdminCoursesListPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { coursesResource } from '../courses.resource';

export const adminCoursesListEntryPoint = listEntryPoint(
  'AdminCoursesListPage',
  () => import('./AdminCoursesListPage'),
  AdminCoursesListPageQuery,
  coursesResource.filters,
);
