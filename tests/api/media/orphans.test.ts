// Stored files no row names, left by a worker whose process stopped between
// writing them and recording them: the upkeep's sweep deletes those older than
// ORPHAN_AGE_MS, on the local disk and in an S3 bucket (a local server
// speaking the S3 protocol, s3rver), and never a file some row names, nor one
// just written that work in flight is about to record. A file is aged by
// setting its modification time, which is what both stores report as its age.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_AGE_MS, sweepOrphanedFiles } from '../../../server/modules/media/orphans';
import { createTestApp, type TestApp } from '../../helpers/app';
import { startS3Peer } from '../../helpers/s3';
import { makeTempDir } from '../../helpers/temp';

let s3: Awaited<ReturnType<typeof startS3Peer>>;
let s3Dir: string;
const apps: { local?: TestApp; s3?: TestApp } = {};

beforeAll(async () => {
  s3Dir = makeTempDir('test-s3-');
  s3 = await startS3Peer(s3Dir);
  apps.local = await createTestApp();
  apps.s3 = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await apps.local?.close();
  await apps.s3?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** Where each store keeps the bytes of `key` on this machine (s3rver keeps its objects in files). */
const backingFile = {
  local: (app: TestApp, key: string) => path.join(app.config.media.dir, 'files', key),
  s3: (_app: TestApp, key: string) => path.join(s3Dir, 'media', `${key}._S3rver_object`),
};

describe.each(['local', 's3'] as const)('on the %s store', (kind) => {
  it('deletes the old files no row names, and neither a named one nor one just written', async () => {
    const app = apps[kind]!;
    const put = (key: string) =>
      app.services.storage.put(key, Buffer.from(key), { contentType: 'video/webm', cacheControl: '' });
    const age = (key: string) => {
      const then = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
      fs.utimesSync(backingFile[kind](app, key), then, then);
    };
    // A video processed, its row recorded: its file, poster, original and an old file it keeps.
    const id = randomUUID();
    const named = {
      originalKey: `originals/${id}.mp4`,
      fileKey: `videos/${id}-aaaaaaaa.webm`,
      thumbnailKey: `thumbnails/${id}-aaaaaaaa.jpg`,
      kept: `videos/${id}-0ld0ld00.webm`,
    };
    // An image's original and one size.
    const imageId = randomUUID();
    const image = { originalKey: `originals/${imageId}.png`, size: `images/${imageId}-r1-480.webp` };
    // A run that stopped after storing its files and before recording them, an hour and more ago.
    const orphans = [`videos/${id}-deadbeef.webm`, `thumbnails/${id}-deadbeef.jpg`];
    // A run storing its files now, about to record them.
    const inFlight = `videos/${id}-cafecafe.webm`;
    for (const key of [...Object.values(named), ...Object.values(image), ...orphans, inFlight])
      await put(key);
    await app.prisma.video.create({
      data: {
        id,
        title: 'Talk',
        url: app.services.storage.publicUrl(named.fileKey),
        originalKey: named.originalKey,
        fileKey: named.fileKey,
        thumbnailKey: named.thumbnailKey,
        keptKeys: [named.kept],
      },
    });
    await app.prisma.asset.create({
      data: {
        id: imageId,
        name: 'a.png',
        url: `/media/assets/${imageId}`,
        mimeType: 'image/png',
        size: 1,
        originalKey: image.originalKey,
        variants: [{ key: image.size, width: 480, height: 320, format: 'webp' }],
      },
    });
    for (const key of [...Object.values(named), ...Object.values(image), ...orphans]) age(key);

    expect(await sweepOrphanedFiles(app)).toBe(orphans.length);
    for (const key of orphans) expect(await app.services.storage.stat(key)).toBeNull();
    for (const key of [...Object.values(named), ...Object.values(image), inFlight])
      expect(await app.services.storage.stat(key)).not.toBeNull();
    // Nothing left to delete.
    expect(await sweepOrphanedFiles(app)).toBe(0);
  });
});
