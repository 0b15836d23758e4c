// Every blog author, by name, with their bio and number of posts.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { paths } from '../../../../domain/shared/paths';
import type { BlogAuthorsPageQuery } from '../../../__generated__/BlogAuthorsPageQuery.graphql';
import { plural } from '../../../components/format';
import { PageIntro } from '../../../components/PageIntro';
import type { ScreenProps } from '../../../routing/entryPoints';

export default function BlogAuthorsPage({ queries }: ScreenProps<{ page: BlogAuthorsPageQuery }>) {
  const { blogAuthors } = usePreloadedQuery<BlogAuthorsPageQuery>(
    graphql`
      query BlogAuthorsPageQuery @preloadable {
        blogAuthors(first: 100) {
          edges {
            node {
              id
              slug
              name
              bio
              postCount
            }
          }
        }
      }
    `,
    queries.page,
  );
  const lead = 'The people behind the posts: practitioners who run our workshops and product engagements.';
  return (
    <div>
      <PageIntro
        seoTitle="Blog authors"
        title="Authors"
        lead={lead}
        path="/blog/authors"
        trail={[{ name: 'Blog', path: '/blog' }]}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {blogAuthors.edges.map(({ node }) => (
          <li key={node.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-slate-900">
              <Link to={paths.blogAuthor(node.slug)} className="hover:text-indigo-700">
                {node.name}
              </Link>
            </h2>
            {node.bio ? <p className="mt-2 text-slate-600">{node.bio}</p> : null}
            <p className="mt-3 text-sm text-slate-600">{plural(node.postCount, 'post')}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
