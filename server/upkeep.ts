// The server's periodic upkeep, each task on the jobs' polling loop, so a
// graceful shutdown stops them all and waits for the ones in progress before
// the database closes. A failure is logged; the next run goes on.
import type { Config } from './config';
import type { PrismaClient } from './db';
import { deleteOldIdempotentRequests } from './http/idempotency';
import { createAbandonedRunSweep } from './modules/ai/sweep';
import { foldCountDeltasIfDue } from './modules/crm/list';
import { createPollingLoop, type PollingLoop } from './modules/jobs/loop';
import { sweepOldVideoFiles } from './modules/media/oldFiles';
import { sweepOrphanedFiles } from './modules/media/orphans';
import type { VideoUploads } from './modules/media/uploads';
import { deleteOldSubmissionKeys } from './modules/submissions/store';
import type { Services } from './services';

export const UPKEEP_HOURLY_MS = 3_600_000;
export const COUNT_DELTAS_FOLD_MS = 60_000;

export type Upkeep = Pick<PollingLoop, 'start' | 'stop' | 'idle'>;

export function createUpkeep({
  prisma,
  services,
  uploads,
  config,
}: {
  prisma: PrismaClient;
  services: Services;
  uploads: Pick<VideoUploads, 'deleteExpired'>;
  config: Pick<Config, 'publicUrl'>;
}): Upkeep {
  const { clock, log } = services;
  const loops = [
    // Unfinished resumable uploads past UPLOAD_EXPIRY_HOURS.
    createPollingLoop({
      name: 'Deleting expired uploads',
      pollMs: UPKEEP_HOURLY_MS,
      log,
      step: async () => {
        const count = await uploads.deleteExpired();
        if (count > 0) log.info(`Deleted ${count} expired unfinished upload(s)`);
      },
    }),
    // Videos' old files kept while a post or course embedded them from the bucket (settleOldVideoFiles).
    createPollingLoop({
      name: 'Deleting old video files no longer embedded',
      pollMs: UPKEEP_HOURLY_MS,
      atStart: false,
      log,
      step: async () => {
        const count = await sweepOldVideoFiles({ prisma, services, config });
        if (count > 0) log.info(`Deleted ${count} old video file(s) no longer embedded`);
      },
    }),
    // Stored files no row names, left by a worker that stopped before recording them (ORPHAN_AGE_MS).
    createPollingLoop({
      name: 'Deleting stored files no image or video names',
      pollMs: UPKEEP_HOURLY_MS,
      atStart: false,
      log,
      step: async () => {
        const count = await sweepOrphanedFiles({ prisma, services });
        if (count > 0) log.info(`Deleted ${count} stored file(s) no image or video names`);
      },
    }),
    // Keys of public submissions past their retry window (SUBMISSION_KEY_DAYS).
    createPollingLoop({
      name: 'Deleting old submission keys',
      pollMs: UPKEEP_HOURLY_MS,
      atStart: false,
      log,
      step: () => deleteOldSubmissionKeys(prisma, clock.now()),
    }),
    // Answers kept for retries of back-office mutations (IDEMPOTENCY_KEY_HOURS).
    createPollingLoop({
      name: 'Deleting old idempotency keys',
      pollMs: UPKEEP_HOURLY_MS,
      atStart: false,
      log,
      step: () => deleteOldIdempotentRequests(prisma, clock.now()),
    }),
    // The contact list's count deltas that single writes leave behind (reads never write).
    createPollingLoop({
      name: 'Folding the contact count deltas',
      pollMs: COUNT_DELTAS_FOLD_MS,
      atStart: false,
      log,
      step: () => foldCountDeltasIfDue(prisma),
    }),
    // Assistant runs left 'running' by a server that stopped mid-way (this one before a restart, or another).
    createAbandonedRunSweep({ prisma, services }),
  ];
  return {
    start: () => {
      for (const loop of loops) loop.start();
    },
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
    idle: async () => {
      await Promise.all(loops.map((loop) => loop.idle()));
    },
  };
}
