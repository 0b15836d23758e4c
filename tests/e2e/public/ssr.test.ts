// What a search engine gets without running JavaScript: full pages with their
// own title, description, canonical URL, social tags and valid JSON-LD; real
// 404 statuses; a sitemap and an RSS feed that parse and list every readable
// post; robots.txt. Also an admin session previewing a draft.

import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import { createSession, SESSION_COOKIE } from '../../../server/modules/auth/sessions';
import { processImage } from '../../../server/modules/media/images';
import { htmlToText } from '../../../server/modules/shared/html';
import { startTestServer, type TestServer } from '../../helpers/browser';
import { makeJpeg } from '../../helpers/media';
import { ADMIN, createUser } from '../../helpers/users';

let server: TestServer;

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head(html))?.[1];
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://meridian.example' } });
  await seedDemoContent(server.prisma);
});
afterAll(() => server?.close());

describe('server-rendered pages', () => {
  it("shows a library image as the post's featured image: srcset, size, and its JPEG copy on social cards", async () => {
    const id = randomUUID();
    const processed = await processImage(server.services.storage, await makeJpeg(1600, 900), 'hero.jpg', id);
    const url = `/media/assets/${id}`;
    await server.prisma.asset.create({
      data: {
        id,
        name: 'hero',
        url,
        width: processed.width,
        height: processed.height,
        variants: processed.variants,
      },
    });
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'With a hero',
        slug: 'with-a-hero',
        content: '<p>Body</p>',
        imageUrl: url,
        isPublished: true,
        publishedAt: new Date('2020-01-01'),
      },
    });
    const { html } = await page(`/blog/${post.slug}`);
    // The smallest JPEG copy at least 1200 px wide: from a 1600 px upload, the 1600 one.
    const social = processed.variants.find((variant) => variant.format === 'jpeg' && variant.width === 1600)!;
    const socialUrl = `https://meridian.example${server.services.storage.publicUrl(social.key)}`;
    expect(meta(html, 'property', 'og:image')).toBe(socialUrl);
    expect(meta(html, 'property', 'og:image:width')).toBe('1600');
    expect(meta(html, 'property', 'og:image:height')).toBe('900');
    expect(meta(html, 'name', 'twitter:image')).toBe(socialUrl);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const posting = jsonLd(html).find((data) => data['@type'] === 'BlogPosting')!;
    expect(posting.image).toEqual({ '@type': 'ImageObject', url: socialUrl, width: 1600, height: 900 });
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)![0];
    expect(hero).toContain(`src="${url}"`);
    expect(hero).toMatch(/srcSet="[^"]+\.webp 480w, [^"]+\.webp 960w, [^"]+\.webp 1600w"/);
    expect(hero).toContain('width="1600"');
    expect(hero).toContain('height="900"');
    expect(hero).toContain('loading="eager"');

    const { html: index } = await page('/blog');
    const cards = [...index.matchAll(/<article[^>]*>\s*<div[^>]*>\s*<img[^>]*>/g)].map((match) => match[0]);
    expect(cards.some((card) => card.includes(`src="${url}"`) && card.includes('.webp 480w'))).toBe(true);
  });

  it('sends a blog post with its title, body, description, canonical URL, social tags and JSON-LD', async () => {
    const post = await server.prisma.blogPost.findFirstOrThrow({
      where: { isPublished: true },
      include: { author: true, category: true },
      orderBy: { publishedAt: 'desc' },
    });
    const { status, html } = await page(`/blog/${post.slug}`);
    expect(status).toBe(200);
    const titles = [...head(html).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
    expect(titles).toEqual([`${post.title} · Meridian Lab`]);
    expect(decode(meta(html, 'name', 'description')!)).toBe(post.excerpt);
    expect(head(html)).toContain(`<link rel="canonical" href="https://meridian.example/blog/${post.slug}"/>`);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(decode(meta(html, 'property', 'og:title')!)).toBe(`${post.title} · Meridian Lab`);
    // A post without a picture of its own is shared with the site's card.
    expect(meta(html, 'property', 'og:image')).toBe('https://meridian.example/og-image.png');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The body text, as rendered markup (not only in the embedded data).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('__RELAY_DATA__'));
    const firstParagraph = htmlToText(/<p>(.*?)<\/p>/s.exec(post.content)![1]!);
    expect(decode(htmlToText(root))).toContain(firstParagraph);
    expect(decode(root)).toContain(post.author!.name);

    const data = jsonLd(html);
    const posting = data.find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      description: post.excerpt,
      url: `https://meridian.example/blog/${post.slug}`,
      datePublished: post.publishedAt!.toISOString(),
      author: { '@type': 'Person', name: post.author!.name },
    });
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; position: number }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      post.category!.name,
      post.title,
    ]);
  });

  it('sends a course with its outline, description and Course JSON-LD', async () => {
    const course = await server.prisma.course.findFirstOrThrow({
      where: { isPublished: true },
      include: { modules: { orderBy: { position: 'asc' } } },
    });
    const { status, html } = await page(`/course/${course.slug}`);
    expect(status).toBe(200);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head(html))![1]!)).toBe(`${course.title} · Meridian Lab`);
    expect(decode(meta(html, 'name', 'description')!)).toBe(course.summary);
    const text = decode(htmlToText(html.slice(html.indexOf('<div id="root">'))));
    expect(text).toContain(htmlToText(/<p>(.*?)<\/p>/s.exec(course.description)![1]!));
    for (const module of course.modules) expect(text).toContain(module.title);
    const data = jsonLd(html);
    expect(data.find((item) => item['@type'] === 'Course')).toMatchObject({
      name: course.title,
      description: course.summary,
      provider: { '@type': 'Organization', name: 'Meridian Lab' },
    });
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('gives a later page of a post list its own canonical address, and a page from anything else the first page’s', async () => {
    const category = await server.prisma.blogCategory.create({
      data: { slug: 'pagination-check', name: 'Pagination check' },
    });
    const author = await server.prisma.blogAuthor.findFirstOrThrow();
    await server.prisma.blogPost.createMany({
      data: Array.from({ length: 11 }, (_, index) => ({
        slug: `pagination-check-${index}`,
        title: `Pagination check ${index}`,
        content: '<p>Text.</p>',
        isPublished: true,
        publishedAt: new Date(Date.UTC(2026, 0, index + 1)),
        authorId: author.id,
        categoryId: category.id,
      })),
    });
    const path = '/blog/category/pagination-check';
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(head(html))?.[1];
    try {
      const first = await page(path);
      expect(canonical(first.html)).toBe(`https://meridian.example${path}`);
      // "Older posts", as a crawler follows it.
      const older = decode(/href="([^"]*\?after=[^"]+)"/.exec(first.html)?.[1] ?? '');
      expect(older).toMatch(new RegExp(`^${path}\\?after=`));
      const second = await page(older);
      expect(decode(second.html)).toContain('Pagination check 0');
      expect(decode(canonical(second.html) ?? '')).toBe(`https://meridian.example${older}`);
      for (const notACursor of [`${path}?after=garbage`, `${path}?utm_source=feed`])
        expect(canonical((await page(notACursor)).html), notACursor).toBe(`https://meridian.example${path}`);
    } finally {
      await server.prisma.blogPost.deleteMany({ where: { categoryId: category.id } });
      await server.prisma.blogCategory.delete({ where: { id: category.id } });
    }
  });

  it('renders the same page for clients that accept anything (many crawlers, curl)', async () => {
    const post = await server.prisma.blogPost.findFirstOrThrow({ where: { isPublished: true } });
    const { status, html } = await page(`/blog/${post.slug}`, { accept: '*/*' });
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>');
    expect(jsonLd(html).some((item) => item['@type'] === 'BlogPosting')).toBe(true);
  });

  it('renders the first page of a post list for an ?after= that is not a cursor', async () => {
    const newest = await server.prisma.blogPost.findFirstOrThrow({
      where: { isPublished: true },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      include: { category: true, author: true },
    });
    for (const path of [
      '/blog?after=garbage',
      `/blog?after=${Buffer.from('OffsetConnection:5').toString('base64')}`,
      `/blog/category/${newest.category!.slug}?after=%E2%9C%93`,
      `/blog/author/${newest.author!.slug}?after=bm90IGpzb24`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('id="__RELAY_DATA__"');
      expect(decode(html), path).toContain(newest.title);
    }
  });

  it('gives the landing page Organization data, every page its own title, and each the feed’s address', async () => {
    const home = await page('/');
    expect(jsonLd(home.html).find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: 'Meridian Lab',
      url: 'https://meridian.example/',
    });
    const titles = new Set<string>();
    for (const path of [
      '/',
      '/ai-workshop',
      '/fractional-pm',
      '/about',
      '/timeline',
      '/course-outline',
      '/courses',
      '/blog',
      '/blog/categories',
      '/blog/authors',
      '/blog/category/ai-strategy',
      '/blog/author/maya-chen',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(head(html))?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(meta(html, 'name', 'description'), path).toBeTruthy();
      expect(head(html)).toContain(`<link rel="canonical" href="https://meridian.example${path}"/>`);
      // A feed reader given any page's address finds the blog's feed.
      expect(head(html), path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Meridian Lab blog" href="https://meridian.example/rss.xml"/>',
      );
      // The page's content is in the first response, with the data to hydrate it.
      expect(html, path).toMatch(/<main id="main"[^>]*>\s*<(?!div role="status")/);
      expect(html).toContain('id="__RELAY_DATA__"');
    }
    expect(titles.size).toBe(12);
  });

  it('names icons every browser can show, and serves each at its size', async () => {
    const links = [
      ...head((await page('/')).html).matchAll(/<link rel="(icon|apple-touch-icon)"([^>]*)>/g),
    ].map(([, rel, attributes]) => ({
      rel,
      href: /href="([^"]+)"/.exec(attributes!)![1]!,
      sizes: /sizes="(\d+)x\d+"/.exec(attributes!)?.[1],
    }));
    // The SVG, a 32 px raster for browsers without SVG icons, and iOS's 180 px one.
    expect(links.map(({ rel, href }) => `${rel} ${href}`).sort()).toEqual([
      'apple-touch-icon /apple-touch-icon.png',
      'icon /favicon.ico',
      'icon /favicon.svg',
    ]);
    const served = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      return { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
    };
    expect((await served('/favicon.svg')).type).toContain('image/svg+xml');
    const ico = await served('/favicon.ico');
    expect(ico.type).toBe('image/x-icon');
    // One 32 px image in the ICO (asked for without looking at the page, by crawlers and feed readers too).
    expect([ico.body.readUInt16LE(2), ico.body.readUInt16LE(4), ico.body[6], ico.body[7]]).toEqual([
      1, 1, 32, 32,
    ]);
    const icoImage = await sharp(ico.body.subarray(ico.body.readUInt32LE(18))).metadata();
    expect([icoImage.format, icoImage.width, icoImage.height]).toEqual(['png', 32, 32]);
    // iOS draws transparent corners black: its icon is square and opaque.
    const touch = await served('/apple-touch-icon.png');
    expect(touch.type).toBe('image/png');
    const touchImage = await sharp(touch.body).metadata();
    expect([touchImage.width, touchImage.height, touchImage.hasAlpha]).toEqual([180, 180, false]);
    expect(links.find((link) => link.href === '/favicon.ico')?.sizes).toBe('32');
  });

  it('answers unknown and unreadable URLs with a real 404 and a helpful page', async () => {
    const cases: [string, string][] = [
      ['/no-such-page', 'Page not found'],
      ['/blog/no-such-post', BLOG.postNotFound],
      ['/blog/writing-prompts-your-whole-team-can-reuse', BLOG.postNotPublished],
      ['/blog/category/no-such-category', 'Category not found'],
      ['/blog/author/nobody', 'Author not found'],
      ['/course/no-such-course', 'Course not found'],
      ['/blog/a/b/c', 'Page not found'],
    ];
    const unpublished = await server.prisma.course.findFirstOrThrow({ where: { isPublished: false } });
    cases.push([`/course/${unpublished.slug}`, 'Course not found']);
    for (const [path, heading] of cases) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(decode(html)).toContain(
        `<h1 class="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${heading}</h1>`,
      );
      expect(meta(html, 'name', 'robots')).toBe('noindex');
    }
  });

  it('lets an admin session preview a draft, privately', async () => {
    const admin = await createUser(server.prisma, { ...ADMIN, role: 'admin' });
    const { token } = await createSession(server.prisma, admin.id, { ttlDays: 1, now: new Date() });
    const { status, html, headers } = await page('/blog/writing-prompts-your-whole-team-can-reuse', {
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(status).toBe(200);
    expect(decode(html)).toContain('Preview');
    expect(headers.get('cache-control')).toContain('private');

    // A post scheduled for later says so to the admin; visitors do not see it yet.
    const draft = await server.prisma.blogPost.findUniqueOrThrow({
      where: { slug: 'writing-prompts-your-whole-team-can-reuse' },
    });
    const scheduled = await server.prisma.blogPost.update({
      where: { slug: 'writing-prompts-your-whole-team-can-reuse' },
      data: { isPublished: true, publishedAt: new Date('2099-03-04T09:30:00Z') },
    });
    const later = await page(`/blog/${scheduled.slug}`, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(decode(later.html)).toMatch(/This blog post is scheduled: visitors see it from [^<]*2099/);
    expect((await page(`/blog/${scheduled.slug}`)).status).toBe(404);
    await server.prisma.blogPost.update({
      where: { id: scheduled.id },
      data: { isPublished: draft.isPublished, publishedAt: draft.publishedAt },
    });
  });

  it('answers the former address of a renamed post, course, category or author with a 301 to the current one', async () => {
    const [author, category] = await Promise.all([
      server.prisma.blogAuthor.findFirstOrThrow(),
      server.prisma.blogCategory.findFirstOrThrow(),
    ]);
    // As a rename in the editor leaves them (tests/api/former-slugs.test.ts).
    const post = await server.prisma.blogPost.create({
      data: {
        slug: 'a-better-title',
        title: 'A renamed post',
        content: '<p>Still here.</p>',
        isPublished: true,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        authorId: author.id,
        categoryId: category.id,
      },
    });
    await server.prisma.blogPostFormerSlug.create({ data: { slug: 'a-first-title', postId: post.id } });
    const course = await server.prisma.course.create({
      data: {
        title: 'A renamed course',
        slug: 'course-better-name',
        summary: 'Renamed.',
        description: 'Renamed.',
        duration: '1 day',
        isPublished: true,
      },
    });
    await server.prisma.courseFormerSlug.create({ data: { slug: 'course-first-name', courseId: course.id } });

    await server.prisma.termFormerSlug.create({
      data: { kind: 'blogCategory', slug: 'old-category-name', termId: category.id },
    });
    await server.prisma.termFormerSlug.create({
      data: { kind: 'blogAuthor', slug: 'old-author-name', termId: author.id },
    });
    for (const [from, to] of [
      ['/blog/a-first-title?utm_source=newsletter', '/blog/a-better-title?utm_source=newsletter'],
      ['/course/course-first-name', '/course/course-better-name'],
      ['/blog/category/old-category-name', `/blog/category/${category.slug}`],
      ['/blog/author/old-author-name?page=2', `/blog/author/${author.slug}?page=2`],
    ]) {
      const response = await fetch(`${server.url}${from}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(response.status, from).toBe(301);
      const location = new URL(response.headers.get('location')!, server.url);
      expect(`${location.pathname}${location.search}`).toBe(to);
    }
    const current = await page('/blog/a-better-title');
    expect(current.status).toBe(200);
    expect(head(current.html)).toContain(
      '<link rel="canonical" href="https://meridian.example/blog/a-better-title"/>',
    );
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('https://meridian.example/blog/a-better-title');
    expect(sitemap).toContain('https://meridian.example/course/course-better-name');
    expect(sitemap).not.toContain('a-first-title');
    expect(sitemap).not.toContain('course-first-name');
  });

  it('keeps the admin area a plain client-rendered shell', async () => {
    const { status, html } = await page('/admin/posts');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('sitemap, RSS and robots.txt', () => {
  const readable = () =>
    server.prisma.blogPost.findMany({
      where: {
        isPublished: true,
        deleted: false,
        OR: [{ publishedAt: null }, { publishedAt: { lte: new Date() } }],
      },
    });

  it('lists static pages, every readable post, courses, categories and authors, with lastmod', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod: string }[] } };
    const urls = parsed.urlset.url;
    const locs = urls.map((url) => url.loc);
    for (const post of await readable()) expect(locs).toContain(`https://meridian.example/blog/${post.slug}`);
    expect(locs).not.toContain('https://meridian.example/blog/writing-prompts-your-whole-team-can-reuse');
    for (const course of await server.prisma.course.findMany()) {
      expect(locs.includes(`https://meridian.example/course/${course.slug}`)).toBe(course.isPublished);
    }
    for (const path of [
      '/',
      '/blog',
      '/courses',
      '/about',
      '/blog/category/ai-strategy',
      '/blog/author/maya-chen',
    ]) {
      expect(locs).toContain(`https://meridian.example${path}`);
    }
    expect(urls.every((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.lastmod))).toBe(true);
  });

  it('publishes the latest readable posts as RSS', async () => {
    const response = await fetch(`${server.url}/rss.xml`);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as {
      rss: { channel: { item: { link: string; title: string }[] } };
    };
    const links = parsed.rss.channel.item.map((item) => item.link);
    const posts = await readable();
    expect(links).toHaveLength(posts.length);
    for (const post of posts) expect(links).toContain(`https://meridian.example/blog/${post.slug}`);
  });

  it('keeps the pages only a visit leads to (the survey’s thank-you, the internal Slack test) out of search results, described like the others', async () => {
    for (const path of ['/thank-you', '/webhook-test']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(meta(html, 'name', 'robots'), path).toBe('noindex');
      expect(meta(html, 'name', 'description'), path).toBeTruthy();
      expect(meta(html, 'property', 'og:title'), path).toBeTruthy();
      expect(head(html), path).toContain(`<link rel="canonical" href="https://meridian.example${path}"/>`);
    }
  });

  it('points robots at the sitemap and away from the back-office', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://meridian.example/sitemap.xml');
  });
});
