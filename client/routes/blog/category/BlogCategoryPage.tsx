// The posts of one category.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { paths } from '../../../../domain/shared/paths';
import type { BlogCategoryPageQuery } from '../../../__generated__/BlogCategoryPageQuery.graphql';
import { type ArchiveKind, BlogArchive } from '../../../components/blog/BlogArchive';
import type { ScreenProps } from '../../../routing/entryPoints';

const CATEGORY: ArchiveKind = {
  label: 'Category',
  list: { path: '/blog/categories', name: 'Categories' },
  path: paths.blogCategory,
  param: 'category',
};

const describe = (name: string) => `Posts about ${name} from the Meridian Lab blog.`;

export default function BlogCategoryPage({ queries }: ScreenProps<{ page: BlogCategoryPageQuery }>) {
  const data = usePreloadedQuery<BlogCategoryPageQuery>(
    graphql`
      query BlogCategoryPageQuery($slug: String!, $after: String) @preloadable {
        blogCategory(slug: $slug) {
          slug
          name
          description
        }
        ...BlogPostList_query @arguments(category: $slug, cursor: $after)
      }
    `,
    queries.page,
  );
  const term = data.blogCategory;
  return (
    <BlogArchive
      kind={CATEGORY}
      term={term && { ...term, lead: term.description ?? describe(term.name) }}
      query={data}
      description={describe}
      emptyText={() => 'No posts in this category yet.'}
    />
  );
}
