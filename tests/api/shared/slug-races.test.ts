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
import {
  adminCookie,
  COURSE_FIELDS,
  openedAtVersionOne,
  postInput,
  rowId,
  staleRefusal,
} from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';

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
  kind: 'post' | 'course';
  what: string;
  /** A valid create input with `slug`. */
  input(slug: string): Record<string, unknown>;
  /** Its slug and version now, and the slugs it had before. */
  stored(id: string): Promise<{ slug: string; version: number; formerSlugs: string[] }>;
  /** The former slugs of every row. */
  allFormer(): Promise<string[]>;
};

const formerOf = ({
  slug,
  version,
  formerSlugs,
}: {
  slug: string;
  version: number;
  formerSlugs: { slug: string }[];
}) => ({
  slug,
  version,
  formerSlugs: formerSlugs.map((former) => former.slug),
});
const STORED = { slug: true, version: true, formerSlugs: { select: { slug: true } } } as const;

const POST: Subject = {
  kind: 'post',
  what: 'This post',
  input: (slug) => postInput(slug, refs),
  stored: async (id) =>
    formerOf(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(id) }, select: STORED })),
  allFormer: async () => (await app.prisma.blogPostFormerSlug.findMany()).map((former) => former.slug),
};

const COURSE: Subject = {
  kind: 'course',
  what: 'This course',
  input: (slug) => ({ ...COURSE_FIELDS, slug }),
  stored: async (id) =>
    formerOf(await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(id) }, select: STORED })),
  allFormer: async () => (await app.prisma.courseFormerSlug.findMany()).map((former) => former.slug),
};

describe.each([
  ['a post', POST],
  ['a course', COURSE],
])('two admins renaming %s opened at the same version', (_name, subject) => {
  it('the first keeps the slug it replaced as a former slug; the second is refused and leaves no slug', async () => {
    const prefix = subject.kind;
    const edited = await openedAtVersionOne(app, subject.kind, subject.input(`${prefix}-opened`), first);
    const [mine, theirs] = await inOrder(
      app.prisma,
      edited.rowLock,
      () => edited.save({ slug: `${prefix}-first` }, first),
      () => edited.save({ slug: `${prefix}-second` }, second),
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
