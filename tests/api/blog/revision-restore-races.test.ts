// A post revision's restore while a tag, or the author, the revision had is
// deleted, on PostgreSQL with the two transactions ordered by hand. A tag
// deleted before the restore is left out of what it restores; one deleted
// while the restore runs, after it read the revision's tags and before it
// locked them (see server/modules/shared/rowLocks.ts), is left out too, not a
// refusal. An author deleted while the restore runs, before it locked it,
// refuses the restore in the words of one deleted before it. Needs two
// connections, so it runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_FORM } from '../../../domain/blog';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, createBlogTaxonomy, type GqlError, gid, rowId } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { uploadImage } from '../../helpers/media';
import { RESTORE, UPDATE } from '../../helpers/posts';

let app: TestApp;
let cookie: string;
let taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  taxonomy = await createBlogTaxonomy(app);
});
afterAll(() => app?.close());

type PostInput = Record<string, unknown>;

/**
 * A post created with `input` (version 1) then saved with `changes` (version 2), whose version 1
 * is restored while the term `kind`/`termId` is deleted: the test holds the row lock `held`,
 * which the restore meets after it began and before it locks that term. Both results, in order.
 */
async function restoreWhileDeleting(
  input: PostInput,
  changes: PostInput,
  held: string,
  term: { kind: 'BLOG_TAG' | 'BLOG_AUTHOR'; id: string },
) {
  const created = await app.gql<{ createBlogPost: { id: string } }>(
    `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
    { input },
    { cookie },
  );
  const id = created.data!.createBlogPost.id;
  const saved = await app.gql<{ updateBlogPost: GqlError }>(
    UPDATE,
    { input: { ...input, ...changes, id, expectedVersion: 1 } },
    { cookie },
  );
  expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
  const first = await app.prisma.blogPostRevision.findFirstOrThrow({
    where: { postId: rowId(id), version: 1 },
  });
  const [restored, deleted] = await inOrder(
    app.prisma,
    held,
    () =>
      app.gql<{ restoreBlogPostRevision: GqlError }>(
        RESTORE,
        { input: { revisionId: gid('BlogPostRevision', first.id), expectedVersion: 2 } },
        { cookie },
      ),
    () =>
      app.gql<{ deleteTerm: GqlError }>(
        `mutation D($input: DeleteTermInput!) { deleteTerm(input: $input) { __typename } }`,
        { input: { kind: term.kind, id: gid(term.kind === 'BLOG_TAG' ? 'BlogTag' : 'BlogAuthor', term.id) } },
        { cookie },
      ),
  );
  expect(deleted.errors).toBeUndefined();
  expect(deleted.data!.deleteTerm.__typename).toBe('DeleteTermPayload');
  expect(restored.errors).toBeUndefined();
  return { postId: rowId(id), restored: restored.data!.restoreBlogPostRevision };
}

describe("a post revision's restore while a tag it had is deleted", () => {
  it('after the restore read the tags and before it locked them: the tag is left out, as one deleted earlier', async () => {
    const gone = await app.prisma.blogTag.create({ data: { slug: 'going', name: 'Going' } });
    const { postId, restored } = await restoreWhileDeleting(
      {
        title: 'Tagged then not',
        slug: 'tagged-then-not',
        content: '<p>Body.</p>',
        imageUrl: null,
        isPublished: true,
        authorId: gid('BlogAuthor', taxonomy.author.id),
        categoryId: gid('BlogCategory', taxonomy.category.id),
        tagIds: [gid('BlogTag', taxonomy.tag.id), gid('BlogTag', gone.id)],
      },
      // Version 2 no longer has the tag: its delete changes no post, and waits for nothing the restore holds.
      { tagIds: [gid('BlogTag', taxonomy.tag.id)] },
      // The restore locks the category after it read the revision's tags, and before it locks them.
      `SELECT id FROM blog_categories WHERE id = '${taxonomy.category.id}'::uuid FOR UPDATE`,
      { kind: 'BLOG_TAG', id: gone.id },
    );
    expect(restored).toMatchObject({ __typename: 'BlogPost' });
    const post = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: postId },
      select: { version: true, tags: { select: { tagId: true } } },
    });
    expect(post).toEqual({ version: 3, tags: [{ tagId: taxonomy.tag.id }] });
  });
});

describe("a post revision's restore while the author it had is deleted", () => {
  it('after the restore began and before it locked the author: refused as when the author was deleted before', async () => {
    const image = await uploadImage(app, cookie, 'restore-race.jpg');
    const leaving = await app.prisma.blogAuthor.create({ data: { slug: 'leaving', name: 'Leaving Writer' } });
    const { postId, restored } = await restoreWhileDeleting(
      {
        title: 'Written then handed over',
        slug: 'written-then-handed-over',
        content: '<p>Body.</p>',
        imageUrl: image.url,
        isPublished: true,
        authorId: gid('BlogAuthor', leaving.id),
        categoryId: gid('BlogCategory', taxonomy.category.id),
        tagIds: [],
      },
      // Version 2 has another author: the delete changes no post, and waits for nothing the restore holds.
      { authorId: gid('BlogAuthor', taxonomy.author.id) },
      // The restore locks the featured image (savedMedia) before the author it links.
      `SELECT id FROM assets WHERE id = '${rowId(image.id)}'::uuid FOR UPDATE`,
      { kind: 'BLOG_AUTHOR', id: leaving.id },
    );
    expect(restored).toEqual({
      __typename: 'ValidationError',
      message: POST_FORM.revisionRefsGone,
      fieldErrors: [{ field: '', message: POST_FORM.revisionRefsGone }],
    });
    const post = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: postId },
      select: { version: true, authorId: true },
    });
    expect(post).toEqual({ version: 2, authorId: taxonomy.author.id });
  });
});
