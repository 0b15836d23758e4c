// A post, course, survey or author save that links an image while the image is deleted
// everywhere, on PostgreSQL with the two transactions ordered by hand. A save
// locks the images and videos it links FOR KEY SHARE while it checks them, a
// delete locks its image FOR UPDATE before it lists where it is used
// (server/modules/shared/mediaLinks.ts), and both take the image before any
// post: whichever comes second waits for the first and then sees what it did,
// and neither waits for the other in a circle. A save after the delete says
// the image is gone (it saved the broken link); a delete after the save takes
// the image out of what the save wrote (it missed it). And a delete everywhere
// with a save or another delete (an author's delete or merge) that lock the
// same rows in the order of server/modules/shared/rowLocks.ts. Needs two
// connections, so it runs on PostgreSQL.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  createBlogTaxonomy,
  fieldMessages,
  type GqlError,
  gid,
  rowId,
  staleRefusal,
} from '../../helpers/content';
import { courseByApi } from '../../helpers/courses';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { DELETE as DELETE_POST, RESTORE, UPDATE as UPDATE_POST } from '../../helpers/posts';

let app: TestApp;
let cookie: string;
/** The admin who deletes the image. */
const DELETER = 'deleting.admin@test.example';
let deleter: string;
let taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  deleter = await adminCookie(app, DELETER);
  taxonomy = await createBlogTaxonomy(app);
});
afterAll(() => app?.close());

async function image(name: string) {
  const id = crypto.randomUUID();
  await app.prisma.asset.create({
    data: { id, name, url: `/media/assets/${id}`, mimeType: 'image/webp', size: 1, variants: [] },
  });
  return { id: encodeGlobalID('Asset', id), rowId: id, url: `/media/assets/${id}` };
}

const showing = (url: string) => `<img src="${url}" alt="Figure">`;

function deleteEverywhere(id: string) {
  return app.gql<{ deleteAsset: GqlError }>(
    `mutation ($id: ID!) { deleteAsset(input: { id: $id, removeEverywhere: true }) { __typename ... on Error { message } } }`,
    { id },
    { cookie: deleter },
  );
}

/** A post by the editor's API (with a tag, whose link its saves replace), and its editor's save. */
async function post(
  slug: string,
  fields: { content?: string; imageUrl?: string | null; authorId?: string } = {},
) {
  const input = {
    title: `Post ${slug}`,
    slug,
    content: '<p>Body.</p>',
    imageUrl: null,
    isPublished: true,
    authorId: gid('BlogAuthor', taxonomy.author.id),
    categoryId: gid('BlogCategory', taxonomy.category.id),
    tagIds: [gid('BlogTag', taxonomy.tag.id)],
    ...fields,
  };
  const { data } = await app.gql<{ createBlogPost: { id: string } }>(
    `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
    { input },
    { cookie },
  );
  const id = data!.createBlogPost.id;
  return {
    id,
    rowId: rowId(id),
    save: (changes: { content?: string; imageUrl?: string | null; authorId?: string }) =>
      app.gql<{ updateBlogPost: GqlError }>(
        UPDATE_POST,
        { input: { ...input, ...changes, id, expectedVersion: 1 } },
        { cookie },
      ),
  };
}

const stored = (postId: string) =>
  app.prisma.blogPost.findUniqueOrThrow({
    where: { id: postId },
    select: { imageUrl: true, content: true, version: true },
  });

/**
 * Deletes the image everywhere, held once it locked the image, at the post `using` (which shows
 * the image: the delete locks it next), until `save` waits too; then both end.
 */
async function saveDuringDelete<T>(imageId: string, using: string, save: () => Promise<T>) {
  const [deleted, saved] = await inOrder(
    app.prisma,
    `SELECT id FROM blog_posts WHERE id = '${using}'::uuid FOR UPDATE`,
    () => deleteEverywhere(imageId),
    save,
  );
  expect(deleted.errors).toBeUndefined();
  expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
  return saved;
}

describe('a post save linking an image while the image is deleted everywhere', () => {
  it('after the delete: the save waits for it, then says the image is gone, and changes nothing', async () => {
    const figure = await image('late.png');
    const other = await post('shows-it-already', { content: showing(figure.url) });
    const edited = await post('picks-it-now');

    const saved = await saveDuringDelete(figure.id, other.rowId, () =>
      edited.save({ imageUrl: figure.url, content: `<p>Body.</p>${showing(figure.url)}` }),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('ValidationError');
    expect(fieldMessages(saved.data!.updateBlogPost)).toEqual({
      imageUrl: MEDIA.featuredImageDeleted,
      content: `The image "${figure.url}" was deleted from the media library: remove it or choose another one`,
    });
    expect(await stored(edited.rowId)).toEqual({ imageUrl: null, content: '<p>Body.</p>', version: 1 });
    expect(await stored(other.rowId)).toMatchObject({ content: '', version: 2 });
  });

  // The two take the same rows in crossed roles: the delete holds the image and waits for the post,
  // the save of that post waits for the image. Neither waits for the other: no deadlock error.
  it('after the delete, on the post that shows it: the save is refused as stale, naming who deleted', async () => {
    const figure = await image('shown.png');
    const edited = await post('shows-it', { imageUrl: figure.url });

    const saved = await saveDuringDelete(figure.id, edited.rowId, () =>
      edited.save({ imageUrl: figure.url, content: '<p>Edited.</p>' }),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost).toEqual(staleRefusal('This post', DELETER, 2));
    expect(await stored(edited.rowId)).toEqual({ imageUrl: null, content: '<p>Body.</p>', version: 2 });
  });

  it("before the delete: the delete waits for the save, then takes the image out of what it wrote, as the deleting admin's revision", async () => {
    const figure = await image('early.png');
    const edited = await post('picked-before-delete');

    const [saved, deleted] = await inOrder(
      app.prisma,
      // The save replaces the post's tags after it checked the image and wrote the post.
      `SELECT post_id FROM blog_post_tags WHERE post_id = '${edited.rowId}'::uuid FOR UPDATE`,
      () => edited.save({ imageUrl: figure.url, content: `<p>Edited.</p>${showing(figure.url)}` }),
      () => deleteEverywhere(figure.id),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await app.prisma.asset.count({ where: { id: figure.rowId } })).toBe(0);
    expect(await stored(edited.rowId)).toEqual({ imageUrl: null, content: '<p>Edited.</p>', version: 3 });
    const last = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: edited.rowId },
      orderBy: { version: 'desc' },
    });
    expect(last).toMatchObject({ version: 3, userEmail: DELETER });
    expect(last.fields).toMatchObject({ imageUrl: null, content: '<p>Edited.</p>' });
  });
});

// A restore cannot choose other files: what was deleted since is left out of what it restores.
describe("a post revision's restore while an image it shows is deleted everywhere", () => {
  /** A post that showed `url` (its first revision) and no longer does; its restore of that revision. */
  async function showedBefore(slug: string, url: string, authorId?: string) {
    const edited = await post(slug, {
      imageUrl: url,
      content: `<p>Then.</p>${showing(url)}`,
      ...(authorId ? { authorId } : {}),
    });
    const saved = await edited.save({ imageUrl: null, content: '<p>Now.</p>' });
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    const first = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: edited.rowId, version: 1 },
    });
    return {
      ...edited,
      restore: () =>
        app.gql<{ restoreBlogPostRevision: GqlError }>(
          RESTORE,
          { input: { revisionId: gid('BlogPostRevision', first.id), expectedVersion: 2 } },
          { cookie },
        ),
    };
  }

  /**
   * Restores `restored`, held at `held` once it checked the image, while the image `imageId` is
   * deleted everywhere: the delete waits for it, then takes the image out of what it restored.
   */
  async function restoredBeforeDelete(
    restored: Awaited<ReturnType<typeof showedBefore>>,
    imageId: string,
    held: string,
  ) {
    const [result, deleted] = await inOrder(app.prisma, held, restored.restore, () =>
      deleteEverywhere(imageId),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.restoreBlogPostRevision.__typename).toBe('BlogPost');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await stored(restored.rowId)).toEqual({ imageUrl: null, content: '<p>Then.</p>', version: 4 });
  }

  it('after the delete: the restore waits for it, then restores the revision without the image', async () => {
    const figure = await image('restore-late.png');
    const other = await post('shows-the-restored-image', { content: showing(figure.url) });
    const restored = await showedBefore('restored-after-delete', figure.url);

    const result = await saveDuringDelete(figure.id, other.rowId, restored.restore);
    expect(result.errors).toBeUndefined();
    expect(result.data!.restoreBlogPostRevision.__typename).toBe('BlogPost');
    expect(await stored(restored.rowId)).toEqual({ imageUrl: null, content: '<p>Then.</p>', version: 3 });
  });

  it('before the delete: the delete waits for the restore, then takes the image out of what it restored', async () => {
    const figure = await image('restore-early.png');
    const restored = await showedBefore('restored-before-delete', figure.url);

    await restoredBeforeDelete(
      restored,
      figure.id,
      // The restore replaces the post's tags after it checked the image and wrote the post.
      `SELECT post_id FROM blog_post_tags WHERE post_id = '${restored.rowId}'::uuid FOR UPDATE`,
    );
  });

  it("its author's avatar too: neither waits for the other in a circle", async () => {
    const figure = await image('restore-avatar.png');
    const author = await app.prisma.blogAuthor.create({
      data: { slug: 'restored-writer', name: 'Restored Writer', avatarUrl: figure.url },
    });
    const restored = await showedBefore(
      'restored-by-pictured-writer',
      figure.url,
      gid('BlogAuthor', author.id),
    );

    await restoredBeforeDelete(
      restored,
      figure.id,
      // The restore meets the category after it checked the image, the delete the author after it.
      `SELECT id FROM blog_categories WHERE id = '${taxonomy.category.id}'::uuid FOR UPDATE`,
    );
    expect(await app.prisma.blogAuthor.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({
      avatarUrl: null,
    });
  });
});

describe('a post deleted while an image it shows is deleted everywhere', () => {
  // The delete everywhere lists the posts that show the image, then waits for the post's delete,
  // which holds the post: a deleted post is no use of the image (it is not listed once deleted),
  // and stays as it was deleted, its last revision the delete's.
  it('after the delete everywhere listed it: the post is left as it was deleted', async () => {
    const figure = await image('shown-by-deleted.png');
    const shown = await post('deleted-while-image-goes', {
      imageUrl: figure.url,
      content: showing(figure.url),
    });
    const before = await stored(shown.rowId);

    const [removed, deleted] = await inOrder(
      app.prisma,
      // The post's delete meets its admin's row (its revision names them) after it marked the post.
      `SELECT id FROM users WHERE email = 'editor@test.example' FOR UPDATE`,
      () => app.gql<{ deleteBlogPost: GqlError }>(DELETE_POST, { input: { id: shown.id } }, { cookie }),
      () => deleteEverywhere(figure.id),
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteBlogPost.__typename).toBe('DeleteBlogPostPayload');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await stored(shown.rowId)).toEqual({ ...before, version: 2 });
    const last = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: shown.rowId },
      orderBy: { version: 'desc' },
    });
    expect(last).toMatchObject({ version: 2, kind: 'deleted' });
  });
});

describe('a course save linking an image while the image is deleted everywhere', () => {
  it('after the delete: the save waits for it, then says the image is gone, and changes nothing', async () => {
    const figure = await image('course-late.png');
    const other = await post('course-neighbour', { content: showing(figure.url) });
    const course = await courseByApi(app, cookie, {
      title: 'Race course',
      slug: 'race-course',
    });
    const input = course.input;
    const saved = await saveDuringDelete(figure.id, other.rowId, () =>
      app.gql<{ updateCourse: GqlError }>(
        `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) {
          __typename ... on ValidationError { fieldErrors { field message } } } }`,
        { input: { ...input, id: course.id, expectedVersion: 1, imageUrl: figure.url } },
        { cookie },
      ),
    );
    expect(saved.errors).toBeUndefined();
    expect(fieldMessages(saved.data!.updateCourse)).toEqual({ imageUrl: MEDIA.featuredImageDeleted });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: rowId(course.id) },
        select: { imageUrl: true, version: true },
      }),
    ).toEqual({ imageUrl: null, version: 1 });
  });
});

describe('a post save linking a video while its folder is deleted', () => {
  // Deleting a video folder deletes its videos unless a post or course plays one.
  async function folderVideo(folderName: string) {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: folderName } });
    const id = crypto.randomUUID();
    const video = await app.prisma.video.create({
      data: {
        id,
        title: 'Talk',
        folder: folder.name,
        url: `/media/videos/${id}-abcd1234.webm`,
        thumbnailUrl: `/media/thumbnails/${id}-abcd1234.jpg`,
      },
    });
    return { folderId: encodeGlobalID('MediaFolder', folder.id), folderRowId: folder.id, video };
  }
  const playing = (url: string) => `<video src="${url}" controls></video>`;
  const deleteFolder = (id: string) =>
    app.gql<{ deleteMediaFolder: GqlError }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
      { id },
      { cookie: deleter },
    );

  it('before the delete: the delete waits for the save, then sees the post plays it and deletes nothing', async () => {
    const { folderId, folderRowId, video } = await folderVideo('race-talks');
    const edited = await post('plays-a-folder-video');

    const [saved, deleted] = await inOrder(
      app.prisma,
      // The save replaces the post's tags after it checked the video and wrote the post.
      `SELECT post_id FROM blog_post_tags WHERE post_id = '${edited.rowId}'::uuid FOR UPDATE`,
      () => edited.save({ content: `<p>Edited.</p>${playing(video.url)}` }),
      () => deleteFolder(folderId),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteMediaFolder).toEqual({
      __typename: 'ConflictError',
      message:
        'Videos in this folder are used by 1 post: delete those videos one by one, or move them to another folder, first',
    });
    expect(await app.prisma.video.count({ where: { id: video.id } })).toBe(1);
    expect(await app.prisma.mediaFolder.count({ where: { id: folderRowId } })).toBe(1);
    expect((await stored(edited.rowId)).content).toContain(video.url);
  });

  it('after the delete: the save waits for it, then says the video is gone, and changes nothing', async () => {
    const { folderId, video } = await folderVideo('race-talks-late');
    const edited = await post('picks-a-folder-video-late');

    const [deleted, saved] = await inOrder(
      app.prisma,
      // The delete holds the folder, then waits on the video this transaction holds; the save
      // waits behind it for the video.
      `SELECT id FROM videos WHERE id = '${video.id}'::uuid FOR UPDATE`,
      () => deleteFolder(folderId),
      () => edited.save({ content: `<p>Edited.</p>${playing(video.url)}` }),
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('ValidationError');
    expect(await app.prisma.video.count({ where: { id: video.id } })).toBe(0);
    expect(await stored(edited.rowId)).toMatchObject({ content: '<p>Body.</p>', version: 1 });
  });
});

describe('a survey or author save linking an image while the image is deleted everywhere', () => {
  const SAVE_SURVEY = `mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) {
    __typename ... on ValidationError { fieldErrors { field message } } } }`;
  const surveyInput = (text: string) => ({
    title: 'Race survey',
    isActive: true,
    questions: [{ questionText: text, questionType: 'text_only', choices: [] }],
  });
  const saveSurvey = (input: Record<string, unknown>) =>
    app.gql<{ saveSurvey: GqlError & { id?: string } }>(SAVE_SURVEY, { input }, { cookie });
  const questionsOf = (surveyId: string) =>
    app.prisma.question.findMany({ where: { surveyId }, select: { id: true, questionText: true } });

  it('after the delete: a survey save waits for it, then says the image is gone, and changes nothing', async () => {
    const figure = await image('survey-late.png');
    const other = await post('survey-neighbour', { content: showing(figure.url) });
    const saved = await saveDuringDelete(figure.id, other.rowId, () =>
      saveSurvey(surveyInput(`<p>Hello</p>${showing(figure.url)}`)),
    );
    expect(saved.errors).toBeUndefined();
    expect(fieldMessages(saved.data!.saveSurvey)).toEqual({
      'questions.0.questionText': `The image "${figure.url}" was deleted from the media library: remove it or choose another one`,
    });
    expect(await app.prisma.survey.count({ where: { title: 'Race survey' } })).toBe(0);
  });

  it('before the delete: the delete waits for the survey save, then takes the image out of what it wrote', async () => {
    const figure = await image('survey-early.png');
    const created = await app.gql<{
      saveSurvey: { id: string; databaseId: string; questions: { id: string }[] };
    }>(
      `mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) {
        ... on Survey { id databaseId questions { id } } } }`,
      { input: surveyInput('<p>Hello</p>') },
      { cookie },
    );
    const survey = created.data!.saveSurvey;
    const [questionId] = (await questionsOf(survey.databaseId)).map((question) => question.id);
    const [saved, deleted] = await inOrder(
      app.prisma,
      // The save writes the question after it checked the image and wrote the survey.
      `SELECT id FROM questions WHERE id = '${questionId}'::uuid FOR UPDATE`,
      () =>
        saveSurvey({
          ...surveyInput(`<p>Hello</p>${showing(figure.url)}`),
          id: survey.id,
          expectedVersion: 1,
          questions: [
            {
              id: survey.questions[0]!.id,
              questionText: `<p>Hello</p>${showing(figure.url)}`,
              questionType: 'text_only',
              choices: [],
            },
          ],
        }),
      () => deleteEverywhere(figure.id),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSurvey.__typename).toBe('Survey');
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await questionsOf(survey.databaseId)).toEqual([{ id: questionId, questionText: '<p>Hello</p>' }]);
    expect((await app.prisma.survey.findUniqueOrThrow({ where: { id: survey.databaseId } })).version).toBe(3);
  });

  it("after the delete: an author save waits for it, then says the avatar's image is gone", async () => {
    const figure = await image('avatar-late.png');
    const other = await post('avatar-neighbour', { content: showing(figure.url) });
    const saved = await saveDuringDelete(figure.id, other.rowId, () =>
      app.gql<{ saveTerm: GqlError }>(
        `mutation ($input: SaveTermInput!) { saveTerm(input: $input) {
          __typename ... on ValidationError { fieldErrors { field message } } } }`,
        { input: { kind: 'BLOG_AUTHOR', name: 'Late Writer', slug: 'late-writer', avatarUrl: figure.url } },
        { cookie },
      ),
    );
    expect(saved.errors).toBeUndefined();
    expect(fieldMessages(saved.data!.saveTerm)).toEqual({
      avatarUrl: `The image "${figure.url}" was deleted from the media library: remove it or choose another one`,
    });
    expect(await app.prisma.blogAuthor.count({ where: { slug: 'late-writer' } })).toBe(0);
  });
});

// Every write takes the rows it locks in one order (server/modules/shared/rowLocks.ts): the stored
// files first, then the terms, then the posts, courses and surveys; each kind all at once, in the
// order of their ids. A save takes the files it links before a term it links and its own row; a
// delete everywhere takes the file, then the authors whose avatar it is, then the posts, courses
// and surveys that show it; a term's delete or merge takes the term before its posts or courses;
// a folder's delete takes its videos in the order of their ids. Taken otherwise, each could hold a
// row the other waits for, and PostgreSQL failed one of them with a deadlock error, an "Unexpected
// error." for its admin.
describe('two writes that lock the same rows: neither waits for the other in a circle', () => {
  it('a post save linking its author while the image the post shows, the avatar, is deleted everywhere', async () => {
    const figure = await image('author-and-post.png');
    const author = await app.prisma.blogAuthor.create({
      data: { slug: 'pictured-writer', name: 'Pictured Writer', avatarUrl: figure.url },
    });
    const edited = await post('by-the-pictured-writer');

    const [saved, deleted] = await inOrder(
      app.prisma,
      // The save meets the category after it linked the author, the delete the author after the image.
      `SELECT id FROM blog_categories WHERE id = '${taxonomy.category.id}'::uuid FOR UPDATE`,
      () =>
        edited.save({
          authorId: gid('BlogAuthor', author.id),
          content: `<p>Edited.</p>${showing(figure.url)}`,
        }),
      () => deleteEverywhere(figure.id),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await stored(edited.rowId)).toEqual({ imageUrl: null, content: '<p>Edited.</p>', version: 3 });
    expect(await app.prisma.blogAuthor.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({
      avatarUrl: null,
    });
  });

  it("a survey save whose questions show a folder's videos, in another order, while the folder is deleted", async () => {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: 'crossed-talks' } });
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()].sort();
    const videoUrl = (id: string) => `/media/videos/${id}-abcd1234.webm`;
    await app.prisma.video.createMany({
      data: [first!, second!].map((id) => ({ id, title: 'Talk', folder: folder.name, url: videoUrl(id) })),
    });
    const figure = await image('between-the-talks.png');
    const playing = (id: string) => `<video src="${videoUrl(id)}" controls></video>`;
    const question = (questionText: string) => ({ questionText, questionType: 'text_only', choices: [] });

    const [saved, deleted] = await inOrder(
      app.prisma,
      // The save meets the image between the videos its questions show, the delete none of them.
      `SELECT id FROM assets WHERE id = '${figure.rowId}'::uuid FOR UPDATE`,
      () =>
        app.gql<{ saveSurvey: GqlError }>(
          `mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) {
            __typename ... on ValidationError { fieldErrors { field message } } } }`,
          {
            input: {
              title: 'Crossed survey',
              isActive: true,
              questions: [
                question(playing(second!)),
                question(showing(figure.url)),
                question(playing(first!)),
              ],
            },
          },
          { cookie },
        ),
      () =>
        app.gql<{ deleteMediaFolder: GqlError }>(
          `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
          { id: encodeGlobalID('MediaFolder', folder.id) },
          { cookie: deleter },
        ),
    );
    expect(saved.errors).toBeUndefined();
    expect(deleted.errors).toBeUndefined();
    // The delete took the videos first: they are gone, and the survey, which would show them, is refused.
    expect(deleted.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
    const gone = (id: string) =>
      `The video "${videoUrl(id)}" was deleted from the media library: remove it or choose another one`;
    expect(fieldMessages(saved.data!.saveSurvey)).toEqual({
      'questions.0.questionText': gone(second!),
      'questions.2.questionText': gone(first!),
    });
    expect(await app.prisma.survey.count({ where: { title: 'Crossed survey' } })).toBe(0);
  });

  /**
   * An author whose avatar is `avatar`, a post by them showing `shown`, and a course showing it too,
   * whose row the test holds: a delete everywhere meets it after the posts, so it is held there,
   * having locked the post, while the author's delete or merge locks the author.
   */
  async function authorShowingIn(slug: string, avatar: string, shown: string) {
    const author = await app.prisma.blogAuthor.create({
      data: { slug, name: `Writer ${slug}`, avatarUrl: avatar },
    });
    const written = await post(`by-${slug}`, { authorId: gid('BlogAuthor', author.id), content: shown });
    const course = await courseByApi(app, cookie, {
      title: `Course ${slug}`,
      slug: `course-${slug}`,
      description: shown,
    });
    const held = `SELECT id FROM courses WHERE id = '${rowId(course.id)}'::uuid FOR UPDATE`;
    return { author, written, held };
  }

  /**
   * `deleteFile`, held at `held` (see authorShowingIn) once it locked the post, while the admin who
   * deletes the file also deletes or merges (`mutation`) the author of `shown`: both end, the
   * author gone, their post moved to the other one without the file. The file's delete's result.
   */
  async function deletedWhileAuthorGoes<Deleted>(
    { author, written, held }: Awaited<ReturnType<typeof authorShowingIn>>,
    deleteFile: () => Promise<{ errors?: unknown; data?: Deleted | null }>,
    mutation: 'deleteTerm' | 'mergeTerms',
  ): Promise<Deleted> {
    const [source, target] = [gid('BlogAuthor', author.id), gid('BlogAuthor', taxonomy.author.id)];
    const input =
      mutation === 'deleteTerm' ? { id: source, reassignTo: target } : { sourceId: source, targetId: target };
    const [deleted, changed] = await inOrder(app.prisma, held, deleteFile, () =>
      app.gql<Record<string, GqlError>>(
        `mutation ($input: ${mutation === 'deleteTerm' ? 'DeleteTermInput' : 'MergeTermsInput'}!) {
          ${mutation}(input: $input) { __typename ... on Error { message } } }`,
        { input: { kind: 'BLOG_AUTHOR', ...input } },
        { cookie: deleter },
      ),
    );
    expect(deleted.errors).toBeUndefined();
    expect(changed.errors).toBeUndefined();
    expect(changed.data![mutation]!.__typename).toBe(
      mutation === 'deleteTerm' ? 'DeleteTermPayload' : 'MergeTermsPayload',
    );
    expect(await app.prisma.blogAuthor.count({ where: { id: author.id } })).toBe(0);
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: written.rowId },
        select: { authorId: true, content: true, version: true },
      }),
    ).toEqual({ authorId: taxonomy.author.id, content: '', version: 3 });
    return deleted.data!;
  }

  it("an image's delete everywhere while the author whose avatar it is is deleted, their posts moving to another", async () => {
    const figure = await image('avatar-and-post.png');
    const uses = await authorShowingIn('deleted-writer', figure.url, showing(figure.url));

    const deleted = await deletedWhileAuthorGoes(uses, () => deleteEverywhere(figure.id), 'deleteTerm');
    expect(deleted.deleteAsset.__typename).toBe('MediaDeletedPayload');
  });

  it("a post save taking the image out, linking its author, while the image, the author's avatar, is deleted everywhere", async () => {
    const figure = await image('avatar-left-out.png');
    const { written, held } = await authorShowingIn('editing-writer', figure.url, showing(figure.url));

    const [deleted, saved] = await inOrder(
      app.prisma,
      held,
      () => deleteEverywhere(figure.id),
      () => written.save({ content: '<p>Edited.</p>' }),
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost).toEqual(staleRefusal('This post', DELETER, 2));
    expect(await stored(written.rowId)).toEqual({ imageUrl: null, content: '', version: 2 });
  });

  it("a video's delete everywhere while the author whose avatar is its poster is merged into another", async () => {
    const id = crypto.randomUUID();
    const video = await app.prisma.video.create({
      data: {
        id,
        title: 'Portrait talk',
        url: `/media/videos/${id}-abcd1234.webm`,
        thumbnailUrl: `/media/thumbnails/${id}-abcd1234.jpg`,
      },
    });
    const uses = await authorShowingIn(
      'merged-writer',
      video.thumbnailUrl!,
      `<video src="${video.url}" controls></video>`,
    );

    const deleted = await deletedWhileAuthorGoes(
      uses,
      () =>
        app.gql<{ deleteVideo: GqlError }>(
          `mutation ($id: ID!) { deleteVideo(input: { id: $id, removeEverywhere: true }) { __typename ... on Error { message } } }`,
          { id: encodeGlobalID('Video', id) },
          { cookie: deleter },
        ),
      'mergeTerms',
    );
    expect(deleted.deleteVideo.__typename).toBe('MediaDeletedPayload');
    expect(await app.prisma.video.count({ where: { id } })).toBe(0);
  });
});
