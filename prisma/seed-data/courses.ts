// The demo course catalogue, in catalogue order.
import { builderCourses } from './courses-builders';
import { teamCourses } from './courses-teams';
import type { CourseSeed } from './types';

export { courseCategories, courseTags } from './course-taxonomy';

export const courses: readonly CourseSeed[] = [...teamCourses, ...builderCourses];
