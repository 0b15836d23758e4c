// Scheduled publishing: a post saved as published with a date still to come
// stays out of every public surface (its page, the blog lists, the sitemap,
// RSS and search with either adapter) until that moment, then appears in all
// of them with no job run in between: only the injectable clock moves.
// Unpublishing and deleting take it out again, the search index included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG } from '../../../domain/shared/messages';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, createBlogTaxonomy, gid, rowId } from '../../helpers/content';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { type FakeMeilisearch, startFakeMeilisearch } from '../../helpers/fake-meilisearch';

const NOW = '2026-11-21T12:00:00Z';
const DUE = '2026-11-23T08:30:00Z';

const SAVE = /* GraphQL */ `
  mutation Save($create: CreateBlogPostInput!) {
    createBlogPost(input: $create) { __typename ... on BlogPost { id version status } ... on Error { message } }
  }`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateBlogPostInput!) {
    updateBlogPost(input: $input) { __typename ... on BlogPost { id version status } ... on Error { message } }
  }`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteBlogPostInput!) { deleteBlogPost(input: $input) { __typename } }`;

type Surfaces = { page: string; list: boolean; sitemap: boolean; rss: boolean; search: boolean };

/** Where a post with this slug shows, as a visitor sees each surface. */
async function surfaces(app: TestApp, slug: string, word: string): Promise<Surfaces> {
  const page = await app.gql<{ blogPost: { __typename: string; message?: string } }>(
    `query ($slug: String!) { blogPost(slug: $slug) { __typename ... on Error { message } } }`,
    { slug },
  );
  const list = await app.gql<{ blogPosts: { edges: { node: { slug: string } }[] } }>(
    '{ blogPosts(first: 100) { edges { node { slug } } } }',
  );
  const search = await app.gql<{ search: { slug?: string }[] }>(
    'query ($q: String!) { search(query: $q) { ... on BlogPost { slug } } }',
    { q: word },
  );
  const sitemap = await (await app.app.request('/sitemap.xml')).text();
  const rss = await (await app.app.request('/rss.xml')).text();
  return {
    page: page.data!.blogPost.__typename === 'BlogPost' ? 'readable' : page.data!.blogPost.message!,
    list: list.data!.blogPosts.edges.some(({ node }) => node.slug === slug),
    sitemap: sitemap.includes(`/blog/${slug}</loc>`),
    rss: rss.includes(`/blog/${slug}</link>`),
    search: search.data!.search.some((hit) => hit.slug === slug),
  };
}

const HIDDEN = { page: BLOG.postNotPublished, list: false, sitemap: false, rss: false, search: false };
const SHOWN = { page: 'readable', list: true, sitemap: true, rss: true, search: true };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe.each([
  ['PostgreSQL full-text search', false],
  ['Meilisearch', true],
])('a scheduled post, searched with %s', (_name, withMeilisearch) => {
  const clock = new TestClock(new Date(NOW));
  let app: TestApp;
  let meili: FakeMeilisearch | undefined;
  let cookie: string;
  let input: Record<string, unknown>;
  const slug = withMeilisearch ? 'scheduled-meili' : 'scheduled-postgres';
  const word = withMeilisearch ? 'heliotrope' : 'xylophone';

  beforeAll(async () => {
    meili = withMeilisearch ? await startFakeMeilisearch() : undefined;
    app = await createTestApp({
      db,
      services: { clock },
      env: meili ? { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey } : {},
    });
    cookie = await adminCookie(app, `${slug}@test.example`);
    const taxonomy = await createBlogTaxonomy(app, withMeilisearch ? '-m' : '-p');
    input = {
      title: `The ${word} plan`,
      slug,
      content: `<p>Why the ${word} matters.</p>`,
      authorId: gid('BlogAuthor', taxonomy.author.id),
      categoryId: gid('BlogCategory', taxonomy.category.id),
      isPublished: true,
      publishedAt: DUE,
    };
  });
  afterAll(() => meili?.close());

  it('appears everywhere at its time, with no job, and leaves again when unpublished or deleted', async () => {
    const created = await app.gql<{ createBlogPost: { id: string; status: string } }>(
      SAVE,
      { create: input },
      { cookie },
    );
    const post = created.data!.createBlogPost;
    expect(post.status).toBe('SCHEDULED');
    expect(await surfaces(app, slug, word)).toEqual(HIDDEN);
    // The index already holds it (visibility is decided at query time).
    if (meili)
      expect(meili.indexes.get('blog_posts')?.get(rowId(post.id))?.published_at).toBe(Date.parse(DUE) / 1000);

    clock.set('2026-11-23T08:29:59Z');
    expect(await surfaces(app, slug, word)).toEqual(HIDDEN);

    clock.set(DUE);
    expect(await surfaces(app, slug, word)).toEqual(SHOWN);

    // Unpublished: gone from every surface and from the index.
    const update = await app.gql<{ updateBlogPost: { version: number; status: string } }>(
      UPDATE,
      { input: { ...input, id: post.id, expectedVersion: 1, isPublished: false } },
      { cookie },
    );
    expect(update.data!.updateBlogPost.status).toBe('DRAFT');
    expect(await surfaces(app, slug, word)).toEqual(HIDDEN);
    if (meili) expect(meili.indexes.get('blog_posts')?.has(rowId(post.id))).toBe(false);

    // Published again, then deleted: gone again, and "not found" on its page.
    await app.gql(UPDATE, { input: { ...input, id: post.id, expectedVersion: 2 } }, { cookie });
    expect(await surfaces(app, slug, word)).toEqual(SHOWN);
    await app.gql(DELETE, { input: { id: post.id } }, { cookie });
    expect(await surfaces(app, slug, word)).toEqual({ ...HIDDEN, page: BLOG.postNotFound });
    if (meili) expect(meili.indexes.get('blog_posts')?.has(rowId(post.id))).toBe(false);
  });
});

describe('a failing search index', () => {
  it('never fails a save: the post is stored and the failure logged', async () => {
    const meili = await startFakeMeilisearch();
    const logged: string[] = [];
    const log = {
      debug() {},
      info() {},
      warn: (m: string) => logged.push(m),
      error: (m: string) => logged.push(m),
    };
    const app = await createTestApp({
      db,
      env: { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey },
      services: { log },
    });
    try {
      const cookie = await adminCookie(app, 'outage@test.example');
      const taxonomy = await createBlogTaxonomy(app, '-outage');
      meili.failing = true;
      const { data } = await app.gql<{ createBlogPost: { __typename: string; id: string } }>(
        SAVE,
        {
          create: {
            title: 'Saved during an outage',
            slug: 'saved-during-outage',
            content: '<p>Still saved.</p>',
            authorId: gid('BlogAuthor', taxonomy.author.id),
            categoryId: gid('BlogCategory', taxonomy.category.id),
            isPublished: true,
          },
        },
        { cookie },
      );
      expect(data!.createBlogPost.__typename).toBe('BlogPost');
      expect(await app.prisma.blogPost.count({ where: { slug: 'saved-during-outage' } })).toBe(1);
      expect(logged.some((message) => message.includes(rowId(data!.createBlogPost.id)))).toBe(true);
    } finally {
      await meili.close();
    }
  });
});
