// A video's permanent address (/media/videos/<id>, what the picker and the
// editor's insert-video write) and replacing its file through the same tus
// upload (Upload-Metadata `replaces` and `expectedVersion`): the old file is
// served until the new one is processed, a failure keeps it, a replace from a
// version saved since is refused as every admin save is, and only admins may.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// ffmpeg encodes for real here, on a machine other tests share.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

import { MEDIA } from '../../../domain/media';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { processVideo, VIDEO_JOB } from '../../../server/modules/media/videos';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, conflictPattern, gid, rowId } from '../../helpers/content';
import { deleteRefusedThenConfirmed, makeVideo } from '../../helpers/media';
import { createToken } from '../../helpers/tokens';

let app: TestApp;
let cookie: string;
let clip: string;
let betterCut: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  clip = makeVideo(1, { width: 320, height: 240, fps: 24 });
  betterCut = makeVideo(2, { width: 640, height: 360, fps: 24 });
}, 180_000);
afterAll(async () => {
  await app.close();
  for (const file of [clip, betterCut]) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const tusHeaders = (as: string) => ({
  'Tus-Resumable': '1.0.0',
  [CSRF_HEADER]: '1',
  ...(as ? { cookie: as } : {}),
});

const create = (bytes: Buffer, metadata: Record<string, string>, headers = tusHeaders(cookie)) =>
  app.app.request('/api/uploads', {
    method: 'POST',
    headers: { ...headers, 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta(metadata) },
  });

const patch = (location: string, bytes: Buffer) =>
  app.app.request(location, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(cookie),
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });

async function upload(file: string, metadata: Record<string, string>): Promise<Response> {
  const bytes = fs.readFileSync(file);
  const created = await create(bytes, { filename: path.basename(file), kind: 'video', ...metadata });
  expect(created.status).toBe(201);
  return patch(created.headers.get('location')!, bytes);
}

const runner = () => {
  const registry = new JobRegistry();
  registry.register(VIDEO_JOB, processVideo, { maxAttempts: 1 });
  return createJobRunner({ prisma: app.prisma, services: app.services }, { registry, pollMs: 50 });
};

/** A processed video with a title and description of its own; resolves with its row id. */
async function readyVideo(): Promise<string> {
  const done = await upload(clip, {});
  expect(done.status).toBe(204);
  const id = rowId(done.headers.get('video-id')!);
  await runner().runOnce();
  const saved = await app.gql<{ updateVideo: { __typename: string } }>(
    `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { __typename } }`,
    {
      input: {
        id: gid('Video', id),
        expectedVersion: 1,
        title: 'The talk',
        description: 'Given at the meetup',
        tags: 'ai, talks',
      },
    },
    { cookie },
  );
  expect(saved.data!.updateVideo.__typename).toBe('Video');
  expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: 'READY',
    version: 2,
  });
  return id;
}

const video = (id: string) => app.prisma.video.findUniqueOrThrow({ where: { id } });
const replaces = (id: string, expectedVersion: number) => ({
  replaces: gid('Video', id),
  expectedVersion: String(expectedVersion),
});

describe('a video’s permanent address', () => {
  it('is its GraphQL address, redirects to its current file (which serves byte ranges), and is gone with it', async () => {
    const id = await readyVideo();
    const { url, size } = await video(id);
    const read = await app.gql<{ node: { address: string; url: string } }>(
      `query ($id: ID!) { node(id: $id) { ... on Video { address url } } }`,
      { id: gid('Video', id) },
      { cookie },
    );
    expect(read.data!.node).toEqual({ address: `/media/videos/${id}`, url });

    for (const method of ['GET', 'HEAD']) {
      const answer = await app.app.request(`/media/videos/${id}`, { method });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(url);
      // Asked again each time: a replaced file is seen at once.
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    }
    const range = await app.app.request(url, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${size}`);

    expect((await app.app.request(`/media/videos/${crypto.randomUUID()}`)).status).toBe(404);
    const removed = await app.gql<{ deleteVideo: { __typename: string } }>(
      `mutation ($id: ID!) { deleteVideo(input: { id: $id }) { __typename } }`,
      { id: gid('Video', id) },
      { cookie },
    );
    expect(removed.errors).toBeUndefined();
    expect((await app.app.request(`/media/videos/${id}`)).status).toBe(404);
  });

  it('answers 404 while a new upload is still being processed (no file yet)', async () => {
    const done = await upload(clip, {});
    const id = rowId(done.headers.get('video-id')!);
    expect((await video(id)).status).toBe('PROCESSING');
    expect((await app.app.request(`/media/videos/${id}`)).status).toBe(404);
    await runner().runOnce();
  });
});

describe('replacing a video’s file', () => {
  it('serves the old file until the new one is processed, then the new one, keeping title, description and tags', async () => {
    const id = await readyVideo();
    const before = await video(id);
    const done = await upload(betterCut, replaces(id, 2));
    expect(done.status).toBe(204);
    // The same video, not a new one.
    expect(rowId(done.headers.get('video-id')!)).toBe(id);
    expect(await app.prisma.video.count({ where: { id: { not: id }, title: 'The talk' } })).toBe(0);

    const waiting = await video(id);
    expect(waiting).toMatchObject({
      status: 'PROCESSING',
      url: before.url,
      fileKey: before.fileKey,
      version: 3,
    });
    expect(waiting.jobId).not.toBe(before.jobId);
    expect(waiting.originalKey).not.toBe(before.originalKey);
    expect((await app.app.request(`/media/videos/${id}`)).headers.get('location')).toBe(before.url);
    expect((await app.app.request(before.url)).status).toBe(200);

    // Its progress on the subscription's channel: the job the row names now.
    const stages: string[] = [];
    const events = app.services.events.subscribe('job', waiting.jobId!)[Symbol.asyncIterator]();
    const collecting = (async () => {
      for (let next = await events.next(); !next.done; next = await events.next()) {
        const stage = (next.value.progress as { stage?: string } | null)?.stage;
        if (stage) stages.push(stage);
        if (next.value.status === 'succeeded' || next.value.status === 'failed') break;
      }
    })();
    expect(await runner().runOnce()).toMatchObject({ failed: 0 });
    await collecting;
    expect(stages).toContain('compressing');

    const after = await video(id);
    expect(after).toMatchObject({
      status: 'READY',
      error: null,
      title: 'The talk',
      description: 'Given at the meetup',
      resolution: '640x360',
      metadata: expect.objectContaining({ tags: ['ai', 'talks'] }),
    });
    expect(after.url).not.toBe(before.url);
    expect(after.duration).toBeGreaterThan(1.5);
    expect((await app.app.request(`/media/videos/${id}`)).headers.get('location')).toBe(after.url);
    expect((await app.app.request(after.url)).status).toBe(200);
    // A post that embedded the old file's address still plays the video: its current file.
    const old = await app.app.request(before.url);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(after.url);
    expect((await app.app.request(before.thumbnailUrl!)).headers.get('location')).toBe(after.thumbnailUrl);
    // The old original is not kept.
    expect(await app.services.storage.stat(before.originalKey!)).toBeNull();
  });

  it('keeps the old file when the new one fails, with the reason shown', async () => {
    const id = await readyVideo();
    const before = await video(id);
    const fake = Buffer.concat([fs.readFileSync(clip).subarray(0, 64), Buffer.alloc(4000, 7)]);
    const created = await create(fake, { filename: 'broken.mp4', kind: 'video', ...replaces(id, 2) });
    expect(created.status).toBe(201);
    expect((await patch(created.headers.get('location')!, fake)).status).toBe(204);
    await runner().runOnce();
    expect(await video(id)).toMatchObject({
      status: 'FAILED',
      error: MEDIA.notAVideo,
      url: before.url,
      fileKey: before.fileKey,
      title: 'The talk',
    });
    expect((await app.app.request(`/media/videos/${id}`)).headers.get('location')).toBe(before.url);
    expect((await app.app.request(before.url)).status).toBe(200);
  });

  it('is refused from a version saved since, before and after the bytes are sent, changing nothing', async () => {
    const id = await readyVideo();
    const before = await video(id);
    const bytes = fs.readFileSync(betterCut);

    const stale = await create(bytes, { filename: 'cut.mp4', kind: 'video', ...replaces(id, 1) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toMatch(conflictPattern('This video', 'you'));

    // Started at version 2; another tab saves the video before the upload ends.
    const created = await create(bytes, { filename: 'cut.mp4', kind: 'video', ...replaces(id, 2) });
    expect(created.status).toBe(201);
    const saved = await app.gql<{ updateVideo: { __typename: string } }>(
      `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) { __typename } }`,
      { input: { id: gid('Video', id), expectedVersion: 2, title: 'Renamed talk' } },
      { cookie },
    );
    expect(saved.data!.updateVideo.__typename).toBe('Video');
    const late = await patch(created.headers.get('location')!, bytes);
    expect(late.status).toBe(409);
    expect(await late.text()).toMatch(conflictPattern('This video', 'you'));

    const after = await video(id);
    expect(after).toMatchObject({
      status: 'READY',
      url: before.url,
      originalKey: before.originalKey,
      jobId: before.jobId,
      title: 'Renamed talk',
      version: 3,
    });
    expect(await app.prisma.video.count({ where: { title: 'cut' } })).toBe(0);
  });

  it('is refused for a video that is gone or still processing, and without a version', async () => {
    const bytes = fs.readFileSync(betterCut);
    const missing = await create(bytes, {
      filename: 'cut.mp4',
      kind: 'video',
      ...replaces(crypto.randomUUID(), 1),
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(MEDIA.videoNotFound);

    const done = await upload(clip, {});
    const processing = rowId(done.headers.get('video-id')!);
    const busy = await create(bytes, { filename: 'cut.mp4', kind: 'video', ...replaces(processing, 1) });
    expect(busy.status).toBe(409);
    expect(await busy.text()).toBe(MEDIA.stillProcessing);
    await runner().runOnce();

    const noVersion = await create(bytes, {
      filename: 'cut.mp4',
      kind: 'video',
      replaces: gid('Video', processing),
    });
    expect(noVersion.status).toBe(400);
  });

  it('is refused without an admin session, and to a READ token', async () => {
    const id = await readyVideo();
    const bytes = fs.readFileSync(betterCut);
    const metadata = { filename: 'cut.mp4', kind: 'video', ...replaces(id, 2) };
    expect((await create(bytes, metadata, tusHeaders(''))).status).toBe(401);
    const read = await createToken(app, cookie, { scope: 'READ' });
    const byToken = await app.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': meta(metadata),
        authorization: `Bearer ${read.token}`,
      },
    });
    expect(byToken.status).toBe(403);
    expect(await video(id)).toMatchObject({ status: 'READY', version: 2 });
  });
});

describe('a post that plays a video by its permanent address', () => {
  it('counts as a use: the delete is refused, then takes the video out of it once confirmed', async () => {
    const video = await app.prisma.video.create({
      data: { title: 'Talk', url: '/media/videos/talk-in-use.webm', folder: null },
    });
    const content = `<p>Watch.</p><video src="/media/videos/${video.id}" controls></video><p>End</p>`;
    const post = await app.prisma.blogPost.create({
      data: { title: 'Watch the talk', slug: 'watch-the-talk', content },
    });
    await deleteRefusedThenConfirmed(app, cookie, 'Video', gid('Video', video.id), {
      __typename: 'VideoInUseError',
      message: 'This video is used by 1 post; confirm to remove it from them too',
      uses: [{ kind: 'post', title: 'Watch the talk' }],
    });
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      '<p>Watch.</p><p>End</p>',
    );
  });
});

describe('a video folder whose video a post plays by its permanent address', () => {
  it('is not deleted', async () => {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: 'talks-in-use' } });
    const video = await app.prisma.video.create({
      data: { title: 'Talk', url: '/media/videos/talk-in-folder.webm', folder: folder.name },
    });
    await app.prisma.blogPost.create({
      data: {
        title: 'Watch it',
        slug: 'watch-it-by-address',
        content: `<video src="/media/videos/${video.id}" controls></video>`,
      },
    });
    const refused = await app.gql<{ deleteMediaFolder: unknown }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
      { id: gid('MediaFolder', folder.id) },
      { cookie },
    );
    expect(refused.data!.deleteMediaFolder).toEqual({
      __typename: 'ConflictError',
      message:
        'Videos in this folder are used by 1 post: delete those videos one by one, or move them to another folder, first',
    });
    expect(await app.prisma.video.findUnique({ where: { id: video.id } })).not.toBeNull();
  });
});
