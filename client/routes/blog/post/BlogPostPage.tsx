// One post: its body (HTML sanitized by the server), author, category, tags,
// and the call to action its author chose.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import { BLOG, formatMessage } from '../../../../domain/shared/messages';
import { paths } from '../../../../domain/shared/paths';
import type { BlogPostPageQuery } from '../../../__generated__/BlogPostPageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { TagList } from '../../../components/blog/TagList';
import { CtaBlock } from '../../../components/conversion/CtaBlock';
import { formatDate } from '../../../components/format';
import { MovedPermanently } from '../../../components/MovedPermanently';
import { NotFoundMessage } from '../../../components/NotFoundMessage';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Seo } from '../../../components/seo/Seo';
import { blogPosting } from '../../../components/seo/structuredData';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useSite } from '../../../ssr/SiteContext';

export default function BlogPostPage({ queries }: ScreenProps<{ post: BlogPostPageQuery }>) {
  const { blogPost } = usePreloadedQuery<BlogPostPageQuery>(
    graphql`
      query BlogPostPageQuery($slug: String!) @preloadable {
        blogPost(slug: $slug) {
          __typename
          ... on BlogPost {
            id
            title
            slug
            content
            excerpt
            featuredImage {
              ...ResponsiveImage_image
              url
              social {
                url
                width
                height
              }
            }
            publishedAt
            updatedAt
            isPublished
            callToAction
            author {
              name
              slug
              bio
            }
            category {
              name
              slug
            }
            tags {
              name
              ...TagList_tags
            }
          }
          ... on NotFoundError {
            message
          }
        }
      }
    `,
    queries.post,
  );
  const { origin } = useSite();
  const { slug } = useParams();
  if (blogPost.__typename !== 'BlogPost') {
    const message = blogPost.__typename === 'NotFoundError' ? blogPost.message : BLOG.postNotFound;
    return (
      <NotFoundMessage
        title={message}
        message="It may have moved, or it is not public yet."
        path="/blog"
        back={{ to: '/blog', label: 'Back to the blog' }}
      />
    );
  }
  const post = blogPost;
  // Only an admin sees a post before its time: say it is not out yet.
  const scheduled = post.publishedAt != null && Date.parse(post.publishedAt) > Date.now();
  const path = paths.post(post.slug);
  if (post.slug !== slug) return <MovedPermanently to={path} />;
  const description = post.excerpt ?? `${post.title}, on the Meridian Lab blog.`;
  // Social cards get the ~1200 px copy of a library image, else the URL as it is.
  const shareImage = post.featuredImage
    ? (post.featuredImage.social ?? { url: post.featuredImage.url })
    : null;
  const breadcrumbs = [
    { name: 'Blog', path: '/blog' },
    ...(post.category ? [{ name: post.category.name, path: paths.blogCategory(post.category.slug) }] : []),
    { name: post.title, path },
  ];
  return (
    <article className="mx-auto max-w-3xl">
      <Seo
        title={post.title}
        description={description}
        path={path}
        type="article"
        image={shareImage}
        publishedTime={post.publishedAt}
        modifiedTime={post.updatedAt}
        breadcrumbs={breadcrumbs}
        jsonLd={[
          blogPosting(origin, {
            title: post.title,
            description,
            path,
            image: shareImage,
            publishedAt: post.publishedAt,
            updatedAt: post.updatedAt,
            author: post.author ? { name: post.author.name, path: paths.blogAuthor(post.author.slug) } : null,
            category: post.category?.name,
            tags: post.tags.map((tag) => tag.name),
          }),
        ]}
      />
      <Breadcrumbs trail={breadcrumbs.slice(0, -1)} />
      {!post.isPublished || scheduled ? (
        <div className="mb-6">
          <Alert tone="warning" title="Preview">
            {scheduled
              ? formatMessage(BLOG.postScheduled, { date: formatDate(post.publishedAt!) })
              : BLOG.postNotPublished}
          </Alert>
        </div>
      ) : null}
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
          <BylineLink
            prefix=" · By "
            term={post.author}
            path={paths.blogAuthor}
            className="font-medium text-slate-800 hover:text-indigo-700"
          />
          <BylineLink
            prefix=" · In "
            term={post.category}
            path={paths.blogCategory}
            className="font-medium text-indigo-700 hover:underline"
          />
        </p>
      </header>
      {post.featuredImage ? (
        <ResponsiveImage
          image={post.featuredImage}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          alt=""
          className="mb-8 rounded-xl"
        />
      ) : null}
      <div
        className="post-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (server/modules/shared/html.ts).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {post.tags.length > 0 ? (
        <footer className="mt-10 border-t border-slate-200 pt-6">
          <h2 className="mb-3 text-sm font-semibold text-slate-900">Tags</h2>
          <TagList tags={post.tags} />
        </footer>
      ) : null}
      {post.author?.bio ? (
        <aside className="mt-10 rounded-xl bg-slate-50 p-6">
          <h2 className="text-sm font-semibold text-slate-900">About {post.author.name}</h2>
          <p className="mt-2 text-slate-600">{post.author.bio}</p>
        </aside>
      ) : null}
      {post.callToAction ? <CtaBlock type={post.callToAction} className="mt-10" /> : null}
    </article>
  );
}

/** " · By Name": a part of the byline linked to the author's or category's page; nothing without one. */
function BylineLink({
  prefix,
  term,
  path,
  className,
}: {
  prefix: string;
  term: { slug: string; name: string } | null | undefined;
  path: (slug: string) => string;
  className: string;
}) {
  if (!term) return null;
  return (
    <>
      {prefix}
      <Link to={path(term.slug)} className={className}>
        {term.name}
      </Link>
    </>
  );
}
