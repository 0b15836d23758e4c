// A job's row is dated by the app's clock (a TestClock here, far from the
// system's time), not by Prisma's @updatedAt: queued, claimed, retried after
// a failed attempt, failed for good, finished, ended while queued and handed
// back when its runner stops, its updatedAt is the clock's time, as its
// lease (lockedUntil) and retry time (runAfter) are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobHandler, JobRegistry } from '../../../server/modules/jobs/handlers';
import { endQueuedJob, enqueueJob } from '../../../server/modules/jobs/queue';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';

const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
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
  registry.register(kind, handler, { retry: { baseDelayMs: HOUR, maxDelayMs: HOUR } });
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
