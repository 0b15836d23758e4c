// Course categories and tags: public, by name, each with the number of
// published courses.
import { builder, PUBLIC } from '../../../builder';
import { publicCourseWhere } from '../../courses/visibility';
import { byName, keysetConnection, keysetConnectionTypes } from '../../shared/keyset';
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
  courseCategories: t.connection(
    {
      ...PUBLIC,
      type: CourseCategoryType,
      description: 'Every course category, by name.',
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'CourseCategory', order: byName }, (page) =>
          context.prisma.courseCategory.findMany(page),
        ),
    },
    ...keysetConnectionTypes('courseCategories'),
  ),
  courseTags: t.connection(
    {
      ...PUBLIC,
      type: CourseTagType,
      description: 'Every course tag, by name.',
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'CourseTag', order: byName }, (page) =>
          context.prisma.courseTag.findMany(page),
        ),
    },
    ...keysetConnectionTypes('courseTags'),
  ),
}));
