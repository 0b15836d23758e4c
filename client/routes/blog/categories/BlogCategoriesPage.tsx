// Every blog category, by name, with its number of posts.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { paths } from '../../../../domain/shared/paths';
import type { BlogCategoriesPageQuery } from '../../../__generated__/BlogCategoriesPageQuery.graphql';
import { plural } from '../../../components/format';
import { PageIntro } from '../../../components/PageIntro';
import type { ScreenProps } from '../../../routing/entryPoints';

export default function BlogCategoriesPage({ queries }: ScreenProps<{ page: BlogCategoriesPageQuery }>) {
  const { blogCategories } = usePreloadedQuery<BlogCategoriesPageQuery>(
    graphql`
      query BlogCategoriesPageQuery @preloadable {
        blogCategories(first: 100) {
          edges {
            node {
              id
              slug
              name
              description
              postCount
            }
          }
        }
      }
    `,
    queries.page,
  );
  const lead = 'Browse the blog by topic.';
  return (
    <div>
      <PageIntro
        seoTitle="Blog categories"
        title="Categories"
        lead={lead}
        description={`${lead} ${blogCategories.edges.map((edge) => edge.node.name).join(', ')}.`}
        path="/blog/categories"
        trail={[{ name: 'Blog', path: '/blog' }]}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {blogCategories.edges.map(({ node }) => (
          <li key={node.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-slate-900">
              <Link to={paths.blogCategory(node.slug)} className="hover:text-indigo-700">
                {node.name}
              </Link>
            </h2>
            {node.description ? <p className="mt-2 text-slate-600">{node.description}</p> : null}
            <p className="mt-3 text-sm text-slate-600">{plural(node.postCount, 'post')}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
