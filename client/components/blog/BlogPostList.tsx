// A list of posts, 10 at a time, with the exact total. "Older posts" is a
// real link (?after=cursor) that search engines and script-less browsers
// follow; with JavaScript it appends the next page in place.
import { useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '../../../domain/shared/constants';
import { postListAfter } from '../../../domain/shared/cursors';
import { BLOG } from '../../../domain/shared/messages';
import type { BlogPostList_query$key } from '../../__generated__/BlogPostList_query.graphql';
import { buttonClass } from '../Button';
import { whenPresent } from '../focus';
import { plural } from '../format';
import { PostCard } from './PostCard';

/**
 * The canonical address of a post list at `path` as this URL shows it: a
 * later page (a real ?after= cursor, as crawlers follow "Older posts") is a
 * page of its own, not a copy of the first, which would tell search engines
 * to ignore the older posts it links to; anything else is the first page.
 */
export function usePostListPath(path: string): string {
  const [searchParams] = useSearchParams();
  const after = postListAfter(searchParams.get('after'));
  return after ? `${path}?after=${encodeURIComponent(after)}` : path;
}

export function BlogPostList({ query, emptyText }: { query: BlogPostList_query$key; emptyText: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BlogPostList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        category: { type: "String" }
        author: { type: "String" }
      )
      @refetchable(queryName: "BlogPostListPaginationQuery") {
        blogPosts(first: $count, after: $cursor, category: $category, author: $author)
          @connection(key: "BlogPostList_blogPosts", filters: ["category", "author"]) {
          totalCount
          pageInfo {
            endCursor
          }
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const listRef = useRef<HTMLOListElement>(null);
  const { pathname } = useLocation();
  const { edges, totalCount, pageInfo } = data.blogPosts;
  if (totalCount === 0) return <p className="text-slate-600">{emptyText}</p>;
  // A later page (?after=) with nothing left on it: say so, and lead to the first.
  if (edges.length === 0) {
    return (
      <div>
        <p className="mb-4 text-slate-600">{BLOG.pastTheEnd}</p>
        <Link to={pathname} className={buttonClass('secondary')}>
          {BLOG.backToLatest}
        </Link>
      </div>
    );
  }

  const showMore = (event: React.MouseEvent) => {
    event.preventDefault();
    const shown = edges.length;
    loadNext(BLOG_PAGE_SIZE, {
      // Keyboard and screen-reader users land on the first new post.
      onComplete: () =>
        whenPresent(
          () => listRef.current?.querySelectorAll<HTMLElement>('article h2 a')[shown],
          (link) => link.focus(),
        ),
    });
  };

  return (
    <div>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        Showing {edges.length} of {plural(totalCount, 'post')}
      </p>
      <ol ref={listRef} className="grid gap-6 md:grid-cols-2">
        {edges.map((edge, index) => (
          <li key={edge.node.id} className="flex">
            <PostCard post={edge.node} priority={index < 2} />
          </li>
        ))}
      </ol>
      {hasNext && pageInfo.endCursor ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={`?after=${encodeURIComponent(pageInfo.endCursor)}`}
            onClick={showMore}
            aria-disabled={isLoadingNext}
            className={buttonClass('secondary')}
          >
            {isLoadingNext ? 'Loading…' : 'Older posts'}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
