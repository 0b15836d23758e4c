// Runs the jobs of the registered kinds (handlers.ts). Any number of app
// servers may run one each: a job is claimed under a lease (FOR UPDATE SKIP
// LOCKED), renewed while its handler runs; a job whose worker died is claimed
// again once the lease runs out, until it has used its attempts. A failed
// attempt is retried after a growing wait. Every change of a job is
// published on the `job` event topic, so a subscription can follow it.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Prisma, type PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { JobEvent } from '../../services/events';
import { writtenAt } from '../shared/saves';
import { type JobJson, type JobRegistry, jobHandlers, type RegisteredHandler } from './handlers';
import { claimDue, retryDelay } from './lease';
import { createPollingLoop } from './loop';

export type JobRunner = {
  readonly workerId: string;
  start(): void;
  /** Claims no more jobs, asks running handlers to stop after their step, and waits for them. */
  stop(): Promise<void>;
  /** Claims and runs every due job until none is left; resolves with what happened. */
  runOnce(): Promise<JobRunStats>;
};

export type JobRunStats = { succeeded: number; retried: number; failed: number; released: number };

type Deps = { prisma: PrismaClient; services: Services };

export type JobRunnerOptions = {
  /** The handlers this runner serves; the process-wide registry by default. */
  registry?: JobRegistry;
  workerId?: string;
  /** How often the table is read for due jobs that no event announced (retries, other servers' jobs). */
  pollMs?: number;
};

/** Why a handler's signal was aborted. */
const STOPPING = 'The job runner is stopping';
const LEASE_LOST = "The job's lease was lost to another worker";
export const WORKER_DIED = 'The worker running it stopped responding, and no attempts are left.';

type Active = { kind: string; controller: AbortController; done: Promise<void> };

const asJson = (value: JobJson | undefined) =>
  value === undefined || value === null ? Prisma.DbNull : value;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobRunner({ prisma, services }: Deps, options: JobRunnerOptions = {}): JobRunner {
  const registry = options.registry ?? jobHandlers;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { clock, log, events } = services;
  const active = new Map<string, Active>();
  const stats: JobRunStats = { succeeded: 0, retried: 0, failed: 0, released: 0 };
  let stopping = false;
  let polling = false;

  const publish = (event: JobEvent) => events.publish('job', event.jobId, event);
  /** `ms` after `now`: each write reads the clock once, so its times agree (a lease runs from its updatedAt). */
  const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

  /** Jobs whose worker died after their last attempt: failed, as no worker will claim them. */
  async function failAbandoned() {
    const now = clock.now();
    const rows = await prisma.$queryRaw<{ id: string; kind: string; attempts: number }[]>`
      UPDATE jobs
      SET status = 'failed', finished_at = ${now}, locked_by = NULL, locked_until = NULL,
          last_error = ${WORKER_DIED}, updated_at = ${now}
      WHERE status = 'running' AND locked_until <= ${now} AND attempts >= max_attempts
      RETURNING id, kind, attempts`;
    for (const row of rows) {
      log.warn(`Job ${row.id} (${row.kind}) failed: ${WORKER_DIED}`);
      publish({
        jobId: row.id,
        kind: row.kind,
        status: 'failed',
        attempts: row.attempts,
        progress: null,
        error: WORKER_DIED,
      });
    }
  }

  function claim(handler: RegisteredHandler, limit: number) {
    const now = clock.now();
    return claimDue(prisma, {
      table: 'jobs',
      due: Prisma.sql`kind = ${handler.kind} AND attempts < max_attempts
        AND ((status = 'queued' AND run_after <= ${now}) OR (status = 'running' AND locked_until <= ${now}))`,
      set: Prisma.sql`status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = ${later(now, handler.leaseMs)}, started_at = coalesce(started_at, ${now}), updated_at = ${now}`,
      order: Prisma.sql`run_after, id`,
      limit,
    });
  }

  async function run(handler: RegisteredHandler, id: string, controller: AbortController) {
    const job = await prisma.job.findUniqueOrThrow({ where: { id } });
    const mine = { id, lockedBy: workerId, attempts: job.attempts, status: 'running' as const };
    let progress: unknown = job.progress;
    const event = (status: JobEvent['status'], error: string | null = null): JobEvent => ({
      jobId: id,
      kind: job.kind,
      status,
      attempts: job.attempts,
      progress,
      error,
    });
    publish(event('running'));

    const renewal = setInterval(
      () => {
        const now = clock.now();
        prisma.job
          .updateMany({ where: mine, data: { lockedUntil: later(now, handler.leaseMs), updatedAt: now } })
          .then(({ count }) => {
            if (count === 0) controller.abort(LEASE_LOST);
          })
          .catch((error: unknown) => log.warn(`Could not renew the lease of job ${id}`, error));
      },
      Math.max(handler.leaseMs / 3, 10),
    );
    renewal.unref();

    try {
      const result = await handler.handler({
        job: {
          id,
          kind: job.kind,
          payload: job.payload,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
        },
        prisma,
        services,
        signal: controller.signal,
        holdsLease: async (tx) =>
          (
            await tx.$queryRaw<{ id: string }[]>`
              SELECT id FROM jobs WHERE id = ${id}::uuid AND locked_by = ${workerId}
                AND attempts = ${job.attempts} AND status = 'running'
              FOR UPDATE`
          ).length > 0,
        progress: async (value) => {
          const { count } = await prisma.job.updateMany({
            where: mine,
            data: { progress: asJson(value), ...writtenAt(clock) },
          });
          if (count === 0) return;
          progress = value;
          publish(event('running'));
        },
      });
      const finishedAt = clock.now();
      const { count } = await prisma.job.updateMany({
        where: mine,
        data: {
          status: 'succeeded',
          result: asJson(result),
          finishedAt,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          updatedAt: finishedAt,
        },
      });
      if (count === 0) {
        log.warn(`Job ${id} (${job.kind}) finished after losing its lease; another worker has it now`);
        return;
      }
      stats.succeeded++;
      publish(event('succeeded'));
    } catch (error) {
      if (controller.signal.reason === LEASE_LOST) {
        log.warn(`Job ${id} (${job.kind}) stopped: ${LEASE_LOST}`);
        return;
      }
      if (controller.signal.reason === STOPPING) {
        // Claimed again later; this attempt does not count.
        const now = clock.now();
        const { count } = await prisma.job.updateMany({
          where: mine,
          data: {
            status: 'queued',
            runAfter: now,
            attempts: { decrement: 1 },
            lockedBy: null,
            lockedUntil: null,
            updatedAt: now,
          },
        });
        if (count > 0) {
          stats.released++;
          publish({ ...event('queued'), attempts: job.attempts - 1 });
        }
        return;
      }
      const reason = errorText(error);
      const retry = job.attempts < job.maxAttempts;
      const now = clock.now();
      const { count } = await prisma.job.updateMany({
        where: mine,
        data: {
          updatedAt: now,
          ...(retry
            ? {
                status: 'queued',
                runAfter: later(
                  now,
                  retryDelay({ ...handler.retry, maxAttempts: job.maxAttempts }, job.attempts),
                ),
                lastError: reason,
                lockedBy: null,
                lockedUntil: null,
              }
            : {
                status: 'failed',
                finishedAt: now,
                lastError: reason,
                lockedBy: null,
                lockedUntil: null,
              }),
        },
      });
      if (count === 0) return;
      log.warn(
        `Job ${id} (${job.kind}) attempt ${job.attempts} of ${job.maxAttempts} failed${retry ? '' : '; giving up'}: ${reason}`,
      );
      if (retry) stats.retried++;
      else stats.failed++;
      publish(event(retry ? 'queued' : 'failed', reason));
    } finally {
      clearInterval(renewal);
    }
  }

  function launch(handler: RegisteredHandler, id: string) {
    const controller = new AbortController();
    const done = run(handler, id, controller)
      .catch((error: unknown) => log.error(`Job ${id} (${handler.kind}) could not be run`, error))
      .finally(() => {
        active.delete(id);
        if (polling && !stopping) loop.wake();
      });
    active.set(id, { kind: handler.kind, controller, done });
  }

  /** Claims what each kind has room for; resolves with how many jobs were started. */
  async function step(): Promise<number> {
    if (stopping) return 0;
    await failAbandoned();
    let started = 0;
    for (const handler of registry.all) {
      const running = [...active.values()].filter((job) => job.kind === handler.kind).length;
      const ids = await claim(handler, handler.concurrency - running);
      if (stopping) break;
      for (const id of ids) launch(handler, id);
      started += ids.length;
    }
    return started;
  }

  const loop = createPollingLoop({
    name: 'The job runner',
    pollMs: options.pollMs ?? 5_000,
    log,
    step,
    wakeOn: () => events.subscribe('jobs:queued'),
  });

  return {
    workerId,
    start() {
      stopping = false;
      polling = true;
      loop.start();
    },
    async stop() {
      stopping = true;
      polling = false;
      await loop.stop();
      for (const job of active.values()) job.controller.abort(STOPPING);
      await Promise.all([...active.values()].map((job) => job.done));
    },
    async runOnce() {
      const before = { ...stats };
      for (;;) {
        const started = await step();
        await Promise.all([...active.values()].map((job) => job.done));
        if (started === 0) break;
      }
      return {
        succeeded: stats.succeeded - before.succeeded,
        retried: stats.retried - before.retried,
        failed: stats.failed - before.failed,
        released: stats.released - before.released,
      };
    },
  };
}
