// A post in a list: featured image, title, date, author, category, excerpt and tags.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { paths } from '../../../domain/shared/paths';
import type { PostCard_post$key } from '../../__generated__/PostCard_post.graphql';
import { formatDate } from '../format';
import { ResponsiveImage } from '../ResponsiveImage';
import { TagList } from './TagList';

/** How wide a card's image is: one column on a phone, two from md (768 px) up, in a 72rem page. */
const CARD_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';

export function PostCard({
  post: key,
  headingLevel = 2,
  priority = false,
}: {
  post: PostCard_post$key;
  headingLevel?: 2 | 3;
  /** Among the first cards of the page: its image loads at once. */
  priority?: boolean;
}) {
  const post = useFragment(
    graphql`
      fragment PostCard_post on BlogPost {
        title
        slug
        excerpt
        publishedAt
        featuredImage {
          ...ResponsiveImage_image
        }
        author {
          name
          slug
        }
        category {
          name
          slug
        }
        tags {
          ...TagList_tags
        }
      }
    `,
    key,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md">
      {post.featuredImage ? (
        // Across the card's top, out of its padding, edge to edge.
        <div className="-mx-6 -mt-6 mb-4 overflow-hidden rounded-t-xl">
          <ResponsiveImage
            image={post.featuredImage}
            sizes={CARD_SIZES}
            priority={priority}
            alt=""
            className="aspect-[16/9]"
          />
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
        {post.category ? (
          <>
            {post.publishedAt ? ' · ' : null}
            <Link
              to={paths.blogCategory(post.category.slug)}
              className="relative z-10 font-medium text-indigo-700 hover:underline"
            >
              {post.category.name}
            </Link>
          </>
        ) : null}
      </p>
      <Heading className="mt-2 text-xl font-semibold tracking-tight text-slate-900">
        <Link to={paths.post(post.slug)} className="hover:text-indigo-700">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt ? <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p> : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {post.author ? (
          <p className="text-sm text-slate-700">
            By{' '}
            <Link to={paths.blogAuthor(post.author.slug)} className="font-medium hover:text-indigo-700">
              {post.author.name}
            </Link>
          </p>
        ) : null}
        <TagList tags={post.tags} />
      </div>
    </article>
  );
}
