// Site search: PostgreSQL full-text search on the real database (ranking,
// prefixes, visibility at query time), the Meilisearch adapter against a
// local server speaking its API, and the index sync rule (publish, unpublish,
// delete; a failing index never fails the caller).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import type { Logger } from '../../../server/log';
import { syncBlogPost, syncCourse } from '../../../server/modules/search/sync';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { type FakeMeilisearch, startFakeMeilisearch } from '../../helpers/fake-meilisearch';

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $types: [SearchType!]) {
    search(query: $query, types: $types) {
      __typename
      ... on BlogPost { slug }
      ... on Course { slug }
    }
  }
`;
type Hits = { search: { __typename: string; slug: string }[] };

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let db: TestDatabase;
let authorId: string;

async function addPost(slug: string, title: string, content: string, fields: Record<string, unknown> = {}) {
  return db.prisma.blogPost.create({
    data: {
      slug,
      title,
      content: `<p>${content}</p>`,
      excerpt: null,
      isPublished: true,
      publishedAt: new Date('2026-02-01T00:00:00Z'),
      authorId,
      ...fields,
    },
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  authorId = (await db.prisma.blogAuthor.findFirstOrThrow()).id;
  await addPost('quantum-in-title', 'Quantum planning for teams', 'How to plan.');
  await addPost('quantum-in-body', 'Planning for teams', 'A note on quantum ideas, in passing.');
  await addPost('quantum-draft', 'Quantum draft', 'Draft.', { isPublished: false });
  await addPost('quantum-deleted', 'Quantum deleted', 'Deleted.', { deleted: true });
  await addPost('quantum-scheduled', 'Quantum scheduled', 'Later.', {
    publishedAt: new Date('2026-12-01T00:00:00Z'),
  });
});
afterAll(() => db.destroy());

describe('PostgreSQL full-text search (default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ db, services: { clock } });
  });

  it('ranks a title match above a body match and hides unreadable posts', async () => {
    const { data } = await app.gql<Hits>(SEARCH, { query: 'quantum' });
    expect(data!.search.map((hit) => hit.slug)).toEqual(['quantum-in-title', 'quantum-in-body']);
  });

  it("matches prefixes: 'work' finds workshop posts and courses", async () => {
    const { data } = await app.gql<Hits>(SEARCH, { query: 'work' });
    const slugs = data!.search.map((hit) => hit.slug);
    expect(slugs).toContain('designing-half-day-ai-workshop-that-sticks');
    expect(data!.search.some((hit) => hit.__typename === 'Course')).toBe(true);
    expect(data!.search.some((hit) => hit.__typename === 'BlogPost')).toBe(true);
    // A prefix of a word that stemming shortens ('automating' is stemmed to 'autom').
    const automat = await app.gql<Hits>(SEARCH, { query: 'automat', types: ['COURSE'] });
    expect(automat.data!.search.map((hit) => hit.slug)).toContain('automating-workflows-ai');
    // A plural finds the singular through stemming.
    const plural = await app.gql<Hits>(SEARCH, { query: 'workshops' });
    expect(plural.data!.search.map((hit) => hit.slug)).toContain(
      'designing-half-day-ai-workshop-that-sticks',
    );
  });

  it('filters by type, needs every word, and ignores query syntax', async () => {
    const courses = await app.gql<Hits>(SEARCH, { query: 'work', types: ['COURSE'] });
    expect(courses.data!.search.length).toBeGreaterThan(0);
    expect(courses.data!.search.every((hit) => hit.__typename === 'Course')).toBe(true);
    const both = await app.gql<Hits>(SEARCH, { query: 'quantum passing' });
    expect(both.data!.search.map((hit) => hit.slug)).toEqual(['quantum-in-body']);
    for (const query of ["quantum & !'x' | (", '', '   ', '!!!']) {
      const result = await app.gql<Hits>(SEARCH, { query });
      expect(result.errors).toBeUndefined();
    }
    const nothing = await app.gql<Hits>(SEARCH, { query: 'zzzyzzx' });
    expect(nothing.data!.search).toEqual([]);
  });

  it('never finds an unpublished course', async () => {
    const draft = await db.prisma.course.findFirstOrThrow({ where: { isPublished: false } });
    const { data } = await app.gql<Hits>(SEARCH, { query: draft.title, types: ['COURSE'] });
    expect(data!.search.map((hit) => hit.slug)).not.toContain(draft.slug);
  });

  it('finds a scheduled post once it is due, at query time', async () => {
    clock.set('2026-12-01T00:00:01Z');
    try {
      const { data } = await app.gql<Hits>(SEARCH, { query: 'quantum' });
      expect(data!.search.map((hit) => hit.slug)).toContain('quantum-scheduled');
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });
});

describe('Meilisearch adapter and index sync', () => {
  let meili: FakeMeilisearch;
  let app: TestApp;
  const logged: string[] = [];
  const log: Logger = {
    debug: () => {},
    info: () => {},
    warn: (message) => logged.push(message),
    error: (message) => logged.push(message),
  };

  beforeAll(async () => {
    meili = await startFakeMeilisearch();
    app = await createTestApp({
      db,
      env: { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey },
      services: { clock, log },
    });
  });
  afterAll(() => meili.close());

  const blogIndex = () => meili.indexes.get('blog_posts') ?? new Map();

  it('saves a published post with the spec record shape, and removes it when unpublished or deleted', async () => {
    const post = await addPost('sync-me', 'Sync me please', 'Body <b>text</b> here.', { isPublished: false });
    await syncBlogPost(app, post.id);
    expect(blogIndex().has(post.id)).toBe(false);

    await db.prisma.blogPost.update({ where: { id: post.id }, data: { isPublished: true } });
    await syncBlogPost(app, post.id);
    expect(blogIndex().get(post.id)).toEqual({
      objectID: post.id,
      title: 'Sync me please',
      content: 'Body text here.',
      excerpt: '',
      slug: 'sync-me',
      author: (await db.prisma.blogAuthor.findUniqueOrThrow({ where: { id: authorId } })).name,
      category: 'Uncategorized',
      tags: [],
      published_at: Date.parse('2026-02-01T00:00:00Z') / 1000,
      url: '/blog/sync-me',
      type: 'blog',
    });
    expect(meili.settings.get('blog_posts')).toMatchObject({
      filterableAttributes: expect.arrayContaining(['published_at']),
    });

    await db.prisma.blogPost.update({ where: { id: post.id }, data: { isPublished: false } });
    await syncBlogPost(app, post.id);
    expect(blogIndex().has(post.id)).toBe(false);

    await db.prisma.blogPost.update({ where: { id: post.id }, data: { isPublished: true } });
    await syncBlogPost(app, post.id);
    expect(blogIndex().has(post.id)).toBe(true);
    await db.prisma.blogPost.update({ where: { id: post.id }, data: { deleted: true } });
    await syncBlogPost(app, post.id);
    expect(blogIndex().has(post.id)).toBe(false);
    expect(meili.requests).toContain(`DELETE /indexes/blog_posts/documents/${post.id}`);
  });

  it("defaults the author to 'Unknown Author' and keeps tags and category names", async () => {
    const category = await db.prisma.blogCategory.findFirstOrThrow();
    const tag = await db.prisma.blogTag.findFirstOrThrow();
    const post = await addPost('anonymous', 'Anonymous post', 'x', {
      authorId: null,
      categoryId: category.id,
      tags: { create: [{ tagId: tag.id }] },
    });
    await syncBlogPost(app, post.id);
    expect(blogIndex().get(post.id)).toMatchObject({
      author: 'Unknown Author',
      category: category.name,
      tags: [tag.name],
    });
  });

  it('searches through Meilisearch, filtering scheduled posts on published_at', async () => {
    for (const post of await db.prisma.blogPost.findMany({ where: { slug: { startsWith: 'quantum' } } })) {
      await syncBlogPost(app, post.id);
    }
    for (const course of await db.prisma.course.findMany()) await syncCourse(app, course.id);
    expect(meili.indexes.get('courses')?.size).toBe(
      await db.prisma.course.count({ where: { isPublished: true } }),
    );
    // The draft and deleted posts were never saved; the scheduled one was.
    expect([...blogIndex().values()].map((doc) => doc.slug)).toContain('quantum-scheduled');
    const { data } = await app.gql<Hits>(SEARCH, { query: 'quantum' });
    expect(data!.search.map((hit) => hit.slug)).toEqual(['quantum-in-title', 'quantum-in-body']);
    const workshop = await app.gql<Hits>(SEARCH, { query: 'work' });
    expect(workshop.data!.search.some((hit) => hit.__typename === 'Course')).toBe(true);
  });

  it('logs a failing index update and never throws to the caller', async () => {
    const post = await addPost('outage', 'Outage post', 'x');
    meili.failing = true;
    try {
      await expect(syncBlogPost(app, post.id)).resolves.toBeUndefined();
      await db.prisma.blogPost.update({ where: { id: post.id }, data: { deleted: true } });
      await expect(syncBlogPost(app, post.id)).resolves.toBeUndefined();
    } finally {
      meili.failing = false;
    }
    expect(logged.filter((line) => line.includes(post.id))).toHaveLength(2);
  });
});
