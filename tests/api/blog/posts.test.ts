// The public blog API: only readable posts reach visitors (lists, slug,
// node(id:)), pagination with exact counts, category/author/tag filters, the
// spec's two messages, admin preview, sanitized HTML and the statement count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG } from '../../../domain/shared/messages';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let counter: QueryCounter;
let adminCookie: string;
let categoryId: string;
let authorId: string;

const LIST = /* GraphQL */ `
  query List($first: Int, $after: String, $category: String, $author: String, $tag: String) {
    blogPosts(first: $first, after: $after, category: $category, author: $author, tag: $tag) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id slug title publishedAt author { name slug } category { name slug } tags { name slug } } }
    }
  }
`;
type ListData = {
  blogPosts: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { id: string; slug: string; publishedAt: string | null; tags: { slug: string }[] } }[];
  };
};
const POST = /* GraphQL */ `
  query Post($slug: String!) {
    blogPost(slug: $slug) {
      __typename
      ... on BlogPost { id title content excerpt tags { name } }
      ... on Error { message }
    }
  }
`;

async function addPost(slug: string, fields: Record<string, unknown> = {}) {
  return app.prisma.blogPost.create({
    data: {
      slug,
      title: `Post ${slug}`,
      content: `<p>Body of ${slug}</p>`,
      excerpt: `Excerpt of ${slug}`,
      isPublished: true,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      authorId,
      categoryId,
      ...fields,
    },
  });
}

/** Counted straight from the table, for comparison with the API's totals. */
const readableCount = (where: { categoryId?: string; authorId?: string }) =>
  app.prisma.blogPost.count({
    where: {
      ...where,
      isPublished: true,
      deleted: false,
      OR: [{ publishedAt: null }, { publishedAt: { lte: clock.now() } }],
    },
  });

beforeAll(async () => {
  const db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma }, services: { clock } });
  await createUser(db.prisma, { ...ADMIN, role: 'admin' });
  adminCookie = await signIn(app, ADMIN);
  categoryId = (await app.prisma.blogCategory.findFirstOrThrow({ where: { slug: 'ai-strategy' } })).id;
  authorId = (await app.prisma.blogAuthor.findFirstOrThrow({ orderBy: { name: 'asc' } })).id;
  // Beside the seed's 7 published posts and 1 draft: more published posts for
  // pagination, and one of each kind a visitor must never see.
  for (let index = 0; index < 14; index++) {
    await addPost(`extra-${String(index).padStart(2, '0')}`, {
      publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  await addPost('deleted-post', { deleted: true });
  await addPost('scheduled-post', { publishedAt: new Date('2026-12-24T09:00:00Z') });
  await addPost('unpublished-post', { isPublished: false });
  await addPost('undated-post', { publishedAt: null });
});
afterAll(() => app.close());

describe('blog posts for visitors', () => {
  it('lists only published, non-deleted, due posts, newest first, with the exact total', async () => {
    const { data, errors } = await app.gql<ListData>(LIST, { first: 100 });
    expect(errors).toBeUndefined();
    const slugs = data!.blogPosts.edges.map((edge) => edge.node.slug);
    expect(data!.blogPosts.totalCount).toBe(7 + 14 + 1);
    expect(slugs).toHaveLength(22);
    for (const hidden of [
      'deleted-post',
      'scheduled-post',
      'unpublished-post',
      'writing-prompts-your-whole-team-can-reuse',
    ]) {
      expect(slugs).not.toContain(hidden);
    }
    const dates = data!.blogPosts.edges.map((edge) => edge.node.publishedAt);
    expect(dates.slice(0, -1)).toEqual([...dates.slice(0, -1)].sort().reverse());
    // A published post without a date comes after the dated ones.
    expect(slugs.at(-1)).toBe('undated-post');
    expect(slugs[0]).toBe('roadmaps-that-survive-contact-engineering');
  });

  it('pages through 10 posts at a time with cursors, the total staying exact', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    const pages: number[] = [];
    for (;;) {
      const { data } = await app.gql<ListData>(LIST, { first: 10, after });
      expect(data!.blogPosts.totalCount).toBe(22);
      pages.push(data!.blogPosts.edges.length);
      seen.push(...data!.blogPosts.edges.map((edge) => edge.node.slug));
      if (!data!.blogPosts.pageInfo.hasNextPage) break;
      after = data!.blogPosts.pageInfo.endCursor;
    }
    expect(pages).toEqual([10, 10, 2]);
    expect(new Set(seen).size).toBe(22);
  });

  it('shows a scheduled post once its time has come, with no job run', async () => {
    clock.set('2026-12-24T09:00:01Z');
    try {
      const { data } = await app.gql<ListData>(LIST, { first: 1 });
      expect(data!.blogPosts.edges[0]!.node.slug).toBe('scheduled-post');
      expect(data!.blogPosts.totalCount).toBe(23);
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('filters by category, author and tag slug', async () => {
    const byCategory = await app.gql<ListData>(LIST, { first: 50, category: 'ai-strategy' });
    expect(byCategory.data!.blogPosts.totalCount).toBe(await readableCount({ categoryId }));
    expect(
      byCategory.data!.blogPosts.edges.every(
        (edge) => (edge.node as unknown as { category: { slug: string } }).category.slug === 'ai-strategy',
      ),
    ).toBe(true);

    const author = await app.prisma.blogAuthor.findUniqueOrThrow({ where: { id: authorId } });
    const byAuthor = await app.gql<ListData>(LIST, { first: 50, author: author.slug });
    const expected = await readableCount({ authorId });
    expect(byAuthor.data!.blogPosts.totalCount).toBe(expected);
    expect(byAuthor.data!.blogPosts.edges).toHaveLength(expected);

    const tag = await app.prisma.blogTag.findFirstOrThrow({ where: { posts: { some: {} } } });
    const byTag = await app.gql<ListData>(LIST, { first: 50, tag: tag.slug });
    expect(byTag.data!.blogPosts.totalCount).toBeGreaterThan(0);
    for (const edge of byTag.data!.blogPosts.edges) {
      expect(edge.node.tags.map((t) => t.slug)).toContain(tag.slug);
    }

    const none = await app.gql<ListData>(LIST, { first: 10, category: 'no-such-category' });
    expect(none.data!.blogPosts).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('reads a page of 10 posts with author, category, tags and the total in one SQL statement', async () => {
    counter.reset();
    const { data } = await app.gql<ListData>(LIST, { first: 10 });
    expect(data!.blogPosts.edges).toHaveLength(10);
    expect(data!.blogPosts.edges.some((edge) => edge.node.tags.length > 0)).toBe(true);
    expect(counter.statements).toHaveLength(1);
    // And the second page (a cursor) costs no more.
    counter.reset();
    await app.gql<ListData>(LIST, { first: 10, after: data!.blogPosts.pageInfo.endCursor });
    expect(counter.statements).toHaveLength(1);
  });

  it("answers 'Blog post not found' and 'This blog post is not published yet'", async () => {
    const missing = await app.gql(POST, { slug: 'no-such-post' });
    expect(missing.data).toEqual({ blogPost: { __typename: 'NotFoundError', message: BLOG.postNotFound } });
    const deleted = await app.gql(POST, { slug: 'deleted-post' });
    expect(deleted.data).toEqual({ blogPost: { __typename: 'NotFoundError', message: BLOG.postNotFound } });
    for (const slug of ['unpublished-post', 'scheduled-post', 'writing-prompts-your-whole-team-can-reuse']) {
      const hidden = await app.gql(POST, { slug });
      expect(hidden.data).toEqual({
        blogPost: { __typename: 'NotFoundError', message: BLOG.postNotPublished },
      });
    }
  });

  it('lets an admin session preview an unpublished post, never a deleted one', async () => {
    const draft = await app.gql(POST, { slug: 'unpublished-post' }, { cookie: adminCookie });
    expect(draft.data).toMatchObject({
      blogPost: { __typename: 'BlogPost', title: 'Post unpublished-post' },
    });
    const deleted = await app.gql(POST, { slug: 'deleted-post' }, { cookie: adminCookie });
    expect(deleted.data).toMatchObject({ blogPost: { message: BLOG.postNotFound } });
  });

  it('hides unreadable posts from node(id:) and nodes(ids:) too', async () => {
    const { data } = await app.gql<{ blogPost: { id: string } }>(POST, {
      slug: 'where-ai-saves-time-small-team',
    });
    const visibleId = data!.blogPost.id;
    const hiddenIds: string[] = [];
    for (const slug of ['deleted-post', 'scheduled-post', 'unpublished-post']) {
      const { data: preview } = await app.gql<{ blogPost: { id: string } }>(
        POST,
        { slug: slug === 'deleted-post' ? 'unpublished-post' : slug },
        { cookie: adminCookie },
      );
      hiddenIds.push(
        slug === 'deleted-post'
          ? Buffer.from(
              `BlogPost:${(await app.prisma.blogPost.findUniqueOrThrow({ where: { slug } })).id}`,
            ).toString('base64')
          : preview!.blogPost.id,
      );
    }
    const NODE = `query($id: ID!) { node(id: $id) { __typename ... on BlogPost { title } } }`;
    const visible = await app.gql(NODE, { id: visibleId });
    expect(visible.data).toMatchObject({ node: { __typename: 'BlogPost' } });
    for (const id of hiddenIds) {
      const hidden = await app.gql<{ node: unknown }>(NODE, { id });
      expect(hidden.data?.node ?? null).toBeNull();
      expect(JSON.stringify(hidden)).not.toContain('Post ');
    }
    const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on BlogPost { slug } } }`;
    const mixed = await app.gql<{ nodes: ({ slug: string } | null)[] }>(NODES, {
      ids: [visibleId, ...hiddenIds],
    });
    expect(JSON.stringify(mixed.data)).toContain('where-ai-saves-time-small-team');
    expect(JSON.stringify(mixed.data)).not.toMatch(/unpublished-post|scheduled-post|deleted-post/);
    // An admin can reach the draft by id.
    const asAdmin = await app.gql(NODE, { id: hiddenIds[2] }, { cookie: adminCookie });
    expect(asAdmin.data).toMatchObject({ node: { title: 'Post unpublished-post' } });
  });

  it('sends post HTML sanitized: no script, event handler or javascript: URL', async () => {
    await addPost('hostile-post', {
      content:
        '<h2>Title</h2><p onclick="steal()">Hello <b>world</b><script>alert(1)</script></p>' +
        '<a href="javascript:alert(2)">bad</a><a href="https://example.com/x">good</a>' +
        '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>p{}</style>',
    });
    const { data } = await app.gql<{ blogPost: { content: string } }>(POST, { slug: 'hostile-post' });
    const html = data!.blogPost.content;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<b>world</b>');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
  });
});

describe('authors and categories', () => {
  it('lists them by name with the number of readable posts', async () => {
    const { data } = await app.gql<{
      blogCategories: { edges: { node: { name: string; slug: string; postCount: number } }[] };
      blogAuthors: { edges: { node: { name: string; postCount: number } }[] };
    }>(`{
      blogCategories(first: 50) { edges { node { name slug postCount } } }
      blogAuthors(first: 50) { edges { node { name postCount } } }
    }`);
    const categories = data!.blogCategories.edges.map((edge) => edge.node);
    expect(categories).toHaveLength(4);
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort());
    const list = await app.gql<ListData>(LIST, { first: 100, category: 'ai-strategy' });
    expect(categories.find((c) => c.slug === 'ai-strategy')!.postCount).toBe(list.data!.blogPosts.totalCount);
    const authors = data!.blogAuthors.edges.map((edge) => edge.node);
    expect(authors).toHaveLength(3);
    expect(authors.map((a) => a.name)).toEqual([...authors.map((a) => a.name)].sort());
  });

  it('finds one by slug, or null', async () => {
    const { data } = await app.gql(`{
      blogCategory(slug: "ai-strategy") { name }
      missing: blogCategory(slug: "nope") { name }
      nobody: blogAuthor(slug: "nope") { name }
    }`);
    expect(data).toMatchObject({ blogCategory: { name: expect.any(String) }, missing: null, nobody: null });
  });
});
