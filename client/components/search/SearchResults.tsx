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
  return (
    <section aria-labelledby="search-results-heading">
      <SearchResultsHeading count={search.length} query={query} clearTo={clearTo} />
      {search.length === 0 ? (
        <p className="text-slate-600">{NO_RESULTS_HINT}</p>
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

/**
 * How many results a search found, with the link that clears it. After a
 * search from the box it has the focus, and is read out; Clear search gives
 * the focus back to the box.
 */
export function SearchResultsHeading({
  count,
  query,
  within = '',
  clearTo,
  live = false,
}: {
  count: number;
  query: string;
  /** What the search was limited to, after the query (“ in AI Engineering”). */
  within?: string;
  clearTo: string;
  /** Read out when it changes in place (a filter chosen during the search keeps the focus where it is). */
  live?: boolean;
}) {
  const arrival = useArrivalState<SearchFocus>();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a search from the box: the heading, read out, says what it found.
  useEffect(() => {
    if (arrival?.focus === 'search-results' && heading.current) focusStatic(heading.current);
  }, [arrival]);
  const cleared: SearchFocus = { focus: 'search-box' };
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
      <h2
        ref={heading}
        id="search-results-heading"
        className="text-xl font-semibold text-slate-900"
        aria-live={live ? 'polite' : undefined}
      >
        {count === 0 ? `No results for “${query}”` : `${plural(count, 'result')} for “${query}”`}
        {within}
      </h2>
      <Link to={clearTo} state={cleared} className="text-sm font-medium text-indigo-700 hover:underline">
        Clear search
      </Link>
    </div>
  );
}

/** What a search that found nothing suggests. */
export const NO_RESULTS_HINT = 'Try fewer or shorter words: a word’s beginning is enough.';
