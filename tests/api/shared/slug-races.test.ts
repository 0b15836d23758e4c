// Two admins renaming one post or course at once, on PostgreSQL with the
// transactions ordered by hand: both opened it at version 1; the first save
// holds on the row's lock (after its version check and its checks) until the
// second has checked too and waits there; then both end. The slug the first
// replaced is the row's former slug (the one the version check read, not one
// read after it), the second is refused as stale naming the first admin, and
// its slug is nowhere: not the row's, not a former slug. Needs two
// connections, so it runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, type GqlError, rowId, staleRefusal } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { UPDATE as UPDATE_POST } from '../../helpers/posts';

let app: TestApp;
const FIRST = 'first.admin@test.example';
const SECOND = 'second.admin@test.example';
let first: string;
let second: string;
let refs: { authorId: string; categoryId: string };

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  first = await adminCookie(app, FIRST);
  second = await adminCookie(app, SECOND);
  const [author, category] = await Promise.all([
    app.prisma.blogAuthor.create({ data: { slug: 'ada', name: 'Ada' } }),
    app.prisma.blogCategory.create({ data: { slug: 'guides', name: 'Guides' } }),
  ]);
  refs = {
    authorId: Buffer.from(`BlogAuthor:${author.id}`).toString('base64'),
    categoryId: Buffer.from(`BlogCategory:${category.id}`).toString('base64'),
  };
});
afterAll(() => app?.close());

type Subject = {
  table: 'blog_posts' | 'courses';
  what: string;
  /** Creates one with `slug`; its global id and the update an editor opened at version 1 sends. */
  create(slug: string): Promise<{ id: string; rename(cookie: string, slug: string): Promise<GqlError> }>;
  /** Its slug and version now, and the slugs it had before. */
  stored(id: string): Promise<{ slug: string; version: number; formerSlugs: string[] }>;
  /** The former slugs of every row. */
  allFormer(): Promise<string[]>;
};

const POST: Subject = {
  table: 'blog_posts',
  what: 'This post',
  async create(slug) {
    const input = {
      title: `Post ${slug}`,
      slug,
      content: '<p>Body.</p>',
      isPublished: true,
      tagIds: [],
      ...refs,
    };
    const { data } = await app.gql<{ createBlogPost: { id: string } }>(
      `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
      { input },
      { cookie: first },
    );
    const id = data!.createBlogPost.id;
    return {
      id,
      rename: async (cookie, newSlug) =>
        (
          await app.gql<{ updateBlogPost: GqlError }>(
            UPDATE_POST,
            { input: { ...input, slug: newSlug, id, expectedVersion: 1 } },
            { cookie },
          )
        ).data!.updateBlogPost,
    };
  },
  stored: async (id) => {
    const { slug, version, formerSlugs } = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: rowId(id) },
      select: { slug: true, version: true, formerSlugs: { select: { slug: true } } },
    });
    return { slug, version, formerSlugs: formerSlugs.map((former) => former.slug) };
  },
  allFormer: async () => (await app.prisma.blogPostFormerSlug.findMany()).map((former) => former.slug),
};

const COURSE: Subject = {
  table: 'courses',
  what: 'This course',
  async create(slug) {
    const input = {
      title: `Course ${slug}`,
      slug,
      summary: 'A day.',
      description: '<p>About.</p>',
      level: 'beginner',
      deliveryFormat: 'in_person',
      duration: '1 day',
      currency: 'USD',
      isPublished: true,
    };
    const { data } = await app.gql<{ createCourse: { id: string } }>(
      `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ... on Course { id } } }`,
      { input },
      { cookie: first },
    );
    const id = data!.createCourse.id;
    return {
      id,
      rename: async (cookie, newSlug) =>
        (
          await app.gql<{ updateCourse: GqlError }>(
            `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) {
              __typename ... on Error { message } ... on ConflictError { currentVersion }
              ... on ValidationError { fieldErrors { field message } } ... on Course { slug } } }`,
            { input: { ...input, slug: newSlug, id, expectedVersion: 1 } },
            { cookie },
          )
        ).data!.updateCourse,
    };
  },
  stored: async (id) => {
    const { slug, version, formerSlugs } = await app.prisma.course.findUniqueOrThrow({
      where: { id: rowId(id) },
      select: { slug: true, version: true, formerSlugs: { select: { slug: true } } },
    });
    return { slug, version, formerSlugs: formerSlugs.map((former) => former.slug) };
  },
  allFormer: async () => (await app.prisma.courseFormerSlug.findMany()).map((former) => former.slug),
};

describe.each([
  ['a post', POST],
  ['a course', COURSE],
])('two admins renaming %s opened at the same version', (_name, subject) => {
  it('the first keeps the slug it replaced as a former slug; the second is refused and leaves no slug', async () => {
    const prefix = subject.table.replace('_', '-');
    const edited = await subject.create(`${prefix}-opened`);
    const [mine, theirs] = await inOrder(
      app.prisma,
      `SELECT id FROM ${subject.table} WHERE id = '${rowId(edited.id)}'::uuid FOR UPDATE`,
      () => edited.rename(first, `${prefix}-first`),
      () => edited.rename(second, `${prefix}-second`),
    );
    expect(mine.__typename).toMatch(/^(BlogPost|Course)$/);
    expect(theirs).toEqual(staleRefusal(subject.what, FIRST, 2));
    expect(await subject.stored(edited.id)).toEqual({
      slug: `${prefix}-first`,
      version: 2,
      formerSlugs: [`${prefix}-opened`],
    });
    expect(await subject.allFormer()).not.toContain(`${prefix}-second`);
  });
});
