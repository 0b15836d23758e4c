// A video deleted "everywhere" while an editor saves a post or course that
// plays it, on PostgreSQL with the two transactions ordered by hand: the
// delete takes the video out of the post or course as the editor's save left
// it, never out of the copy it read before that save ended (which wrote the
// editor's changes away, though their save had succeeded); a course deleted
// meanwhile is left out rather than failing the delete. Needs two
// connections, so it runs on PostgreSQL.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, type GqlError, gid, rowId } from '../../helpers/content';
import { courseByApi } from '../../helpers/courses';
import { createPostgresTestDatabase, inOrder, waitingForLocks } from '../../helpers/db';
import { UPDATE as UPDATE_POST } from '../../helpers/posts';

let app: TestApp;
let cookie: string;
/** The admin who deletes the video. */
const DELETER = 'deleting.admin@test.example';
let deleter: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  deleter = await adminCookie(app, DELETER);
});
afterAll(() => app?.close());

const playing = (url: string) => `<video src="${url}" controls></video>`;

async function video(slug: string) {
  const row = await app.prisma.video.create({ data: { title: slug, url: `/media/videos/${slug}.webm` } });
  return { url: row.url, id: encodeGlobalID('Video', row.id) };
}

function deleteEverywhere(id: string) {
  return app.gql<{ deleteVideo: GqlError }>(
    `mutation ($id: ID!) { deleteVideo(input: { id: $id, removeEverywhere: true }) { __typename ... on Error { message } } }`,
    { id },
    { cookie: deleter },
  );
}

/**
 * Runs `save`, held after it wrote the row (it waits for `held`, a lock taken
 * here on what it writes next) until the delete waits for it too; then both end.
 */
const deleteDuringSave = <T>(held: string, save: () => Promise<T>, videoId: string) =>
  inOrder(app.prisma, held, save, () => deleteEverywhere(videoId));

describe('a video deleted everywhere while an editor saves what plays it', () => {
  it("is taken out of the post as the editor's save left it, with a revision by the deleting admin", async () => {
    const clip = await video('post-clip');
    const [author, category, tag] = await Promise.all([
      app.prisma.blogAuthor.create({ data: { slug: 'clip-writer', name: 'Clip Writer' } }),
      app.prisma.blogCategory.create({ data: { slug: 'clips', name: 'Clips' } }),
      app.prisma.blogTag.create({ data: { slug: 'clip-tag', name: 'Clip tag' } }),
    ]);
    const input = {
      title: 'Watch it',
      slug: 'watch-it',
      content: `<p>Before.</p>${playing(clip.url)}`,
      isPublished: true,
      authorId: gid('BlogAuthor', author.id),
      categoryId: gid('BlogCategory', category.id),
      tagIds: [gid('BlogTag', tag.id)],
    };
    const { data } = await app.gql<{ createBlogPost: { id: string } }>(
      `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
      { input },
      { cookie },
    );
    const postId = rowId(data!.createBlogPost.id);

    const [saved, deleted] = await deleteDuringSave(
      // The save replaces the post's tags after it wrote the post.
      `SELECT post_id FROM blog_post_tags WHERE post_id = '${postId}'::uuid FOR UPDATE`,
      () =>
        app.gql<{ updateBlogPost: GqlError }>(
          UPDATE_POST,
          {
            input: {
              ...input,
              id: data!.createBlogPost.id,
              expectedVersion: 1,
              content: `<p>Edited.</p>${playing(clip.url)}`,
            },
          },
          { cookie },
        ),
      clip.id,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: postId },
        select: { content: true, version: true },
      }),
    ).toEqual({ content: '<p>Edited.</p>', version: 3 });
    const last = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId },
      orderBy: { version: 'desc' },
    });
    expect(last).toMatchObject({ version: 3, userEmail: DELETER });
    expect(last.fields).toMatchObject({ content: '<p>Edited.</p>' });
  });

  it("is taken out of the course as the editor's save left it, saved by the deleting admin", async () => {
    const clip = await video('course-clip');
    const course = await courseByApi(app, cookie, {
      title: 'Clip course',
      slug: 'clip-course',
      description: `<p>Before.</p>${playing(clip.url)}`,
      deliveryFormat: 'in_person',
    });
    const input = course.input;
    const courseId = rowId(course.id);

    const [saved, deleted] = await deleteDuringSave(
      // The save replaces the course's outline after it wrote the course.
      `SELECT id FROM course_modules WHERE course_id = '${courseId}'::uuid FOR UPDATE`,
      () =>
        app.gql<{ updateCourse: GqlError }>(
          `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) { __typename ... on Error { message } } }`,
          {
            input: {
              ...input,
              id: course.id,
              expectedVersion: 1,
              description: `<p>Edited.</p>${playing(clip.url)}`,
            },
          },
          { cookie },
        ),
      clip.id,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateCourse.__typename).toBe('Course');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: courseId },
        select: { description: true, version: true, savedBy: { select: { email: true } } },
      }),
    ).toEqual({ description: '<p>Edited.</p>', version: 3, savedBy: { email: DELETER } });
  });

  // What deleteCourse does (one statement), while the video's delete waits for it.
  it('leaves out a course deleted meanwhile, rather than failing with "Unexpected error."', async () => {
    const clip = await video('gone-course-clip');
    const course = await app.prisma.course.create({
      data: {
        title: 'Going course',
        slug: 'going-course',
        summary: 'A day.',
        duration: '1 day',
        description: playing(clip.url),
      },
    });
    let deleting: ReturnType<typeof deleteEverywhere> | undefined;
    await app.prisma.$transaction(
      async (tx) => {
        await tx.course.delete({ where: { id: course.id } });
        deleting = deleteEverywhere(clip.id);
        await waitingForLocks(app.prisma, 1);
      },
      { timeout: 20_000 },
    );
    const deleted = await deleting!;
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    expect(await app.prisma.video.count({ where: { url: clip.url } })).toBe(0);
  });

  // Two writes that each change several posts took their rows in different orders (the video's
  // delete by title, the tag's by id), and each waited for the other: PostgreSQL broke the
  // deadlock by failing one, an "Unexpected error." for its admin.
  it('and a tag deleted from the same posts meanwhile: both end, neither fails', async () => {
    const clip = await video('shared-clip');
    const tag = await app.prisma.blogTag.create({ data: { slug: 'shared-tag', name: 'Shared tag' } });
    // Created first (the lower id), titled last.
    const [first, second] = [
      await app.prisma.blogPost.create({
        data: { title: 'B second by title', slug: 'b-by-title', content: playing(clip.url) },
      }),
      await app.prisma.blogPost.create({
        data: { title: 'A first by title', slug: 'a-by-title', content: playing(clip.url) },
      }),
    ];
    await app.prisma.blogPostTag.createMany({
      data: [first, second].map((post) => ({ postId: post.id, tagId: tag.id })),
    });
    const deleteTag = () =>
      app.gql<{ deleteTerm: GqlError }>(
        `mutation D($input: DeleteTermInput!) { deleteTerm(input: $input) { __typename } }`,
        { input: { kind: 'BLOG_TAG', id: gid('BlogTag', tag.id) } },
        { cookie },
      );
    const [tagResult, videoResult] = await inOrder(
      app.prisma,
      `SELECT id FROM blog_posts WHERE id = '${first.id}'::uuid FOR UPDATE`,
      deleteTag,
      () => deleteEverywhere(clip.id),
    );
    expect(tagResult.errors).toBeUndefined();
    expect(tagResult.data!.deleteTerm.__typename).toBe('DeleteTermPayload');
    expect(videoResult.errors).toBeUndefined();
    expect(videoResult.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    for (const post of [first, second]) {
      expect(
        await app.prisma.blogPost.findUniqueOrThrow({
          where: { id: post.id },
          select: { content: true, version: true, tags: true },
        }),
      ).toEqual({ content: '', version: 3, tags: [] });
    }
  });
});

// Moving a video into a folder while the folder is deleted: each took the folder as it found it,
// so the video could end in a folder that no longer exists (listed under no folder of the
// library, and refused by every save naming its folder). The move holds the folder it moves to
// until it ends, the delete takes the folder before its videos: whichever comes second waits,
// then sees what the first did. A video moved in first goes with the folder; a move after the
// delete is told the folder is gone.
describe('a video moved into a folder while the folder is deleted', () => {
  async function folderWith(name: string, titles: string[]) {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name } });
    const videos = [];
    // One after the other: ids grow, so the delete locks them in this order.
    for (const title of titles)
      videos.push(
        await app.prisma.video.create({ data: { title, url: `/media/videos/${title}.webm`, folder: name } }),
      );
    return { id: encodeGlobalID('MediaFolder', folder.id), videos };
  }
  const rootVideo = (title: string) =>
    app.prisma.video.create({ data: { title, url: `/media/videos/${title}.webm` } });
  const move = (id: string, folder: string | null) =>
    app.gql<{ moveVideo: GqlError & { folder?: string | null } }>(
      `mutation ($id: ID!, $folder: String) { moveVideo(input: { id: $id, folder: $folder }) {
        __typename ... on Video { folder } ... on Error { message } } }`,
      { id: encodeGlobalID('Video', id), folder },
      { cookie },
    );
  const deleteFolder = (id: string) =>
    app.gql<{ deleteMediaFolder: GqlError }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
      { id },
      { cookie: deleter },
    );
  /** No video is left in a folder that does not exist. */
  const noStrayVideos = async () =>
    expect(
      await app.prisma.$queryRaw<{ title: string }[]>`
        SELECT title FROM videos WHERE folder IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM media_folders WHERE kind = 'video' AND name = videos.folder)`,
    ).toEqual([]);

  it('moved in first: it is deleted with the folder', async () => {
    const folder = await folderWith('closing-first', []);
    const moved = await rootVideo('moved-in-first');
    const [moving, deleting] = await inOrder(
      app.prisma,
      // The move holds the folder, then writes the video this transaction holds.
      `SELECT id FROM videos WHERE id = '${moved.id}'::uuid FOR UPDATE`,
      () => move(moved.id, 'closing-first'),
      () => deleteFolder(folder.id),
    );
    expect(moving.errors).toBeUndefined();
    expect(moving.data!.moveVideo).toEqual({ __typename: 'Video', folder: 'closing-first' });
    expect(deleting.errors).toBeUndefined();
    expect(deleting.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
    expect(await app.prisma.video.count({ where: { id: moved.id } })).toBe(0);
    await noStrayVideos();
  });

  it('moved in after the delete took the folder: refused as the folder is gone, and stays where it was', async () => {
    const folder = await folderWith('closing-second', ['closing-inside']);
    const moved = await rootVideo('moved-in-second');
    const [deleting, moving] = await inOrder(
      app.prisma,
      // The delete holds the folder, then locks its video this transaction holds.
      `SELECT id FROM videos WHERE id = '${folder.videos[0]!.id}'::uuid FOR UPDATE`,
      () => deleteFolder(folder.id),
      () => move(moved.id, 'closing-second'),
    );
    expect(deleting.errors).toBeUndefined();
    expect(deleting.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
    expect(moving.errors).toBeUndefined();
    expect(moving.data!.moveVideo).toMatchObject({ __typename: 'ValidationError' });
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id: moved.id } })).toMatchObject({
      folder: null,
      version: moved.version,
    });
    await noStrayVideos();
  });

  it('moved out while its folder is deleted: deleted with it, and the move says so', async () => {
    const folder = await folderWith('closing-third', ['leaving', 'staying']);
    const [leaving, staying] = folder.videos;
    const [deleting, moving] = await inOrder(
      app.prisma,
      // The delete has locked the first video, and waits for the second.
      `SELECT id FROM videos WHERE id = '${staying!.id}'::uuid FOR UPDATE`,
      () => deleteFolder(folder.id),
      () => move(leaving!.id, null),
    );
    expect(deleting.errors).toBeUndefined();
    expect(deleting.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
    expect(moving.errors).toBeUndefined();
    expect(moving.data!.moveVideo).toEqual({ __typename: 'NotFoundError', message: MEDIA.videoNotFound });
    await noStrayVideos();
  });
});
