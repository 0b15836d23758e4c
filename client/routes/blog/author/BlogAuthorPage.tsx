// One author: their bio and their posts.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { paths } from '../../../../domain/shared/paths';
import type { BlogAuthorPageQuery } from '../../../__generated__/BlogAuthorPageQuery.graphql';
import { BlogPostList } from '../../../components/blog/BlogPostList';
import { NotFoundMessage } from '../../../components/NotFoundMessage';
import { PageHeading } from '../../../components/PageHeading';
import { Seo } from '../../../components/seo/Seo';
import type { ScreenProps } from '../../../routing/entryPoints';

export default function BlogAuthorPage({ queries }: ScreenProps<{ page: BlogAuthorPageQuery }>) {
  const data = usePreloadedQuery<BlogAuthorPageQuery>(
    graphql`
      query BlogAuthorPageQuery($slug: String!, $after: String) @preloadable {
        blogAuthor(slug: $slug) {
          slug
          name
          bio
        }
        ...BlogPostList_query @arguments(author: $slug, cursor: $after)
      }
    `,
    queries.page,
  );
  const author = data.blogAuthor;
  if (!author) {
    return (
      <NotFoundMessage
        title="Author not found"
        message="There is no blog author at this address."
        path="/blog/authors"
        back={{ to: '/blog/authors', label: 'See all authors' }}
      />
    );
  }
  const path = paths.blogAuthor(author.slug);
  const description = author.bio ?? `Posts by ${author.name} on the Meridian Lab blog.`;
  return (
    <div>
      <Seo
        title={`${author.name} · Blog`}
        description={description}
        path={path}
        type="website"
        breadcrumbs={[
          { name: 'Blog', path: '/blog' },
          { name: 'Authors', path: '/blog/authors' },
          { name: author.name, path },
        ]}
      />
      <PageHeading eyebrow="Author" title={author.name} lead={author.bio} withTitle={false} />
      <BlogPostList query={data} emptyText={`${author.name} has not published a post yet.`} />
    </div>
  );
}
