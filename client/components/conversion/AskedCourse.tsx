// The course a message asks about (its page's 'Ask about this course'), for
// the contact dialog and /contact?course=, which that button leads to
// before the page is interactive.
import type { ContactSubject } from '../../../domain/conversion';

/** Its global id and title. */
export type AskedCourse = { id: string; title: string };

/** The subject a question about a course is sent under. */
export const ASKED_COURSE_SUBJECT: ContactSubject = 'Training Information';

export function AskedCourseNote({ course }: { course: AskedCourse }) {
  return (
    <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 wrap-anywhere">
      About the course <strong>{course.title}</strong>
    </p>
  );
}
