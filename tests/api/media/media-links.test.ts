// A post or course editor opened before an image or video was deleted, in
// which the admin picked it: the post did not use it when it was deleted, so
// nothing took it out, and saving it would show a broken image. Such a save
// is refused, naming what is gone, and changes nothing; another site's
// address, or a file that is still there, saves as before.
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
} from '../../helpers/content';
import { courseByApi } from '../../helpers/courses';
import { createTestDatabase } from '../../helpers/db';
import { CREATE as CREATE_POST, RESTORE, UPDATE as UPDATE_POST } from '../../helpers/posts';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

let app: TestApp;
let cookie: string;
let taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>;
let counter: QueryCounter;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma } });
  cookie = await adminCookie(app);
  taxonomy = await createBlogTaxonomy(app);
});
afterAll(() => app?.close());

/** An image as the library stores it: its stable address and its sizes. */
async function image(name: string) {
  const id = crypto.randomUUID();
  const variants = [400, 800].map((width) => ({
    key: `images/${id}-abcd1234-${width}.webp`,
    width,
    height: width / 2,
    format: 'webp',
  }));
  await app.prisma.asset.create({
    data: {
      id,
      name,
      url: `/media/assets/${id}`,
      mimeType: 'image/webp',
      size: 100,
      width: 800,
      height: 400,
      variants,
    },
  });
  const srcset = variants.map((variant) => `/media/${variant.key} ${variant.width}w`).join(', ');
  return {
    id: encodeGlobalID('Asset', id),
    url: `/media/assets/${id}`,
    html: `<img src="/media/assets/${id}" srcset="${srcset}" sizes="100vw" alt="${name}">`,
    /** `html` as a save stores it: the page writes the current sizes (withStableImageAddresses). */
    saved: `<img src="/media/assets/${id}" alt="${name}">`,
  };
}

/** A video as transcoding stores it: its file and thumbnail are named by its id and revision. */
async function video(title: string) {
  const id = crypto.randomUUID();
  const row = await app.prisma.video.create({
    data: {
      id,
      title,
      url: `/media/videos/${id}-abcd1234.webm`,
      thumbnailUrl: `/media/thumbnails/${id}-abcd1234.jpg`,
    },
  });
  return {
    id: encodeGlobalID('Video', row.id),
    url: row.url,
    html: `<video src="${row.url}" poster="${row.thumbnailUrl}" controls></video>`,
  };
}

async function deleteAsset(id: string) {
  const { data } = await app.gql<{ deleteAsset: { __typename: string } }>(
    `mutation ($id: ID!) { deleteAsset(input: { id: $id }) { __typename } }`,
    { id },
    { cookie },
  );
  expect(data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
}

async function deleteVideo(id: string) {
  const { data } = await app.gql<{ deleteVideo: { __typename: string } }>(
    `mutation ($id: ID!) { deleteVideo(input: { id: $id }) { __typename } }`,
    { id },
    { cookie },
  );
  expect(data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
}

let posts = 0;
const postInput = (overrides: Record<string, unknown> = {}) => {
  posts += 1;
  return {
    title: `Linked post ${posts}`,
    slug: `linked-post-${posts}`,
    content: '<p>Text.</p>',
    authorId: gid('BlogAuthor', taxonomy.author.id),
    categoryId: gid('BlogCategory', taxonomy.category.id),
    tagIds: [],
    isPublished: true,
    ...overrides,
  };
};

async function createPost(input: Record<string, unknown>) {
  const { data } = await app.gql<{ createBlogPost: GqlError & { id: string } }>(
    CREATE_POST,
    { input },
    { cookie },
  );
  return data!.createBlogPost;
}

async function updatePost(id: string, input: Record<string, unknown>) {
  const { data } = await app.gql<{ updateBlogPost: GqlError & { version: number } }>(
    UPDATE_POST,
    { input: { ...input, id, expectedVersion: 1 } },
    { cookie },
  );
  return data!.updateBlogPost;
}

/** Restores the post's first revision over its second version: what the restore answers. */
async function restoreFirst(postId: string) {
  const first = await app.prisma.blogPostRevision.findFirstOrThrow({
    where: { postId: rowId(postId), version: 1 },
  });
  const { data } = await app.gql<{ restoreBlogPostRevision: GqlError & { imageUrl: string | null } }>(
    RESTORE,
    { input: { revisionId: gid('BlogPostRevision', first.id), expectedVersion: 2 } },
    { cookie },
  );
  return data!.restoreBlogPostRevision;
}

describe('a post saved with an image or video deleted after its editor opened', () => {
  it('is refused when its featured image is gone, and keeps what it had', async () => {
    const cover = await image('cover.png');
    const input = postInput();
    const post = await createPost(input);
    await deleteAsset(cover.id);

    const refused = await updatePost(post.id, { ...input, title: 'Retitled', imageUrl: cover.url });
    expect(refused.__typename).toBe('ValidationError');
    expect(fieldMessages(refused)).toEqual({ imageUrl: MEDIA.featuredImageDeleted });
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(post.id) },
        select: { title: true, imageUrl: true, version: true },
      }),
    ).toEqual({ title: input.title, imageUrl: null, version: 1 });
  });

  it('is refused when its body shows a gone image, named once for its address and its sizes', async () => {
    const figure = await image('figure.png');
    await deleteAsset(figure.id);
    const input = postInput({ content: `<p>Look:</p>${figure.html}` });
    const refused = await createPost(input);
    expect(refused.__typename).toBe('ValidationError');
    expect(fieldMessages(refused)).toEqual({
      content: `The image "${figure.url}" was deleted from the media library: remove it or choose another one`,
    });
    expect(await app.prisma.blogPost.count({ where: { slug: input.slug } })).toBe(0);
  });

  it('is refused when its body plays a gone video, and names every file that is gone', async () => {
    const clip = await video('gone-clip');
    const figure = await image('other.png');
    const input = postInput();
    const post = await createPost(input);
    await deleteVideo(clip.id);

    const oneGone = await updatePost(post.id, { ...input, content: `<p>Watch:</p>${clip.html}` });
    expect(fieldMessages(oneGone)).toEqual({
      content: `The video "${clip.url}" was deleted from the media library: remove it or choose another one`,
    });

    await deleteAsset(figure.id);
    const twoGone = await updatePost(post.id, { ...input, content: `${figure.html}${clip.html}` });
    expect(fieldMessages(twoGone)).toEqual({
      content: `1 image and 1 video were deleted from the media library ("${figure.url}", "${clip.url}"): remove them or choose other ones`,
    });
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(post.id) },
        select: { version: true },
      }),
    ).toEqual({ version: 1 });
  });

  it("is refused when its body plays a gone video by its permanent address or an old file's, and saves those of a video still there", async () => {
    const clip = await video('gone-by-address');
    const kept = await video('kept-by-address');
    const input = postInput();
    const post = await createPost(input);
    await deleteVideo(clip.id);
    const permanent = (id: string) => `/media/videos/${rowId(id)}`;
    const oldFile = (id: string) => `/media/videos/${rowId(id)}-0ld0f11e.webm`;

    for (const address of [
      permanent(clip.id),
      `${app.config.publicUrl}${permanent(clip.id)}`,
      oldFile(clip.id),
    ]) {
      const refused = await updatePost(post.id, {
        ...input,
        content: `<video src="${address}" controls></video>`,
      });
      expect(fieldMessages(refused)).toEqual({
        content: `The video "${address}" was deleted from the media library: remove it or choose another one`,
      });
    }
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(post.id) },
        select: { version: true },
      }),
    ).toEqual({ version: 1 });

    // A video still there: its permanent address and its replaced file's (which redirects) play it.
    const saved = await updatePost(post.id, {
      ...input,
      content: `<video src="${permanent(kept.id)}" controls></video><video src="${oldFile(kept.id)}" poster="/media/thumbnails/${rowId(kept.id)}-0ld0f11e.jpg"></video>`,
    });
    expect(saved.__typename).toBe('BlogPost');
  });

  it('saves files that are still there, and addresses on other sites, as before', async () => {
    const kept = await image('kept.png');
    const clip = await video('kept-clip');
    const gone = await image('gone-elsewhere.png');
    await deleteAsset(gone.id);
    const content = [
      kept.html,
      clip.html,
      // Another site's address that merely looks like ours.
      `<img src="https://elsewhere.example${gone.url}" alt="">`,
      '<img src="https://cdn.example/picture.png" alt="">',
    ].join('');
    const saved = await createPost(postInput({ content, imageUrl: kept.url }));
    expect(saved.__typename).toBe('BlogPost');
  });
});

describe("a post mentioning a file's address in its text, not in any attribute", () => {
  it('is saved with a deleted file written in its words, and refused with it in any attribute', async () => {
    const figure = await image('mentioned.png');
    const clip = await video('mentioned-clip');
    await deleteAsset(figure.id);
    await deleteVideo(clip.id);
    const words = `<p>The old link was https://consulting.example${figure.url} (or ${clip.url}).</p>`;
    const saved = await createPost(postInput({ content: words }));
    expect(saved.__typename).toBe('BlogPost');
    expect(
      (
        await app.prisma.blogPost.findUniqueOrThrow({
          where: { id: rowId(saved.id) },
          select: { content: true },
        })
      ).content,
    ).toBe(words);

    const named = `The image "${figure.url}" was deleted from the media library: remove it or choose another one`;
    for (const attribute of [
      `src='${figure.url}'`,
      `src=${figure.url}`,
      `src="/x.png" title="Was ${figure.url} here"`,
    ]) {
      const refused = await createPost(postInput({ content: `${words}<img ${attribute} alt="">` }));
      expect(fieldMessages(refused), attribute).toEqual({ content: named });
    }
  });

  it('is restored with the words, without the image a revision showed', async () => {
    const figure = await image('restored-mention.png');
    const words = `<p>It was at ${figure.url} until today.</p>`;
    const input = postInput({ content: `${words}${figure.html}` });
    const post = await createPost(input);
    expect((await updatePost(post.id, { ...input, content: '<p>Now.</p>' })).__typename).toBe('BlogPost');
    await deleteAsset(figure.id);
    expect(await restoreFirst(post.id)).toMatchObject({ __typename: 'BlogPost', version: 3 });
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(post.id) } })).content).toBe(
      words,
    );
  });

  it('is no use of the file: its delete is not refused, and leaves the words as they are', async () => {
    const figure = await image('only-mentioned.png');
    const content = `<p>It was at ${figure.url} until today.</p>`;
    const post = await createPost(postInput({ content }));
    expect(post.__typename).toBe('BlogPost');
    await deleteAsset(figure.id);
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(post.id) },
        select: { content: true, version: true },
      }),
    ).toEqual({ content, version: 1 });
  });
});

describe('a post showing an image whose file was replaced since', () => {
  it('saves: the sizes it names are of an image that still exists', async () => {
    const replaced = await image('replaced.png');
    // What replaceAssetFile does: new sizes under the same id and address.
    const id = rowId(replaced.id);
    await app.prisma.asset.update({
      where: { id },
      data: {
        variants: [{ key: `images/${id}-ef567890-800.webp`, width: 800, height: 400, format: 'webp' }],
      },
    });
    const saved = await createPost(postInput({ content: replaced.html }));
    expect(saved.__typename).toBe('BlogPost');
  });
});

describe('a post revision restored after an image it showed was deleted', () => {
  it('is restored without the image, as the delete took it out of the post, checking its files once as a save does', async () => {
    const figure = await image('restored.png');
    const kept = await image('still-here.png');
    const input = postInput({ imageUrl: figure.url, content: `<p>Then.</p>${figure.html}${kept.html}` });
    const post = await createPost(input);
    expect(post.__typename).toBe('BlogPost');
    expect((await updatePost(post.id, { ...input, imageUrl: null, content: '<p>Now.</p>' })).__typename).toBe(
      'BlogPost',
    );
    await deleteAsset(figure.id);

    counter.reset();
    const restored = await restoreFirst(post.id);
    // The files it shows are checked and locked once, all together, by the step every save takes.
    expect(counter.statements.filter((sql) => /\bFROM assets\b[\s\S]*FOR KEY SHARE/.test(sql))).toHaveLength(
      1,
    );
    expect(restored).toMatchObject({
      __typename: 'BlogPost',
      imageUrl: null,
      version: 3,
    });
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(post.id) },
        select: { content: true },
      }),
    ).toEqual({ content: `<p>Then.</p>${kept.saved}` });
  });
});

describe('a post revision restored after a video it showed by its poster was deleted', () => {
  it("is restored without the poster: its still, and the poster of another site's video", async () => {
    const clip = await video('restored-clip');
    const { thumbnailUrl } = await app.prisma.video.findUniqueOrThrow({ where: { id: rowId(clip.id) } });
    const still = `<figure><img src="${thumbnailUrl}" alt="Still"><figcaption>Still</figcaption></figure>`;
    const theirs = (poster: string) => `<video src="https://videos.example/v.mp4"${poster} controls></video>`;
    const input = postInput({ content: `<p>Then.</p>${still}${theirs(` poster="${thumbnailUrl}"`)}` });
    const post = await createPost(input);
    expect(post.__typename).toBe('BlogPost');
    expect((await updatePost(post.id, { ...input, content: '<p>Now.</p>' })).__typename).toBe('BlogPost');
    await deleteVideo(clip.id);

    expect(await restoreFirst(post.id)).toMatchObject({ __typename: 'BlogPost', version: 3 });
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(post.id) } })).content).toBe(
      `<p>Then.</p>${theirs('')}`,
    );
  });
});

describe('a course saved with an image deleted after its editor opened', () => {
  it('is refused, naming the featured image and the one in its description, and keeps what it had', async () => {
    const cover = await image('course-cover.png');
    const figure = await image('course-figure.png');
    const course = await courseByApi(app, cookie, {
      title: 'Linked course',
      slug: 'linked-course',
    });
    const input = course.input;
    await deleteAsset(cover.id);
    await deleteAsset(figure.id);

    const refused = await app.gql<{ updateCourse: GqlError }>(
      `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) {
        __typename ... on ValidationError { fieldErrors { field message } } } }`,
      {
        input: {
          ...input,
          id: course.id,
          expectedVersion: 1,
          imageUrl: cover.url,
          description: `<p>Plan.</p>${figure.html}`,
        },
      },
      { cookie },
    );
    expect(fieldMessages(refused.data!.updateCourse)).toEqual({
      imageUrl: MEDIA.featuredImageDeleted,
      description: `The image "${figure.url}" was deleted from the media library: remove it or choose another one`,
    });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: rowId(course.id) },
        select: { imageUrl: true, description: true, version: true },
      }),
    ).toEqual({ imageUrl: null, description: '<p>Plan.</p>', version: 1 });
  });
});
