// Images and videos are dated by the app's clock (App.clock, a TestClock
// here) on every write, as they are when created: their updatedAt (in the
// API, and the "when" of a stale save's refusal) would otherwise be the
// system's time, Prisma's @updatedAt.
import fs from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import {
  createVideoFromUpload,
  processVideo,
  VIDEO_JOB,
  videoOriginalOf,
} from '../../../server/modules/media/videos';
import { formatWhen } from '../../../server/modules/shared/saves';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { replaceImageFile, uploadImage } from '../../helpers/media';

const clock = new TestClock();
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;
/** The time of the clock, as the API gives a DateTime. */
const now = () => clock.now().toISOString();

async function savedAt(id: string) {
  const { data } = await app.gql<{ node: { updatedAt: string; version: number } }>(
    `query ($id: ID!) { node(id: $id) {
      ... on Asset { updatedAt version } ... on Video { updatedAt version } } }`,
    { id },
    { cookie },
  );
  return data!.node.updatedAt;
}

async function mutate(name: string, input: Record<string, unknown>) {
  const { data, errors } = await app.gql<Record<string, { __typename: string; message?: string }>>(
    `mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) {
      __typename ... on Error { message } } }`,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data![name]!;
}

describe('media rows dated by the app clock', () => {
  it('an image: uploaded, edited, replaced and its folder renamed at the clock’s time, which a stale save names', async () => {
    const image = await uploadImage(app, cookie, 'dated.jpg');
    expect(await savedAt(image.id)).toBe(now());

    clock.advance(HOUR);
    expect(await mutate('updateAsset', { id: image.id, expectedVersion: 1, name: 'Dated' })).toMatchObject({
      __typename: 'Asset',
    });
    expect(await savedAt(image.id)).toBe(now());

    clock.advance(HOUR);
    expect(await replaceImageFile(app, cookie, image.id)).toBe('Asset');
    expect(await savedAt(image.id)).toBe(now());

    clock.advance(HOUR);
    const folder = await app.gql<{ createMediaFolder: { id: string } }>(
      `mutation { createMediaFolder(input: { kind: image, name: "Dated" }) { ... on MediaFolder { id } } }`,
      {},
      { cookie },
    );
    expect(await mutate('updateAsset', { id: image.id, expectedVersion: 3, folder: 'dated' })).toMatchObject({
      __typename: 'Asset',
    });
    clock.advance(HOUR);
    expect(
      await mutate('renameMediaFolder', { id: folder.data!.createMediaFolder.id, name: 'Dated again' }),
    ).toMatchObject({ __typename: 'MediaFolder' });
    const renamed = now();
    expect(await savedAt(image.id)).toBe(renamed);

    clock.advance(HOUR);
    const stale = await mutate('updateAsset', { id: image.id, expectedVersion: 1, name: 'Stale' });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toContain(formatWhen(new Date(renamed)));
  });

  it('a video: uploaded, edited, moved, queued again and failed at the clock’s time', async () => {
    const dir = fs.mkdtempSync(path.join(app.mediaDir, 'sent-'));
    const file = path.join(dir, 'dated.mp4');
    fs.writeFileSync(file, Buffer.alloc(4096));
    const rowId = await createVideoFromUpload(
      { prisma: app.prisma, services: app.services },
      {
        file,
        filename: 'dated.mp4',
        original: videoOriginalOf('video/mp4')!,
        folder: null,
        size: 4096,
        savedById: null,
        move: false,
      },
    );
    const id = encodeGlobalID('Video', rowId);
    expect(await savedAt(id)).toBe(now());

    clock.advance(HOUR);
    expect(await mutate('updateVideo', { id, expectedVersion: 1, title: 'Dated' })).toMatchObject({
      __typename: 'Video',
    });
    expect(await savedAt(id)).toBe(now());

    clock.advance(HOUR);
    expect(await mutate('moveVideo', { id, folder: '', expectedVersion: 2 })).toMatchObject({
      __typename: 'Video',
    });
    expect(await savedAt(id)).toBe(now());

    // Processing on a server without ffmpeg fails, and the video is queued again.
    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, processVideo);
    const run = () =>
      createJobRunner(
        { prisma: app.prisma, services: { ...app.services, video: null } },
        { registry },
      ).runOnce();
    clock.advance(HOUR);
    await run();
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id: rowId } })).toMatchObject({
      status: 'FAILED',
      error: MEDIA.ffmpegMissing,
    });
    expect(await savedAt(id)).toBe(now());

    clock.advance(HOUR);
    expect(await mutate('processVideoAgain', { id })).toMatchObject({ __typename: 'Video' });
    expect(await savedAt(id)).toBe(now());
  });
});
