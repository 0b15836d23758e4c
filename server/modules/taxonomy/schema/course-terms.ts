// Course categories and tags: public, by name, each with the number of
// published courses.
import { builder, PUBLIC } from '../../../builder';
import { publicCourseWhere } from '../../courses/visibility';
import { TermInterface } from './term';

export const CourseCategoryType = builder.prismaNode('CourseCategory', {
  id: { field: 'id' },
  nullable: true,
  interfaces: [TermInterface],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    courseCount: t.relationCount('courses', { where: publicCourseWhere }),
  }),
});

export const CourseTagType = builder.prismaNode('CourseTag', {
  id: { field: 'id' },
  nullable: true,
  interfaces: [TermInterface],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    courseCount: t.relationCount('courses', { where: { course: publicCourseWhere } }),
  }),
});

builder.queryFields((t) => ({
  courseCategories: t.prismaConnection({
    ...PUBLIC,
    type: 'CourseCategory',
    cursor: 'id',
    description: 'Every course category, by name.',
    resolve: (query, _root, _args, context) =>
      context.prisma.courseCategory.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
  courseTags: t.prismaConnection({
    ...PUBLIC,
    type: 'CourseTag',
    cursor: 'id',
    description: 'Every course tag, by name.',
    resolve: (query, _root, _args, context) =>
      context.prisma.courseTag.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
}));
