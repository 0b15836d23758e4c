// The page of one author or one category: its heading and its posts, a move
// to its current address when reached by a former slug, or a not-found
// message. Each page keeps its own static query and passes the term it found
// and what to call it.
import { useParams } from 'react-router-dom';
import type { BlogPostList_query$key } from '../../__generated__/BlogPostList_query.graphql';
import { MovedPermanently } from '../MovedPermanently';
import { NotFoundMessage } from '../NotFoundMessage';
import { PageHeading } from '../PageHeading';
import { Seo } from '../seo/Seo';
import { BlogPostList, usePostListPath } from './BlogPostList';

export type ArchiveKind = {
  /** "Author", "Category": the eyebrow and the not-found title. */
  label: string;
  /** The list of every term of this kind, e.g. { path: '/blog/authors', name: 'Authors' }. */
  list: { path: string; name: string };
  path: (slug: string) => string;
  /** The route parameter that holds the slug asked for. */
  param: string;
};

export function BlogArchive({
  kind,
  term,
  query,
  description,
  emptyText,
}: {
  kind: ArchiveKind;
  term: { slug: string; name: string; lead?: string | null } | null | undefined;
  query: BlogPostList_query$key;
  description: (name: string) => string;
  emptyText: (name: string) => string;
}) {
  const canonical = usePostListPath(term ? kind.path(term.slug) : kind.list.path);
  const slug = useParams()[kind.param];
  if (term && slug !== undefined && term.slug !== slug) return <MovedPermanently to={kind.path(term.slug)} />;
  if (!term) {
    const noun = kind.label.toLowerCase();
    return (
      <NotFoundMessage
        title={`${kind.label} not found`}
        message={`There is no blog ${noun} at this address.`}
        path={kind.list.path}
        back={{ to: kind.list.path, label: `See all ${kind.list.name.toLowerCase()}` }}
      />
    );
  }
  const path = kind.path(term.slug);
  return (
    <div>
      <Seo
        title={`${term.name} · Blog`}
        description={term.lead ?? description(term.name)}
        path={canonical}
        breadcrumbs={[{ name: 'Blog', path: '/blog' }, kind.list, { name: term.name, path }]}
      />
      <PageHeading eyebrow={kind.label} title={term.name} lead={term.lead} withTitle={false} />
      <BlogPostList query={query} emptyText={emptyText(term.name)} />
    </div>
  );
}
