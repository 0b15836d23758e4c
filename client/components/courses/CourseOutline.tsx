// A course's outline: its modules in order, each with its lessons.
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseOutline_course$key } from '../../__generated__/CourseOutline_course.graphql';

const minutes = (total: number) =>
  total >= 60 ? `${Math.floor(total / 60)} h${total % 60 ? ` ${total % 60} min` : ''}` : `${total} min`;

export function CourseOutline({
  course: key,
  headingLevel = 3,
}: {
  course: CourseOutline_course$key;
  headingLevel?: 3 | 4;
}) {
  const { modules } = useFragment(
    graphql`
      fragment CourseOutline_course on Course {
        modules {
          id
          title
          summary
          lessons {
            id
            title
            durationMinutes
          }
        }
      }
    `,
    key,
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="mt-4 space-y-4">
      {modules.map((module, index) => {
        const total = module.lessons.reduce((sum, lesson) => sum + (lesson.durationMinutes ?? 0), 0);
        return (
          <li key={module.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Heading className="font-semibold text-slate-900">
                <span className="text-indigo-700">Module {index + 1}.</span> {module.title}
              </Heading>
              {total > 0 ? <span className="text-sm text-slate-600">{minutes(total)}</span> : null}
            </div>
            {module.summary ? <p className="mt-1 text-slate-600">{module.summary}</p> : null}
            <ul className="mt-3 space-y-1 text-sm text-slate-700">
              {module.lessons.map((lesson) => (
                <li key={lesson.id} className="flex justify-between gap-4 border-t border-slate-100 pt-1">
                  <span className="min-w-0 wrap-anywhere">{lesson.title}</span>
                  {lesson.durationMinutes ? (
                    <span className="shrink-0 text-slate-600">{minutes(lesson.durationMinutes)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
