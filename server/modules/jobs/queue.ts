// Queuing a job: a row in the jobs table, written in the caller's
// transaction when it has one (so work is queued only with what it is about),
// then announced so a runner claims it now rather than at its next poll.
import type { Db, PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { JobEvent } from '../../services/events';
import { DEFAULT_JOB_OPTIONS, type JobJson, jobHandlers } from './handlers';

export type NewJob = {
  kind: string;
  payload?: JobJson;
  /** Not before this instant (now by default). */
  runAfter?: Date;
  /** The handler's setting by default. */
  maxAttempts?: number;
};

/** Writes the job; call announceJob once the transaction has committed. */
export async function queueJob(db: Db, job: NewJob, now: Date): Promise<{ id: string; kind: string }> {
  const maxAttempts =
    job.maxAttempts ?? jobHandlers.get(job.kind)?.maxAttempts ?? DEFAULT_JOB_OPTIONS.maxAttempts;
  return db.job.create({
    data: {
      kind: job.kind,
      payload: job.payload ?? {},
      maxAttempts,
      runAfter: job.runAfter ?? now,
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true, kind: true },
  });
}

/** Wakes the runners that handle the job's kind. */
export function announceJob(services: Services, job: { kind: string }): void {
  services.events.publish('jobs:queued', { kind: job.kind });
}

/** Queues a job outside any transaction and announces it; resolves with its id. */
export async function enqueueJob(
  { prisma, services }: { prisma: PrismaClient; services: Services },
  job: NewJob,
): Promise<string> {
  const queued = await queueJob(prisma, job, services.clock.now());
  announceJob(services, queued);
  return queued.id;
}

/**
 * Ends a job that waits to be claimed (queued, or waiting for its retry after
 * a failed attempt) whose work is gone, e.g. an import cancelled meanwhile: it
 * succeeds now with no result, as its handler would have when claimed. A job
 * being run is left to its handler. Resolves with the event to publish with
 * announceJobEnded once the transaction has committed, or null.
 */
export async function endQueuedJob(db: Db, id: string, now: Date): Promise<JobEvent | null> {
  const [ended] = await db.job.updateManyAndReturn({
    where: { id, status: 'queued' },
    data: { status: 'succeeded', finishedAt: now, lastError: null, updatedAt: now },
    select: { id: true, kind: true, attempts: true, progress: true },
  });
  return ended
    ? {
        jobId: ended.id,
        kind: ended.kind,
        status: 'succeeded',
        attempts: ended.attempts,
        progress: ended.progress,
        error: null,
      }
    : null;
}

/** Tells whoever follows the job (watchJob) that it has ended, as the runner does for the jobs it runs. */
export function announceJobEnded(services: Services, event: JobEvent | null): void {
  if (event) services.events.publish('job', event.jobId, event);
}
