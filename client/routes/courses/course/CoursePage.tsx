// One course: what it covers, its outline, format and price, and a way to ask
// about it.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../../domain/shared/paths';
import type { CoursePageQuery } from '../../../__generated__/CoursePageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { buttonClass } from '../../../components/Button';
import { ASKED_COURSE_SUBJECT } from '../../../components/conversion/AskedCourse';
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { CourseOutline } from '../../../components/courses/CourseOutline';
import { FORMAT_LABELS, formatPrice, LEVEL_LABELS } from '../../../components/format';
import { MovedPermanently } from '../../../components/MovedPermanently';
import { NotFoundMessage } from '../../../components/NotFoundMessage';
import { Seo } from '../../../components/seo/Seo';
import { course as courseJsonLd } from '../../../components/seo/structuredData';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useSite } from '../../../ssr/SiteContext';

export default function CoursePage({ queries }: ScreenProps<{ course: CoursePageQuery }>) {
  const { course } = usePreloadedQuery<CoursePageQuery>(
    graphql`
      query CoursePageQuery($slug: String!) @preloadable {
        course(slug: $slug) {
          id
          title
          slug
          summary
          description
          level
          duration
          durationMinutes
          deliveryFormat
          priceCents
          currency
          imageUrl
          category {
            name
            slug
          }
          tags {
            id
            name
            slug
          }
          ...CourseOutline_course
        }
      }
    `,
    queries.course,
  );
  const { origin } = useSite();
  const { openContact } = useConversion();
  const { slug } = useParams();
  if (!course) {
    return (
      <NotFoundMessage
        title="Course not found"
        message="This course does not exist or is not available yet."
        path="/courses"
        back={{ to: '/courses', label: 'See all courses' }}
      />
    );
  }
  const path = paths.course(course.slug);
  if (course.slug !== slug) return <MovedPermanently to={path} />;
  const facts = [
    ['Level', LEVEL_LABELS[course.level] ?? course.level],
    ['Format', FORMAT_LABELS[course.deliveryFormat] ?? course.deliveryFormat],
    ['Duration', course.duration],
    ['Price', formatPrice(course.priceCents, course.currency)],
  ] as const;
  return (
    <article>
      <Seo
        title={course.title}
        description={course.summary}
        path={path}
        image={course.imageUrl}
        breadcrumbs={[
          { name: 'Courses', path: '/courses' },
          { name: course.title, path },
        ]}
        jsonLd={[
          courseJsonLd(origin, {
            title: course.title,
            summary: course.summary,
            path,
            priceCents: course.priceCents,
            currency: course.currency,
            deliveryFormat: course.deliveryFormat,
            durationMinutes: course.durationMinutes,
          }),
        ]}
      />
      <Breadcrumbs
        trail={[
          { name: 'Courses', path: '/courses' },
          ...(course.category
            ? [
                {
                  name: course.category.name,
                  path: `/courses?category=${encodeURIComponent(course.category.slug)}`,
                },
              ]
            : []),
        ]}
      />
      {/* Three grid cells: on a phone they stack as written, so the price and
          'Ask about this course' come before the description and the outline;
          from lg the box sits in a third column beside both. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:gap-x-10">
        <div className="lg:col-span-2 lg:row-start-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{course.summary}</p>
        </div>
        <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <h2 className="text-lg font-semibold text-slate-900">At a glance</h2>
          <dl className="mt-4 space-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {course.tags.length > 0 ? (
            <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-2">
              {course.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={`/courses?tag=${encodeURIComponent(tag.slug)}`}
                    className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:ring-indigo-400"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <ConversionButton
            href={paths.askAboutCourse(course.slug)}
            className={buttonClass('primary', 'mt-6 w-full')}
            onActivate={() => openContact(ASKED_COURSE_SUBJECT, { id: course.id, title: course.title })}
          >
            Ask about this course
          </ConversionButton>
          <p className="mt-3 text-xs text-slate-600">
            Run privately for your team, or join a public cohort. We reply within one working day.
          </p>
        </aside>
        <div className="lg:col-span-2 lg:row-start-2">
          <div
            className="post-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (server/modules/shared/html.ts).
            dangerouslySetInnerHTML={{ __html: course.description }}
          />
          <h2 className="mt-12 text-2xl font-semibold text-slate-900">Course outline</h2>
          <CourseOutline course={course} />
        </div>
      </div>
    </article>
  );
}
