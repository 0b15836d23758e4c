// The blog: every readable post, newest first, and a search box.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { BlogIndexPageQuery } from '../../../__generated__/BlogIndexPageQuery.graphql';
import type { SearchResultsQuery } from '../../../__generated__/SearchResultsQuery.graphql';
import { BlogPostList, usePostListPath } from '../../../components/blog/BlogPostList';
import { PageIntro } from '../../../components/PageIntro';
import { SearchBox } from '../../../components/search/SearchBox';
import { SearchResults } from '../../../components/search/SearchResults';
import type { ScreenProps } from '../../../routing/entryPoints';

export const BLOG_DESCRIPTION =
  'Field notes on putting AI to work: audits, workshops, agents and product management, from the Meridian Lab team.';

export default function BlogIndexPage({
  queries,
}: ScreenProps<{ list: BlogIndexPageQuery; search: SearchResultsQuery }>) {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const path = usePostListPath('/blog');
  return (
    <div>
      <PageIntro
        seoTitle={query ? `Search: ${query}` : 'Blog'}
        title="Blog"
        lead={BLOG_DESCRIPTION}
        path={path}
        noIndex={Boolean(query)}
      >
        <div className="mt-6">
          <SearchBox action="/blog" defaultValue={query} />
        </div>
      </PageIntro>
      {queries.search ? (
        <SearchResults queryRef={queries.search} query={query} clearTo="/blog" />
      ) : queries.list ? (
        <PostList queryRef={queries.list} />
      ) : null}
    </div>
  );
}

function PostList({ queryRef }: { queryRef: PreloadedQuery<BlogIndexPageQuery> }) {
  const data = usePreloadedQuery<BlogIndexPageQuery>(
    graphql`
      query BlogIndexPageQuery($after: String) @preloadable {
        ...BlogPostList_query @arguments(cursor: $after)
      }
    `,
    queryRef,
  );
  return <BlogPostList query={data} emptyText="No posts yet. Check back soon." />;
}
