// Files for search engines and feed readers: /sitemap.xml (static pages,
// readable posts, published courses, categories and authors, with lastmod),
// /rss.xml (the latest readable posts) and /robots.txt. They read through the
// same visibility rules as the pages. Each carries an ETag of its content:
// a feed reader or crawler asking again with If-None-Match gets 304 and no
// body until a post or course changes.
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { paths } from '../../domain/shared/paths';
import { FEED, SITE } from '../../domain/shared/site';
import { POST_ORDER, publicPostWhere } from '../modules/blog/visibility';
import { publicCourseWhere } from '../modules/courses/visibility';
import type { AppDeps } from '../yoga';

export const RSS_ITEMS = 20;

/** Public pages that are not read from the database. */
export const STATIC_PAGES = [
  '/',
  '/ai-workshop',
  '/fractional-pm',
  '/courses',
  '/course-outline',
  '/blog',
  '/blog/categories',
  '/blog/authors',
  '/about',
  '/timeline',
  '/survey',
] as const;

const xmlEscape = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

const day = (date: Date) => date.toISOString().slice(0, 10);
const latest = (dates: Date[]) =>
  dates.reduce<Date | null>((max, date) => (!max || date > max ? date : max), null);

export async function sitemapXml({ prisma, config, services }: AppDeps): Promise<string> {
  const now = services.clock.now();
  const origin = config.publicUrl;
  const [posts, courses, categories, authors] = await Promise.all([
    prisma.blogPost.findMany({
      where: publicPostWhere(now),
      select: { slug: true, updatedAt: true, categoryId: true, authorId: true },
      orderBy: POST_ORDER,
    }),
    prisma.course.findMany({ where: publicCourseWhere, select: { slug: true, updatedAt: true } }),
    prisma.blogCategory.findMany({ select: { id: true, slug: true, updatedAt: true } }),
    prisma.blogAuthor.findMany({ select: { id: true, slug: true, updatedAt: true } }),
  ]);
  const newestPost = latest(posts.map((post) => post.updatedAt));
  const newestCourse = latest(courses.map((course) => course.updatedAt));
  const contentDates: Partial<Record<string, Date | null>> = {
    '/': latest([...(newestPost ? [newestPost] : []), ...(newestCourse ? [newestCourse] : [])]),
    '/blog': newestPost,
    '/courses': newestCourse,
    '/course-outline': newestCourse,
  };
  const entries: { path: string; lastmod: Date | string }[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: contentDates[path] ?? SITE.pagesUpdated })),
    ...posts.map((post) => ({ path: paths.post(post.slug), lastmod: post.updatedAt })),
    ...courses.map((course) => ({ path: paths.course(course.slug), lastmod: course.updatedAt })),
    // A category or author page changes when one of its posts does.
    ...categories.map((category) => ({
      path: paths.blogCategory(category.slug),
      lastmod:
        latest([
          category.updatedAt,
          ...posts.filter((p) => p.categoryId === category.id).map((p) => p.updatedAt),
        ]) ?? category.updatedAt,
    })),
    ...authors.map((author) => ({
      path: paths.blogAuthor(author.slug),
      lastmod:
        latest([
          author.updatedAt,
          ...posts.filter((p) => p.authorId === author.id).map((p) => p.updatedAt),
        ]) ?? author.updatedAt,
    })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc><lastmod>${typeof lastmod === 'string' ? lastmod : day(lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function rssXml({ prisma, config, services }: AppDeps): Promise<string> {
  const origin = config.publicUrl;
  const posts = await prisma.blogPost.findMany({
    where: publicPostWhere(services.clock.now()),
    orderBy: POST_ORDER,
    take: RSS_ITEMS,
    select: {
      title: true,
      slug: true,
      excerpt: true,
      publishedAt: true,
      createdAt: true,
      updatedAt: true,
      author: { select: { name: true } },
      category: { select: { name: true } },
    },
  });
  const items = posts.map((post) => {
    const link = xmlEscape(`${origin}${paths.post(post.slug)}`);
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      post.excerpt ? `      <description>${xmlEscape(post.excerpt)}</description>` : null,
      post.author ? `      <dc:creator>${xmlEscape(post.author.name)}</dc:creator>` : null,
      post.category ? `      <category>${xmlEscape(post.category.name)}</category>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  // When the newest post changed; without posts it is left out, so the feed
  // and its ETag stay the same until one is published.
  const built = latest(posts.map((post) => post.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(FEED.title)}</title>`,
    `    <link>${xmlEscape(`${origin}/blog`)}</link>`,
    `    <description>${xmlEscape(SITE.description)}</description>`,
    '    <language>en</language>',
    built ? `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>` : null,
    `    <atom:link href="${xmlEscape(`${origin}${FEED.path}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export function robotsTxt({ config }: AppDeps): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /graphql',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSeoRoutes(app: Hono<{ Bindings: HttpBindings }>, deps: AppDeps): void {
  // Short caching: a scheduled post appears in them at its time.
  const headers = (type: string) => ({ 'content-type': type, 'cache-control': 'public, max-age=300' });
  // Weak: the same content is sent gzipped or not.
  for (const path of ['/sitemap.xml', FEED.path, '/robots.txt']) app.use(path, etag({ weak: true }));
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(deps), 200, headers('application/xml; charset=utf-8')),
  );
  app.get(FEED.path, async (c) =>
    c.body(await rssXml(deps), 200, headers('application/rss+xml; charset=utf-8')),
  );
  app.get('/robots.txt', (c) => c.body(robotsTxt(deps), 200, headers('text/plain; charset=utf-8')));
}
