// Courses are public when published: the rule as a Prisma filter and as SQL.
import { Prisma } from '../../db';

export const publicCourseWhere: Prisma.CourseWhereInput = { isPublished: true };

export function publicCourseSql(alias: string): Prisma.Sql {
  return Prisma.raw(`"${alias}".is_published`);
}
