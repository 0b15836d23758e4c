// One author: their bio and their posts.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { paths } from '../../../../domain/shared/paths';
import type { BlogAuthorPageQuery } from '../../../__generated__/BlogAuthorPageQuery.graphql';
import { type ArchiveKind, BlogArchive } from '../../../components/blog/BlogArchive';
import type { ScreenProps } from '../../../routing/entryPoints';

const AUTHOR: ArchiveKind = {
  label: 'Author',
  list: { path: '/blog/authors', name: 'Authors' },
  path: paths.blogAuthor,
  param: 'author',
};

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
  const term = data.blogAuthor;
  return (
    <BlogArchive
      kind={AUTHOR}
      term={term && { ...term, lead: term.bio }}
      query={data}
      description={(name) => `Posts by ${name} on the Meridian Lab blog.`}
      emptyText={(name) => `${name} has not published a post yet.`}
    />
  );
}
