// The posts of one category.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { paths } from '../../../../domain/shared/paths';
import type { BlogCategoryPageQuery } from '../../../__generated__/BlogCategoryPageQuery.graphql';
import { BlogPostList } from '../../../components/blog/BlogPostList';
import { NotFoundMessage } from '../../../components/NotFoundMessage';
import { PageHeading } from '../../../components/PageHeading';
import { Seo } from '../../../components/seo/Seo';
import type { ScreenProps } from '../../../routing/entryPoints';

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
  const category = data.blogCategory;
  if (!category) {
    return (
      <NotFoundMessage
        title="Category not found"
        message="There is no blog category at this address."
        path="/blog/categories"
        back={{ to: '/blog/categories', label: 'See all categories' }}
      />
    );
  }
  const path = paths.blogCategory(category.slug);
  const description = category.description ?? `Posts about ${category.name} from the Meridian Lab blog.`;
  return (
    <div>
      <Seo
        title={`${category.name} · Blog`}
        description={description}
        path={path}
        breadcrumbs={[
          { name: 'Blog', path: '/blog' },
          { name: 'Categories', path: '/blog/categories' },
          { name: category.name, path },
        ]}
      />
      <PageHeading eyebrow="Category" title={category.name} lead={description} withTitle={false} />
      <BlogPostList query={data} emptyText="No posts in this category yet." />
    </div>
  );
}
