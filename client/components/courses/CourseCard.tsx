// A course in the catalogue: title, summary, level, format, duration, price.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { paths } from '../../../domain/shared/paths';
import type { CourseCard_course$key } from '../../__generated__/CourseCard_course.graphql';
import { FORMAT_LABELS, formatPrice, LEVEL_LABELS } from '../format';

export function CourseCard({
  course: key,
  headingLevel = 2,
}: {
  course: CourseCard_course$key;
  headingLevel?: 2 | 3;
}) {
  const course = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        title
        slug
        summary
        level
        duration
        deliveryFormat
        priceCents
        currency
        category {
          name
        }
      }
    `,
    key,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md">
      <p className="text-sm font-medium text-indigo-700">
        Course{course.category ? ` · ${course.category.name}` : ''}
      </p>
      <Heading className="mt-2 text-xl font-semibold tracking-tight text-slate-900">
        <Link to={paths.course(course.slug)} className="hover:text-indigo-700">
          {course.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-slate-600">{course.summary}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="sr-only">Level</dt>
        <dd>{LEVEL_LABELS[course.level] ?? course.level}</dd>
        <dt className="sr-only">Format</dt>
        <dd>{FORMAT_LABELS[course.deliveryFormat] ?? course.deliveryFormat}</dd>
        <dt className="sr-only">Duration</dt>
        <dd>{course.duration}</dd>
        <dt className="sr-only">Price</dt>
        <dd className="font-semibold text-slate-900">{formatPrice(course.priceCents, course.currency)}</dd>
      </dl>
    </article>
  );
}
