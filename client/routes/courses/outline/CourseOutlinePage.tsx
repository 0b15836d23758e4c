// The curriculum at a glance: every published course with its modules and
// lessons, in catalogue order.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { paths } from '../../../../domain/shared/paths';
import type { CourseOutlinePageQuery } from '../../../__generated__/CourseOutlinePageQuery.graphql';
import { CourseOutline } from '../../../components/courses/CourseOutline';
import { PageIntro } from '../../../components/PageIntro';
import type { ScreenProps } from '../../../routing/entryPoints';

const LEAD =
  'The full curriculum, module by module. Start with the fundamentals, then pick the tracks your team needs: automation, agents, or AI product management.';

export default function CourseOutlinePage({ queries }: ScreenProps<{ page: CourseOutlinePageQuery }>) {
  const { courses } = usePreloadedQuery<CourseOutlinePageQuery>(
    graphql`
      query CourseOutlinePageQuery @preloadable {
        courses(first: 50) {
          edges {
            node {
              id
              title
              slug
              summary
              duration
              ...CourseOutline_course
            }
          }
        }
      }
    `,
    queries.page,
  );
  return (
    <div>
      <PageIntro
        title="Course outline"
        lead={LEAD}
        path="/course-outline"
        trail={[{ name: 'Courses', path: '/courses' }]}
      />
      <nav aria-label="Courses on this page" className="mb-10">
        <ol className="flex flex-wrap gap-2">
          {courses.edges.map(({ node }) => (
            <li key={node.id}>
              <a
                href={`#${node.slug}`}
                className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-100"
              >
                {node.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-14">
        {courses.edges.map(({ node }) => (
          <section
            key={node.id}
            id={node.slug}
            aria-labelledby={`${node.slug}-heading`}
            className="scroll-mt-6"
          >
            <h2 id={`${node.slug}-heading`} className="text-2xl font-semibold text-slate-900">
              <Link to={paths.course(node.slug)} className="hover:text-indigo-700">
                {node.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-600">
              {node.summary} <span className="text-slate-700">({node.duration})</span>
            </p>
            <CourseOutline course={node} />
          </section>
        ))}
      </div>
    </div>
  );
}
