// Replacing a video's file when browsers fetch stored files from the bucket
// (S3_PUBLIC_URL), not through the app's file route that redirects an old
// file's address to the current one: an old file or poster a post still
// embeds by its bucket address is kept (the post keeps playing it) until
// nothing embeds it, when the upkeep's sweep deletes it; one nothing embeds
// is deleted at once, and deleting the video deletes them all. Against a
// local server speaking the S3 protocol (s3rver), answering the browser's
// requests for the bucket's addresses itself.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// ffmpeg encodes for real here, on a machine other tests share.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

import { deletedFilesMessage, MEDIA } from '../../../domain/media';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { sweepOldVideoFiles } from '../../../server/modules/media/oldFiles';
import { processVideo, VIDEO_JOB } from '../../../server/modules/media/videos';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  createBlogTaxonomy,
  fieldMessages,
  type GqlError,
  gid,
  postInput,
  rowId,
} from '../../helpers/content';
import { makeVideo } from '../../helpers/media';
import { CREATE as CREATE_POST } from '../../helpers/posts';
import { startS3Peer } from '../../helpers/s3';
import { makeTempDir } from '../../helpers/temp';

let s3: Awaited<ReturnType<typeof startS3Peer>>;
let bucketUrl: string;
let app: TestApp;
let cookie: string;
let clip: string;
let betterCut: string;

beforeAll(async () => {
  s3 = await startS3Peer(makeTempDir('test-s3-'));
  bucketUrl = `${s3.endpoint}/media`;
  app = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: bucketUrl } });
  cookie = await adminCookie(app);
  clip = makeVideo(1, { width: 320, height: 240, fps: 24 });
  betterCut = makeVideo(1, { width: 640, height: 360, fps: 24 });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await s3?.close();
  for (const file of [clip, betterCut]) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A finished tus upload of `file` (a new video, or with `replaces` a video's new file). */
async function upload(file: string, metadata: Record<string, string> = {}): Promise<string> {
  const bytes = fs.readFileSync(file);
  const headers = { 'Tus-Resumable': '1.0.0', [CSRF_HEADER]: '1', cookie };
  const created = await app.app.request('/api/uploads', {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': meta({ filename: path.basename(file), kind: 'video', ...metadata }),
    },
  });
  expect(created.status).toBe(201);
  const done = await app.app.request(created.headers.get('location')!, {
    method: 'PATCH',
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  expect(done.status).toBe(204);
  return rowId(done.headers.get('video-id')!);
}

/** Runs the queued processing; `withoutFfmpeg`: on a server without ffmpeg, where it fails. */
async function processAll(withoutFfmpeg = false) {
  const registry = new JobRegistry();
  registry.register(VIDEO_JOB, processVideo, { maxAttempts: 1 });
  const services = withoutFfmpeg ? { ...app.services, video: null } : app.services;
  const runner = createJobRunner({ prisma: app.prisma, services }, { registry, pollMs: 50 });
  expect(await runner.runOnce()).toMatchObject({ failed: 0 });
}

const video = (id: string) => app.prisma.video.findUniqueOrThrow({ where: { id } });

/** A processed video; resolves with its row. */
async function readyVideo() {
  const id = await upload(clip);
  await processAll();
  const row = await video(id);
  expect(row.status).toBe('READY');
  // Browsers fetch it from the bucket, not through the app.
  expect(row.url.startsWith(`${bucketUrl}/videos/`)).toBe(true);
  return row;
}

/** Replaces the video's file (from its current version) and processes the new one. */
async function replace(id: string) {
  const { version } = await video(id);
  await upload(betterCut, { replaces: gid('Video', id), expectedVersion: String(version) });
  await processAll();
  return video(id);
}

/** What the bucket answers a browser asking for `url`. */
const fetched = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;

const published = (content: string, slug: string) =>
  app.prisma.blogPost.create({
    data: { title: slug, slug, content, isPublished: true, publishedAt: new Date('2026-01-01') },
  });

describe('replacing a video’s file when browsers fetch it from the bucket', () => {
  it('keeps the old file a published post embeds until the post stops embedding it, and deletes the rest at once', async () => {
    const before = await readyVideo();
    const post = await published(`<p>Watch.</p><video src="${before.url}" controls></video>`, 'embeds-old');

    const after = await replace(before.id);
    expect(after.url).not.toBe(before.url);
    expect(await fetched(after.url)).toBe(200);
    // The post still plays the file it embeds.
    expect(await fetched(before.url)).toBe(200);
    // Its poster, which nothing embeds, is gone, as is the old original.
    expect(await fetched(before.thumbnailUrl!)).toBe(404);
    expect(await app.services.storage.stat(before.originalKey!)).toBeNull();

    // Still embedded: the sweep keeps it.
    await sweepOldVideoFiles(app);
    expect(await fetched(before.url)).toBe(200);

    // The post saved without it: the next sweep deletes it, and only it.
    const taxonomy = await createBlogTaxonomy(app);
    const saved = await app.gql<{ updateBlogPost: { __typename: string } }>(
      `mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { __typename } }`,
      {
        input: {
          id: gid('BlogPost', post.id),
          expectedVersion: post.version,
          title: post.title,
          slug: post.slug,
          content: `<p>Watch.</p><video src="/media/videos/${before.id}" controls></video>`,
          authorId: gid('BlogAuthor', taxonomy.author.id),
          categoryId: gid('BlogCategory', taxonomy.category.id),
          isPublished: true,
          publishedAt: post.publishedAt!.toISOString(),
        },
      },
      { cookie },
    );
    expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
    await sweepOldVideoFiles(app);
    expect(await fetched(before.url)).toBe(404);
    expect(await fetched(after.url)).toBe(200);
    expect(await fetched(after.thumbnailUrl!)).toBe(200);
  });

  it('deletes an old file and poster nothing embeds at once', async () => {
    const before = await readyVideo();
    await replace(before.id);
    expect(await fetched(before.url)).toBe(404);
    expect(await fetched(before.thumbnailUrl!)).toBe(404);
  });

  it('deletes every file of the video, the kept old ones too, when the video is deleted everywhere', async () => {
    const before = await readyVideo();
    const post = await published(
      `<video src="${before.url}" poster="${before.thumbnailUrl}" controls></video><p>End</p>`,
      'embeds-old-poster',
    );
    const after = await replace(before.id);
    expect(await fetched(before.url)).toBe(200);
    expect(await fetched(before.thumbnailUrl!)).toBe(200);

    const removed = await app.gql<{ deleteVideo: { __typename: string } }>(
      `mutation ($id: ID!) { deleteVideo(input: { id: $id, removeEverywhere: true }) { __typename } }`,
      { id: gid('Video', before.id) },
      { cookie },
    );
    expect(removed.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    for (const url of [before.url, before.thumbnailUrl!, after.url, after.thumbnailUrl!])
      expect(await fetched(url)).toBe(404);
    expect(await app.services.storage.stat(after.originalKey!)).toBeNull();
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      '<p>End</p>',
    );
  });

  it('refuses a save linking an old file or poster already deleted from the bucket, and saves one linking an old file still kept', async () => {
    const taxonomy = await createBlogTaxonomy(app, '-links');
    const refs = {
      authorId: gid('BlogAuthor', taxonomy.author.id),
      categoryId: gid('BlogCategory', taxonomy.category.id),
    };
    const create = async (slug: string, content: string) =>
      (
        await app.gql<{ createBlogPost: GqlError & { __typename: string } }>(
          CREATE_POST,
          { input: { ...postInput(slug, refs), content } },
          { cookie },
        )
      ).data!.createBlogPost;
    const goneMessage = (url: string) => deletedFilesMessage([{ kind: 'video', name: url }]);

    const before = await readyVideo();
    const embedding = await published(`<video src="${before.url}" controls></video>`, 'embeds-kept');
    const after = await replace(before.id);
    expect(await fetched(before.url)).toBe(200);
    expect(await fetched(before.thumbnailUrl!)).toBe(404);

    // Kept while the post embeds it: another save may link it too.
    expect((await create('links-kept', `<video src="${before.url}" controls></video>`)).__typename).toBe(
      'BlogPost',
    );
    // Its old poster, nothing embedded, was deleted at once: refused as a deleted video's file is.
    const posterGone = await create(
      'links-gone-poster',
      `<video src="${after.url}" poster="${before.thumbnailUrl}" controls></video>`,
    );
    expect(posterGone.__typename).toBe('ValidationError');
    expect(fieldMessages(posterGone)).toEqual({ content: goneMessage(before.thumbnailUrl!) });

    // Nothing embeds the old file anymore: the sweep deletes it, and a save linking it is refused.
    await app.prisma.blogPost.deleteMany({ where: { slug: { in: [embedding.slug, 'links-kept'] } } });
    await sweepOldVideoFiles(app);
    expect(await fetched(before.url)).toBe(404);
    const fileGone = await create(
      'links-gone-file',
      `<p>Watch.</p><video src="${before.url}" controls></video>`,
    );
    expect(fileGone.__typename).toBe('ValidationError');
    expect(fieldMessages(fileGone)).toEqual({ content: goneMessage(before.url) });
    expect(await app.prisma.blogPost.count({ where: { slug: { startsWith: 'links-gone' } } })).toBe(0);
    // Its current file, and its permanent address through the app, still save.
    const current = await create(
      'links-current',
      `<video src="${after.url}" poster="${after.thumbnailUrl}" controls></video><video src="/media/videos/${before.id}"></video>`,
    );
    expect(current.__typename).toBe('BlogPost');
  });

  it('saves a post linking the just-replaced file while processing has stored the new one and not yet settled the old ones', async () => {
    const taxonomy = await createBlogTaxonomy(app, '-window');
    const refs = {
      authorId: gid('BlogAuthor', taxonomy.author.id),
      categoryId: gid('BlogCategory', taxonomy.category.id),
    };
    const before = await readyVideo();
    await upload(betterCut, { replaces: gid('Video', before.id), expectedVersion: String(before.version) });
    // The run pauses right after the write that swaps the video's file, before it settles the old ones.
    let saved: { __typename: string } | undefined;
    const paused = app.prisma.$extends({
      query: {
        video: {
          async updateMany({ args, query }) {
            const result = await query(args);
            if ((args.data as { status?: string }).status !== 'READY' || saved) return result;
            expect(await fetched(before.url)).toBe(200);
            saved = (
              await app.gql<{ createBlogPost: { __typename: string } }>(
                CREATE_POST,
                {
                  input: {
                    ...postInput('links-replaced-meanwhile', refs),
                    content: `<video src="${before.url}" controls></video>`,
                  },
                },
                { cookie },
              )
            ).data!.createBlogPost;
            return result;
          },
        },
      },
    });
    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, processVideo, { maxAttempts: 1 });
    const runner = createJobRunner(
      { prisma: paused as unknown as typeof app.prisma, services: app.services },
      { registry, pollMs: 50 },
    );
    expect(await runner.runOnce()).toMatchObject({ succeeded: 1, failed: 0 });
    // The file was still in the bucket: the save went through, and the post it made keeps it there.
    expect(saved).toMatchObject({ __typename: 'BlogPost' });
    const after = await video(before.id);
    expect(after.fileKey).not.toBe(before.fileKey);
    expect(after.keptKeys).toEqual([before.fileKey]);
    expect(await fetched(before.url)).toBe(200);
    expect(await fetched(before.thumbnailUrl!)).toBe(404);
  });

  it('processes a replaced file again after its processing failed, from the new original, keeping the old file a post embeds', async () => {
    const before = await readyVideo();
    await published(`<video src="${before.url}" controls></video>`, 'embeds-before-again');
    await upload(betterCut, { replaces: gid('Video', before.id), expectedVersion: String(before.version) });
    await processAll(true);
    const failed = await video(before.id);
    expect(failed).toMatchObject({ status: 'FAILED', error: MEDIA.ffmpegMissing, url: before.url });
    // Its current file plays on meanwhile.
    expect(await fetched(before.url)).toBe(200);

    const queued = await app.gql<{ processVideoAgain: { __typename: string; status?: string } }>(
      `mutation ($id: ID!) { processVideoAgain(input: { id: $id }) { __typename ... on Video { status } } }`,
      { id: gid('Video', before.id) },
      { cookie },
    );
    expect(queued.data!.processVideoAgain).toEqual({ __typename: 'Video', status: 'PROCESSING' });
    await processAll();

    const after = await video(before.id);
    expect(after).toMatchObject({ status: 'READY', error: null, resolution: '640x360' });
    expect(after.originalKey).toBe(failed.originalKey);
    for (const url of [after.url, after.thumbnailUrl!]) {
      expect(url.startsWith(`${bucketUrl}/`)).toBe(true);
      expect(await fetched(url)).toBe(200);
    }
    // The original stays, to process it again; the old file the post embeds is kept, its poster is not.
    expect(await app.services.storage.stat(after.originalKey!)).not.toBeNull();
    expect(after.keptKeys).toEqual([before.fileKey]);
    expect(await fetched(before.url)).toBe(200);
    expect(await fetched(before.thumbnailUrl!)).toBe(404);
    const address = await app.app.request(`/media/videos/${before.id}`);
    expect(address.headers.get('location')).toBe(after.url);
  });
});
