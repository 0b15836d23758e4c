// A job's row is dated by the app's clock (a TestClock here, far from the
// system's time), not by Prisma's @updatedAt: queued, claimed, retried after
// a failed attempt, failed for good, finished, ended while queued and handed
// back when its runner stops, its updatedAt is the clock's time, as its
// lease (lockedUntil) and retry time (runAfter) are. Each write reads the
// clock once: its times are the same moment, or a set time from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobHandler, JobRegistry } from '../../../server/modules/jobs/handlers';
import { endQueuedJob, enqueueJob } from '../../../server/modules/jobs/queue';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';

/** A TestClock that, while `ticking`, moves on by a millisecond each time it is read. */
class TickingClock extends TestClock {
  ticking = false;
  override now() {
    const now = super.now();
    if (this.ticking) this.advance(1);
    return now;
  }
}

const clock = new TickingClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());

let kinds = 0;
function runnerOf(handler: JobHandler<Record<string, never>>) {
  const kind = `test.dated-${++kinds}`;
  const registry = new JobRegistry();
  registry.register(kind, handler, { leaseMs: HOUR, retry: { baseDelayMs: HOUR, maxDelayMs: HOUR } });
  return { kind, runner: createJobRunner({ prisma: app.prisma, services: app.services }, { registry }) };
}

const jobRow = (id: string) => app.prisma.job.findUniqueOrThrow({ where: { id } });

describe('a job, dated by the app clock', () => {
  it('when queued, when an attempt fails, when it is given up and when it succeeds', async () => {
    let failures = 1;
    const { kind, runner } = runnerOf(async () => {
      if (failures-- > 0) throw new Error('not yet');
      return null;
    });
    const id = await enqueueJob(app, { kind, maxAttempts: 2 });
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });

    clock.advance(HOUR);
    expect(await runner.runOnce()).toMatchObject({ retried: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, updatedAt: clock.now() });

    clock.advance(HOUR);
    expect(await runner.runOnce()).toMatchObject({ succeeded: 1 });
    expect(await jobRow(id)).toMatchObject({
      status: 'succeeded',
      finishedAt: clock.now(),
      updatedAt: clock.now(),
    });

    const { kind: failing, runner: failingRunner } = runnerOf(async () => {
      throw new Error('never');
    });
    const given = await enqueueJob(app, { kind: failing, maxAttempts: 1 });
    clock.advance(HOUR);
    expect(await failingRunner.runOnce()).toMatchObject({ failed: 1 });
    expect(await jobRow(given)).toMatchObject({ status: 'failed', updatedAt: clock.now() });
  });

  it('when it ends while queued', async () => {
    const { kind } = runnerOf(async () => null);
    const id = await enqueueJob(app, { kind });
    clock.advance(HOUR);
    await endQueuedJob(app.prisma, id, clock.now());
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', updatedAt: clock.now() });
  });
});

describe('a job handed back when its runner stops', () => {
  it('is queued again at once, at the clock’s time, with the attempt not counted', async () => {
    let running!: () => void;
    const started = new Promise<void>((resolve) => {
      running = resolve;
    });
    const { kind, runner } = runnerOf(async ({ signal }) => {
      running();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      signal.throwIfAborted();
      return null;
    });
    runner.start();
    const id = await enqueueJob(app, { kind, maxAttempts: 3 });
    await started;
    const claimed = await jobRow(id);
    expect(claimed).toMatchObject({ status: 'running', attempts: 1, lockedBy: runner.workerId });

    const events = app.services.events.subscribe('job', id)[Symbol.asyncIterator]();
    const handedBack = events.next();
    clock.advance(HOUR);
    await runner.stop();
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      runAfter: clock.now(),
      updatedAt: clock.now(),
      finishedAt: null,
      startedAt: claimed.startedAt,
    });
    expect((await handedBack).value).toMatchObject({ jobId: id, status: 'queued', attempts: 0, error: null });
    await events.return?.();
  });
});

describe('a job write, with one reading of the clock', () => {
  it('claims with a lease from its updatedAt, and finishes, retries or gives up at its updatedAt', async () => {
    const leases: { lockedUntil: Date | null; updatedAt: Date; startedAt: Date | null }[] = [];
    let failures = 1;
    const { kind, runner } = runnerOf(async ({ job }) => {
      leases.push(await jobRow(job.id));
      if (failures-- > 0) throw new Error('not yet');
      return null;
    });
    const { kind: failing, runner: failingRunner } = runnerOf(async () => {
      throw new Error('never');
    });
    const id = await enqueueJob(app, { kind, maxAttempts: 2 });
    const given = await enqueueJob(app, { kind: failing, maxAttempts: 1 });
    clock.ticking = true;
    try {
      await runner.runOnce();
      const retried = await jobRow(id);
      expect(retried.status).toBe('queued');
      expect(retried.runAfter.getTime() - retried.updatedAt.getTime()).toBe(HOUR);

      clock.advance(HOUR);
      await runner.runOnce();
      const finished = await jobRow(id);
      expect(finished.status).toBe('succeeded');
      expect(finished.finishedAt).toEqual(finished.updatedAt);

      await failingRunner.runOnce();
      const failed = await jobRow(given);
      expect(failed.status).toBe('failed');
      expect(failed.finishedAt).toEqual(failed.updatedAt);
    } finally {
      clock.ticking = false;
    }
    expect(leases).toHaveLength(2);
    for (const lease of leases) expect(lease.lockedUntil!.getTime() - lease.updatedAt.getTime()).toBe(HOUR);
    expect(leases[0]!.startedAt).toEqual(leases[0]!.updatedAt);
  });
});
