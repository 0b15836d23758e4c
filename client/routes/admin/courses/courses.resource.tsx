// Courses: the list at /admin/courses (catalogue order, published or not)
// and the editor at /admin/courses/new and /admin/courses/{id}.
import { COURSE_FORM } from '../../../../domain/courses/form';
import { paths } from '../../../../domain/shared/paths';
import type { AdminCoursesListPage_query$data } from '../../../__generated__/AdminCoursesListPage_query.graphql';
import { formatPrice } from '../../../components/format';
import { badgeColumn, nameColumn } from '../kit/columns';
import { enumFilter, searchFilter, termFilter } from '../kit/filters';
import { defineResource } from '../kit/resource';
import { rowIdOf } from '../shared/globalId';

type CourseRow = AdminCoursesListPage_query$data['adminCourses']['edges'][number]['node'];

export const coursesResource = defineResource<CourseRow>({
  path: 'courses',
  nav: { section: 'Courses', label: 'Courses' },
  lead: 'The catalogue, in the order visitors see it.',
  noun: 'course',
  create: true,
  label: (course) => course.title,
  pageSize: 50,
  filters: [
    searchFilter('courses'),
    enumFilter('status', 'Status', 'All statuses', {
      published: { value: 'PUBLISHED', label: 'Published' },
      draft: { value: 'DRAFT', label: 'Draft' },
    }),
    termFilter('category', 'Category', 'courseCategory', 'All categories'),
  ],
  empty: (filtered) => (filtered ? COURSE_FORM.noCoursesMatch : COURSE_FORM.noCourses),
  columns: [
    nameColumn('Title', (course) => course.title, {
      href: (course) => `/admin/courses/${rowIdOf(course.id)}`,
      detail: (course) => paths.course(course.slug),
    }),
    badgeColumn('Status', (course) =>
      course.isPublished ? { tone: 'success', label: 'Published' } : { tone: 'neutral', label: 'Draft' },
    ),
    { header: 'Category', cell: (course) => course.category?.name ?? '—' },
    { header: 'Price', cell: (course) => formatPrice(course.priceCents, course.currency) },
    { header: 'Position', cell: (course) => course.sortOrder },
  ],
  remove: {
    body: (title) => (
      <p>“{title}” and its outline will be deleted for good, and it leaves the catalogue and search.</p>
    ),
    failed: COURSE_FORM.deleteFailed,
  },
});
