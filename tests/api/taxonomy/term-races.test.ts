// A post save that links a tag while a delete of that tag runs, on
// PostgreSQL with the two transactions ordered by hand: the terms a save
// links and the term a delete or merge removes are locked (lockTerms in
// server/modules/shared/termLocks.ts), so whichever comes second waits for
// the first and then sees what it did. A save after the delete says the tag
// is gone, in the field's words (it failed with a foreign-key error); a
// delete after the save moves what the save linked and gives the post a new
// version (it left the post with no version change). Needs two connections,
// so it runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_FORM } from '../../../domain/blog';
import { lockTerms } from '../../../server/modules/shared/termLocks';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, fieldMessages, type GqlError, rowId, staleRefusal } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder, waitingForLocks } from '../../helpers/db';
import { UPDATE } from '../../helpers/posts';

let app: TestApp;
let cookie: string;
/** The admin who deletes. */
const DELETER = 'deleting.admin@test.example';
let deleter: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  deleter = await adminCookie(app, DELETER);
});
afterAll(() => app?.close());

async function term(kind: 'BLOG_AUTHOR' | 'BLOG_CATEGORY' | 'BLOG_TAG', name: string, slug: string) {
  const { data } = await app.gql<{ saveTerm: { term: { id: string } } }>(
    `mutation S($input: SaveTermInput!) { saveTerm(input: $input) { ... on SaveTermPayload { term { id } } } }`,
    { input: { kind, name, slug } },
    { cookie },
  );
  return data!.saveTerm.term.id;
}

function deleteTag(id: string) {
  return app.gql<{ deleteTerm: GqlError }>(
    `mutation D($input: DeleteTermInput!) { deleteTerm(input: $input) { __typename ... on Error { message } } }`,
    { input: { kind: 'BLOG_TAG', id } },
    { cookie: deleter },
  );
}

/** A post by the editor's API, and the input an editor opened on it sends. */
async function post(slug: string, tagIds: string[] = []) {
  const refs = {
    authorId: await term('BLOG_AUTHOR', `Writer ${slug}`, `writer-${slug}`),
    categoryId: await term('BLOG_CATEGORY', `Section ${slug}`, `section-${slug}`),
  };
  const input = { title: `Post ${slug}`, slug, content: '<p>Body.</p>', isPublished: true, ...refs };
  const { data } = await app.gql<{ createBlogPost: { id: string } }>(
    `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
    { input: { ...input, tagIds } },
    { cookie },
  );
  const id = data!.createBlogPost.id;
  return {
    id,
    save: (tagIds: string[]) =>
      app.gql<{ updateBlogPost: GqlError }>(
        UPDATE,
        { input: { ...input, id, expectedVersion: 1, tagIds } },
        { cookie },
      ),
  };
}

describe('a post save and a delete of the tag it links', () => {
  /** A tag renamed once, so its delete has a former slug to remove after the tag's row. */
  async function renamedTag(slug: string) {
    const tag = await term('BLOG_TAG', slug, slug);
    await app.gql(
      `mutation S($input: SaveTermInput!) { saveTerm(input: $input) { __typename } }`,
      { input: { kind: 'BLOG_TAG', id: tag, expectedVersion: 1, name: slug, slug: `${slug}-now` } },
      { cookie },
    );
    return tag;
  }

  /** Deletes the tag, held after it removed the tag's row until `save` waits too; both results. */
  async function saveDuringDelete<T>(tag: string, save: () => Promise<T>): Promise<T> {
    const [deletion, saved] = await inOrder(
      app.prisma,
      `SELECT slug FROM term_former_slugs WHERE term_id = '${rowId(tag)}'::uuid FOR UPDATE`,
      () => deleteTag(tag),
      save,
    );
    expect(deletion.data?.deleteTerm.__typename).toBe('DeleteTermPayload');
    return saved;
  }

  it('after the delete: the save waits for it, then says the tag no longer exists, and changes nothing', async () => {
    const tag = await renamedTag('going');
    const edited = await post('linking-while-deleted');
    const saved = await saveDuringDelete(tag, () => edited.save([tag]));
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateBlogPost.__typename).toBe('ValidationError');
    expect(fieldMessages(saved.data!.updateBlogPost)).toEqual({ tagIds: POST_FORM.tagMissing });
    expect(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(edited.id) } })).toMatchObject({
      version: 1,
    });
    expect(await app.prisma.blogPostTag.count({ where: { postId: rowId(edited.id) } })).toBe(0);
  });

  it('after the delete of a tag the post had: the save is refused as stale, naming who deleted', async () => {
    const tag = await renamedTag('had');
    const edited = await post('tagged-while-deleted', [tag]);
    const saved = await saveDuringDelete(tag, () => edited.save([tag]));
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateBlogPost).toEqual(staleRefusal('This post', DELETER, 2));
  });

  it('before the delete: the delete waits for the save, then removes the tag it linked with a new version', async () => {
    const tag = await term('BLOG_TAG', 'Linked last', 'linked-last');
    const edited = await post('linked-before-delete');

    let deletion: ReturnType<typeof deleteTag> | undefined;
    // What the save does once it checked the tag: it holds it, and links it.
    await app.prisma.$transaction(
      async (tx) => {
        await lockTerms(tx, 'blogTag', [rowId(tag)]);
        await tx.blogPostTag.create({ data: { postId: rowId(edited.id), tagId: rowId(tag) } });
        deletion = deleteTag(tag);
        await waitingForLocks(app.prisma, 1);
      },
      { timeout: 20_000 },
    );
    expect((await deletion!).data?.deleteTerm.__typename).toBe('DeleteTermPayload');
    expect(await app.prisma.blogPostTag.count({ where: { postId: rowId(edited.id) } })).toBe(0);
    // The delete saw the link: an editor opened before it is refused as stale, naming who deleted.
    expect(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(edited.id) } })).toMatchObject({
      version: 2,
    });
    expect(
      await app.prisma.blogPostRevision.findFirstOrThrow({ where: { postId: rowId(edited.id), version: 2 } }),
    ).toMatchObject({ userEmail: DELETER });
  });
});
