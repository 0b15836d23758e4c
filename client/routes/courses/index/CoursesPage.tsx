// The course catalogue: published courses, filtered by category or tag, and
// a search box that searches them within the filters chosen. The address
// carries all three (?category=&tag=&q=), so a result can be shared and
// reloaded; each change keeps the others.
import { useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { COURSE_FILTER, courseFilterText } from '../../../../domain/courses/catalogue';
import { formatMessage } from '../../../../domain/shared/messages';
import type { CoursesPageQuery } from '../../../__generated__/CoursesPageQuery.graphql';
import { CourseCard } from '../../../components/courses/CourseCard';
import { plural } from '../../../components/format';
import { PageIntro } from '../../../components/PageIntro';
import { SearchBox } from '../../../components/search/SearchBox';
import { NO_RESULTS_HINT, SearchResultsHeading } from '../../../components/search/SearchResults';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useSite } from '../../../ssr/SiteContext';

const DESCRIPTION =
  'Hands-on AI courses for teams: prompt engineering, workflow automation, AI agents and AI product management, taught live by practitioners.';

export default function CoursesPage({ queries }: ScreenProps<{ page: CoursesPageQuery }>) {
  const data = usePreloadedQuery<CoursesPageQuery>(
    graphql`
      query CoursesPageQuery($category: String, $tag: String, $search: String) @preloadable {
        courses(first: 50, category: $category, tag: $tag, search: $search) {
          totalCount
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
        courseCategories(first: 50) {
          pageInfo {
            hasNextPage
          }
          edges {
            node {
              id
              slug
              name
              courseCount
            }
          }
        }
        courseTags(first: 50) {
          pageInfo {
            hasNextPage
          }
          edges {
            node {
              id
              slug
              name
              courseCount
            }
          }
        }
      }
    `,
    queries.page,
  );
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const category = searchParams.get('category');
  const tag = searchParams.get('tag');
  const categoryName = data.courseCategories.edges.find((edge) => edge.node.slug === category)?.node.name;
  const tagName = data.courseTags.edges.find((edge) => edge.node.slug === tag)?.node.name;
  const filterTitle = courseFilterText(COURSE_FILTER.title, categoryName, tagName);
  // A value naming no category or topic (a stale or mistyped link) is said to be unknown, not "0 courses";
  // only when every term was read (one past the first 50 may be the one named).
  const unknown =
    category && !categoryName && !data.courseCategories.pageInfo.hasNextPage
      ? ({ param: 'category', value: category } as const)
      : tag && !tagName && !data.courseTags.pageInfo.hasNextPage
        ? ({ param: 'tag', value: tag } as const)
        : null;

  // An unknown filter is a page that does not exist: 404 from the server, as an unknown course.
  const { response } = useSite();
  if (unknown && response) response.status = 404;
  const within = courseFilterText(COURSE_FILTER.count, categoryName, tagName) ?? '';
  const filtered = Boolean(categoryName || tagName);

  return (
    <div>
      <PageIntro
        seoTitle={filterTitle ?? 'Courses'}
        title="Courses"
        lead={DESCRIPTION}
        path="/courses"
        noIndex={Boolean(query || category || tag)}
      >
        <div className="mt-6">
          <SearchBox
            action="/courses"
            defaultValue={query}
            label={COURSE_FILTER.searchLabel}
            keep={[...searchParams].filter(([name]) => name === 'category' || name === 'tag')}
          />
        </div>
      </PageIntro>
      <nav aria-label="Filter courses" className="mb-8 space-y-3 print:hidden">
        <FilterRow
          label="Category"
          param="category"
          current={category}
          options={data.courseCategories.edges
            .map((edge) => edge.node)
            .filter((node) => node.courseCount > 0)}
        />
        <FilterRow
          label="Topic"
          param="tag"
          current={tag}
          options={data.courseTags.edges.map((edge) => edge.node).filter((node) => node.courseCount > 0)}
        />
      </nav>
      {unknown ? (
        <p className="text-slate-600" aria-live="polite">
          {formatMessage(COURSE_FILTER.unknown[unknown.param], { value: unknown.value })}{' '}
          <Link to={filterPath(searchParams, unknown.param, null)} className="text-indigo-700 underline">
            {COURSE_FILTER.clear}
          </Link>
          {searchParams.size > 1 ? (
            <>
              {' · '}
              <Link to="/courses" className="text-indigo-700 underline">
                {COURSE_FILTER.all}
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <>
          {query ? (
            <SearchResultsHeading
              count={data.courses.totalCount}
              query={query}
              within={within}
              clearTo={filterPath(searchParams, 'q', null)}
              live
            />
          ) : (
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {plural(data.courses.totalCount, 'course')}
              {within}
            </p>
          )}
          {data.courses.edges.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {data.courses.edges.map(({ node }) => (
                <li key={node.id} className="flex">
                  <CourseCard course={node} headingLevel={query ? 3 : 2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">
              {query ? NO_RESULTS_HINT : COURSE_FILTER.empty}{' '}
              {query && filtered ? (
                <Link to={`/courses?q=${encodeURIComponent(query)}`} className="text-indigo-700 underline">
                  {COURSE_FILTER.searchAll}
                </Link>
              ) : (
                <Link to="/courses" className="text-indigo-700 underline">
                  {COURSE_FILTER.all}
                </Link>
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The catalogue with one filter (or the search) changed, or dropped for null, and the others kept (a topic within a category). */
function filterPath(searchParams: URLSearchParams, name: 'category' | 'tag' | 'q', value: string | null) {
  const next = new URLSearchParams(searchParams);
  if (value === null) next.delete(name);
  else next.set(name, value);
  const query = next.toString();
  return query ? `/courses?${query}` : '/courses';
}

function FilterRow({
  label,
  param,
  current,
  options,
}: {
  label: string;
  param: 'category' | 'tag';
  current: string | null;
  options: readonly { id: string; slug: string; name: string }[];
}) {
  const [searchParams] = useSearchParams();
  const labelId = useId();
  // A thumb's height on a phone (44 px, as the menu button), compact beside a mouse.
  const chip = (active: boolean) =>
    `inline-flex min-h-11 max-w-full items-center rounded-full px-3 py-1 text-sm font-medium ring-1 wrap-anywhere sm:min-h-0 ${active ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-700 ring-slate-300 hover:ring-indigo-400'}`;
  // A group named by its label: a screen reader says "Category" on entering its chips.
  return (
    // biome-ignore lint/a11y/useSemanticElements: links, not form controls: a fieldset's legend would not wrap with them
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="w-20 text-sm font-semibold text-slate-900">
        {label}
      </span>
      <Link
        to={filterPath(searchParams, param, null)}
        className={chip(!current)}
        aria-current={!current ? 'page' : undefined}
      >
        All
      </Link>
      {options.map((option) => (
        <Link
          key={option.id}
          to={filterPath(searchParams, param, option.slug)}
          className={chip(current === option.slug)}
          aria-current={current === option.slug ? 'page' : undefined}
        >
          {option.name}
        </Link>
      ))}
    </div>
  );
}
