// Back-office side of course categories and tags: how many courses use each
// (drafts included), and their create, update and delete mutations.
import { builder } from '../../../builder';
import { CourseCategoryType, CourseTagType } from './course-terms';
import { defineTermMutations } from './term-mutations';

const ADMIN = { authScopes: { admin: true } } as const;
const description = 'Courses that use it, unpublished ones included.';

builder.prismaObjectFields(CourseCategoryType, (t) => ({
  usageCount: t.relationCount('courses', { ...ADMIN, description }),
}));
builder.prismaObjectFields(CourseTagType, (t) => ({
  usageCount: t.relationCount('courses', { ...ADMIN, description }),
}));

defineTermMutations('courseCategory', CourseCategoryType as never);
defineTermMutations('courseTag', CourseTagType as never);
