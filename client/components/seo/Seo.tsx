// The head of a public page: title, description, canonical URL, the blog's
// feed (for feed readers given the site's address), Open Graph and Twitter tags (React hoists them into <head>, on the server too), and
// JSON-LD structured data.
import { FEED, SITE } from '../../../domain/shared/site';
import { useSite } from '../../ssr/SiteContext';
import { documentTitle } from '../PageHeading';
import { breadcrumbList, type Crumb, type SharedImage } from './structuredData';

export type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /blog/my-post. */
  path: string;
  type?: 'website' | 'article';
  /** The social-card image: a URL, or a URL with its size; the site's card when none. */
  image?: SharedImage | string | null;
  /** Trail shown to search engines as a BreadcrumbList (the home crumb is added). */
  breadcrumbs?: Crumb[];
  /** More JSON-LD objects (Organization, BlogPosting, Course...). */
  jsonLd?: object[];
  /** Articles: ISO dates. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
  noIndex?: boolean;
};

/** JSON in a script element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function Seo({
  title,
  description,
  path,
  type = 'website',
  image,
  breadcrumbs,
  jsonLd = [],
  publishedTime,
  modifiedTime,
  noIndex,
}: SeoProps) {
  const { origin } = useSite();
  const url = `${origin}${path}`;
  const fullTitle = documentTitle(title);
  // A page without a picture of its own is shared with the site's card.
  const shared = typeof image === 'string' ? { url: image } : (image ?? SITE.image);
  const imageUrl = shared ? new URL(shared.url, `${origin}/`).href : null;
  const structured = breadcrumbs?.length ? [...jsonLd, breadcrumbList(origin, breadcrumbs)] : jsonLd;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="alternate" type="application/rss+xml" title={FEED.title} href={`${origin}${FEED.path}`} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {shared?.width ? <meta property="og:image:width" content={String(shared.width)} /> : null}
      {shared?.height ? <meta property="og:image:height" content={String(shared.height)} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {modifiedTime ? <meta property="article:modified_time" content={modifiedTime} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {structured.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page.
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped.
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
