// The server's periodic upkeep (main.ts): expired uploads at start and every
// hour, old submission and idempotency keys, a video's old files nothing
// embeds anymore and stored files no row names every hour, the contact count
// deltas every minute; on shutdown no timer is left and the task in progress
// is waited for, so the database never closes under one. Intervals are driven
// by Vitest's fake timers (only setInterval and clearInterval, so the
// database's I/O runs as usual), the keys' age by the app's TestClock.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ORPHAN_AGE_MS } from '../../../server/modules/media/orphans';
import { COUNT_DELTAS_FOLD_MS, createUpkeep, UPKEEP_HOURLY_MS } from '../../../server/upkeep';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';

const clock = new TestClock();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const longAgo = () => new Date(clock.now().getTime() - 365 * 86_400_000);

it('deletes expired uploads at start, the rest on their period, and stops ticking on shutdown', async () => {
  let uploadSweeps = 0;
  const upkeep = createUpkeep({
    prisma: app.prisma,
    services: app.services,
    uploads: { deleteExpired: async () => ++uploadSweeps },
    config: app.config,
  });
  const submissionKey = await app.prisma.submissionKey.create({
    data: { key: randomUUID(), form: 'contact', createdAt: longAgo() },
  });
  const request = await app.prisma.idempotentRequest.create({
    data: { userId: randomUUID(), key: 'old', fingerprint: 'f', createdAt: longAgo() },
  });
  await app.prisma.crmContactCountDelta.createMany({
    data: Array.from({ length: 300 }, () => ({ deleted: false, status: 'prospect', source: '', delta: 0n })),
  });
  // An old file a video kept while a post embedded it (settleOldVideoFiles), embedded nowhere now.
  const videoId = randomUUID();
  const oldFile = `videos/${videoId}-0ld0ld00.webm`;
  await app.services.storage.put(oldFile, Buffer.from('old'), {
    contentType: 'video/webm',
    cacheControl: '',
  });
  await app.prisma.video.create({ data: { id: videoId, title: 'Talk', url: '', keptKeys: [oldFile] } });
  // A file a worker stored and stopped before recording, more than ORPHAN_AGE_MS ago.
  const orphan = `videos/${videoId}-0rphan00.webm`;
  await app.services.storage.put(orphan, Buffer.from('orphan'), {
    contentType: 'video/webm',
    cacheControl: '',
  });
  const stored = new Date(clock.now().getTime() - 2 * ORPHAN_AGE_MS);
  fs.utimesSync(path.join(app.config.media.dir, 'files', orphan), stored, stored);
  const keysLeft = async () => ({
    submission: await app.prisma.submissionKey.count({ where: { key: submissionKey.key } }),
    idempotency: await app.prisma.idempotentRequest.count({ where: { key: request.key } }),
    oldFile: (await app.services.storage.stat(oldFile)) ? 1 : 0,
    orphan: (await app.services.storage.stat(orphan)) ? 1 : 0,
  });

  upkeep.start();
  await upkeep.idle();
  expect(uploadSweeps).toBe(1);
  expect(await keysLeft()).toEqual({ submission: 1, idempotency: 1, oldFile: 1, orphan: 1 });
  expect(await app.prisma.crmContactCountDelta.count()).toBe(300);

  vi.advanceTimersByTime(COUNT_DELTAS_FOLD_MS);
  await upkeep.idle();
  expect(await app.prisma.crmContactCountDelta.count()).toBe(0);
  expect(await keysLeft()).toEqual({ submission: 1, idempotency: 1, oldFile: 1, orphan: 1 });

  vi.advanceTimersByTime(UPKEEP_HOURLY_MS - COUNT_DELTAS_FOLD_MS);
  await upkeep.idle();
  expect(uploadSweeps).toBe(2);
  expect(await keysLeft()).toEqual({ submission: 0, idempotency: 0, oldFile: 0, orphan: 0 });

  await upkeep.stop();
  expect(vi.getTimerCount()).toBe(0);
  vi.advanceTimersByTime(10 * UPKEEP_HOURLY_MS);
  await upkeep.idle();
  expect(uploadSweeps).toBe(2);
});

it('waits on shutdown for the task in progress', async () => {
  let finish = () => {};
  const upkeep = createUpkeep({
    prisma: app.prisma,
    services: app.services,
    uploads: { deleteExpired: () => new Promise<number>((resolve) => (finish = () => resolve(0))) },
    config: app.config,
  });
  upkeep.start();
  let stopped = false;
  const stopping = upkeep.stop().then(() => {
    stopped = true;
  });
  // A database round trip: time enough for a stop that did not wait to be over.
  await app.prisma.$queryRaw`SELECT 1`;
  expect(stopped).toBe(false);
  finish();
  await stopping;
  expect(vi.getTimerCount()).toBe(0);
});
