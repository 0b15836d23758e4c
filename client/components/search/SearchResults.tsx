// Search results across posts and courses, best match first.
import { useEffect, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { SearchResultsQuery } from '../../__generated__/SearchResultsQuery.graphql';
import { useArrivalState } from '../../routing/arrivalState';
import { PostCard } from '../blog/PostCard';
import { CourseCard } from '../courses/CourseCard';
import { focusStatic } from '../focus';
import { plural } from '../format';
import type { SearchFocus } from './SearchBox';

export const searchResultsQuery = graphql`
  query SearchResultsQuery($query: String!) @preloadable {
    search(query: $query, first: 20) {
      ... on Node {
        id
      }
      ...PostCard_post @alias(as: "post")
      ...CourseCard_course @alias(as: "course")
    }
  }
`;

export function SearchResults({
  queryRef,
  query,
  clearTo,
}: {
  queryRef: PreloadedQuery<SearchResultsQuery>;
  query: string;
  clearTo: string;
}) {
  const { search } = usePreloadedQuery<SearchResultsQuery>(searchResultsQuery, queryRef);
  const arrival = useArrivalState<SearchFocus>();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a search from the box: the heading, read out, says what it found.
  useEffect(() => {
    if (arrival?.focus === 'search-results' && heading.current) focusStatic(heading.current);
  }, [arrival]);
  const cleared: SearchFocus = { focus: 'search-box' };
  return (
    <section aria-labelledby="search-results-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 ref={heading} id="search-results-heading" className="text-xl font-semibold text-slate-900">
          {search.length === 0
            ? `No results for “${query}”`
            : `${plural(search.length, 'result')} for “${query}”`}
        </h2>
        <Link to={clearTo} state={cleared} className="text-sm font-medium text-indigo-700 hover:underline">
          Clear search
        </Link>
      </div>
      {search.length === 0 ? (
        <p className="text-slate-600">Try fewer or shorter words: a word’s beginning is enough.</p>
      ) : (
        <ol className="grid gap-6 md:grid-cols-2">
          {search.map((hit) =>
            hit.post ? (
              <li key={hit.id} className="flex">
                <PostCard post={hit.post} />
              </li>
            ) : hit.course ? (
              <li key={hit.id} className="flex">
                <CourseCard course={hit.course} />
              </li>
            ) : null,
          )}
        </ol>
      )}
    </section>
  );
}
