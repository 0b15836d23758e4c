// The durable job runner on the test database: a job is run once even by
// two workers racing for it, failed attempts are retried after a growing
// wait and then given up, a job whose worker died is taken over once its
// lease runs out, a running job keeps its lease, progress is stored and
// published, each kind runs as many at once as it allows, and stopping lets
// a handler finish its step and hands the job back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '../../../server/db';
import { type JobHandler, type JobOptions, JobRegistry } from '../../../server/modules/jobs/handlers';
import { enqueueJob } from '../../../server/modules/jobs/queue';
import { createJobRunner, WORKER_DIED } from '../../../server/modules/jobs/runner';
import { watchJob } from '../../../server/modules/jobs/watch';
import type { JobEvent } from '../../../server/services/events';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';

let app: TestApp;
let db: TestDatabase;
const clock = new TestClock();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp({ db, services: { clock } });
});
afterAll(() => app.close());

let kinds = 0;
/** A registry with one handler, of a kind no other test uses. */
function registryWith(handler: JobHandler<{ n?: number }>, options: Partial<JobOptions> = {}) {
  const kind = `test.kind-${++kinds}`;
  const registry = new JobRegistry();
  registry.register(kind, handler, options);
  return { kind, registry };
}

const runner = (registry: JobRegistry, prisma = app.prisma, workerId?: string) =>
  createJobRunner({ prisma, services: app.services }, { registry, workerId, pollMs: 50 });

const enqueue = (kind: string, payload: { n?: number } = {}, maxAttempts?: number) =>
  enqueueJob(app, { kind, payload, maxAttempts });

const jobRow = (id: string) => app.prisma.job.findUniqueOrThrow({ where: { id } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`Timed out waiting until ${what}`);
}

describe('claiming', () => {
  it('runs each job once when two workers with their own connections race for them', async () => {
    const runs: number[] = [];
    const handler: JobHandler<{ n?: number }> = async ({ job }) => {
      await sleep(2);
      runs.push(job.payload.n!);
      return { n: job.payload.n! };
    };
    const { kind, registry } = registryWith(handler, { concurrency: 3 });
    for (let n = 0; n < 30; n++) await enqueue(kind, { n });
    // A second client over the same database: its own connections on PostgreSQL.
    const other = new PrismaClient({ adapter: db.adapterFactory });
    try {
      const [first, second] = await Promise.all([
        runner(registry, app.prisma, 'worker-a').runOnce(),
        runner(registry, other, 'worker-b').runOnce(),
      ]);
      expect(first.succeeded + second.succeeded).toBe(30);
    } finally {
      await other.$disconnect();
    }
    expect(runs.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    const rows = await app.prisma.job.findMany({ where: { kind } });
    expect(
      rows.every((row) => row.status === 'succeeded' && row.attempts === 1 && row.lockedBy === null),
    ).toBe(true);
    expect(rows.map((row) => (row.result as { n: number }).n).sort((a, b) => a - b)).toEqual([
      ...Array(30).keys(),
    ]);
  });

  it('wakes started runners when a job is queued, and never runs a job twice among them', async () => {
    const seen: string[] = [];
    const { kind, registry } = registryWith(
      async ({ job }) => {
        seen.push(job.id);
        await sleep(1);
        return null;
      },
      { concurrency: 2 },
    );
    const runners = [runner(registry), runner(registry)];
    for (const each of runners) each.start();
    try {
      const ids = await Promise.all(Array.from({ length: 12 }, () => enqueue(kind)));
      await until(
        async () => (await app.prisma.job.count({ where: { kind, status: 'succeeded' } })) === 12,
        'every job has run',
      );
      expect([...seen].sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all(runners.map((each) => each.stop()));
    }
  });
});

describe('failures', () => {
  it('retries a failed attempt after a growing wait, then gives up after the last attempt', async () => {
    const { kind, registry } = registryWith(
      async ({ job }) => {
        throw new Error(`Broken on attempt ${job.attempt}`);
      },
      { retry: { baseDelayMs: 1_000, maxDelayMs: 60_000 } },
    );
    const worker = runner(registry);
    const id = await enqueue(kind, {}, 3);

    expect(await worker.runOnce()).toMatchObject({ retried: 1, failed: 0 });
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Broken on attempt 1' });
    expect(row.runAfter.getTime() - clock.now().getTime()).toBe(1_000);
    // Not due yet.
    expect(await worker.runOnce()).toMatchObject({ retried: 0, failed: 0, succeeded: 0 });

    clock.advance(1_000);
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'Broken on attempt 2' });
    expect(row.runAfter.getTime() - clock.now().getTime()).toBe(2_000);

    clock.advance(2_000);
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Broken on attempt 3',
      lockedBy: null,
    });
    expect(row.finishedAt).toEqual(clock.now());

    clock.advance(3_600_000);
    expect(await worker.runOnce()).toMatchObject({ retried: 0, failed: 0, succeeded: 0 });
  });

  it('succeeds on a later attempt, keeping the result', async () => {
    const { kind, registry } = registryWith(
      async ({ job }) => {
        if (job.attempt === 1) throw new Error('Flaky');
        return { attempt: job.attempt };
      },
      { retry: { baseDelayMs: 500, maxDelayMs: 500 } },
    );
    const worker = runner(registry);
    const id = await enqueue(kind);
    await worker.runOnce();
    clock.advance(500);
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1 });
    expect(await jobRow(id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { attempt: 2 },
      lastError: null,
    });
  });
});

/** Marks a queued job as claimed by a worker that then died. */
async function claimedByDeadWorker(id: string, attempts: number, leaseMs: number) {
  await app.prisma.job.update({
    where: { id },
    data: {
      status: 'running',
      attempts,
      lockedBy: 'dead-worker',
      lockedUntil: new Date(clock.now().getTime() + leaseMs),
    },
  });
}

describe('leases', () => {
  it('takes over a job whose worker died once its lease has run out', async () => {
    const { kind, registry } = registryWith(async ({ job }) => ({ attempt: job.attempt }), {
      leaseMs: 30_000,
    });
    const worker = runner(registry);
    const id = await enqueue(kind);
    await claimedByDeadWorker(id, 1, 30_000);

    expect(await worker.runOnce()).toMatchObject({ succeeded: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });

    clock.advance(30_000);
    expect(await worker.runOnce()).toMatchObject({ succeeded: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2, result: { attempt: 2 } });
  });

  it('marks a job failed when its worker died during the last attempt', async () => {
    const { kind, registry } = registryWith(async () => null);
    const id = await enqueue(kind, {}, 2);
    await claimedByDeadWorker(id, 2, 1_000);
    clock.advance(1_000);
    await runner(registry).runOnce();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lastError: WORKER_DIED, lockedBy: null });
  });

  it('renews the lease while the handler runs, and stops the handler when the lease is lost', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const signals: AbortSignal[] = [];
    const { kind, registry } = registryWith(
      async ({ signal }) => {
        signals.push(signal);
        await released;
        signal.throwIfAborted();
        return null;
      },
      { leaseMs: 60 },
    );
    const id = await enqueue(kind);
    const first = runner(registry, app.prisma, 'first').runOnce();
    await until(async () => signals.length === 1, 'the handler runs');

    // Past the lease as first claimed: the renewals keep it ahead of the clock.
    clock.advance(1_000);
    await until(
      async () => (await jobRow(id)).lockedUntil!.getTime() > clock.now().getTime(),
      'the lease is renewed',
    );
    expect(await runner(registry, app.prisma, 'second').runOnce()).toMatchObject({ succeeded: 0 });

    // Another worker took the job over (as after a long pause): the handler is told to stop.
    await app.prisma.job.update({ where: { id }, data: { lockedBy: 'usurper' } });
    await until(async () => signals[0]!.aborted, 'the handler is told its lease is lost');
    release();
    expect(await first).toMatchObject({ succeeded: 0, failed: 0, retried: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'usurper', attempts: 1 });
  });
});

describe('progress', () => {
  it('is stored and published as events that watchJob streams until the job is done', async () => {
    let go!: () => void;
    const started = new Promise<void>((resolve) => {
      go = resolve;
    });
    const { kind, registry } = registryWith(async ({ progress }) => {
      await started;
      await progress(0.5);
      await progress({ done: 2, total: 2, message: 'Almost there' });
      return { ok: true };
    });
    const id = await enqueue(kind);
    const events: JobEvent[] = [];
    const watching = (async () => {
      for await (const event of watchJob(app, id)) events.push(event);
    })();
    await until(async () => events.length === 1, 'the current state is streamed');
    const done = runner(registry).runOnce();
    go();
    await done;
    await watching;

    expect(events.map(({ status, progress }) => ({ status, progress }))).toEqual([
      { status: 'queued', progress: null },
      { status: 'running', progress: null },
      { status: 'running', progress: 0.5 },
      { status: 'running', progress: { done: 2, total: 2, message: 'Almost there' } },
      { status: 'succeeded', progress: { done: 2, total: 2, message: 'Almost there' } },
    ]);
    expect(await jobRow(id)).toMatchObject({
      progress: { done: 2, total: 2, message: 'Almost there' },
      result: { ok: true },
    });
  });
});

describe('concurrency', () => {
  /**
   * Runs six jobs of a new kind whose handlers all wait at a gate the test holds shut until
   * the runner's first claim is in the database and every claimed job is inside its handler:
   * no timing decides what is seen. Then the gate opens and the rest run.
   */
  async function heldAtOnce(concurrency: number | undefined) {
    let inside = 0;
    let peak = 0;
    const waiting: { count: number; resolve: () => void }[] = [];
    const whenInside = (count: number) =>
      new Promise<void>((resolve) => {
        if (inside >= count) resolve();
        else waiting.push({ count, resolve });
      });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { kind, registry } = registryWith(
      async () => {
        inside++;
        peak = Math.max(peak, inside);
        for (const waiter of waiting) if (inside >= waiter.count) waiter.resolve();
        await gate;
        inside--;
        return null;
      },
      concurrency ? { concurrency } : {},
    );
    for (let n = 0; n < 6; n++) await enqueue(kind);
    const finished = runner(registry).runOnce();
    // The runner claims (marks running) before it starts any handler, and while the claimed
    // jobs are held it claims no more: the rows now show exactly what it took at once.
    await whenInside(1);
    const rows = async (status: 'running' | 'queued') => app.prisma.job.count({ where: { kind, status } });
    const claimed = await rows('running');
    await whenInside(claimed);
    const held = { claimed, inside, queued: await rows('queued') };
    open();
    expect(await finished).toMatchObject({ succeeded: 6 });
    return { ...held, peak };
  }

  it('runs one job of a kind at a time by default, and as many as the kind allows', async () => {
    expect(await heldAtOnce(undefined)).toEqual({ claimed: 1, inside: 1, queued: 5, peak: 1 });
    expect(await heldAtOnce(3)).toEqual({ claimed: 3, inside: 3, queued: 3, peak: 3 });
  });
});

describe('stopping', () => {
  it('lets the handler finish its step, then hands the job back without counting the attempt', async () => {
    const steps: string[] = [];
    let inStep!: () => void;
    const stepStarted = new Promise<void>((resolve) => {
      inStep = resolve;
    });
    const { kind, registry } = registryWith(async ({ signal, job }) => {
      steps.push(`step 1 of attempt ${job.attempt}`);
      // The first run's step ends once the runner has asked it to stop, however long stopping takes
      // (the attempt handed back is not counted: the second run is attempt 1 again).
      if (steps.length === 1) {
        inStep();
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      }
      steps.push(`step 1 done (attempt ${job.attempt})`);
      signal.throwIfAborted();
      steps.push(`step 2 of attempt ${job.attempt}`);
      return { finished: true };
    });
    const worker = runner(registry);
    worker.start();
    const id = await enqueue(kind);
    await stepStarted;
    await worker.stop();
    expect(steps).toEqual(['step 1 of attempt 1', 'step 1 done (attempt 1)']);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    expect(await runner(registry).runOnce()).toMatchObject({ succeeded: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 1, result: { finished: true } });
  });
});

describe('the Job type', () => {
  it('shows admins a job with its status and progress through node(id:), and nobody else', async () => {
    const { kind, registry } = registryWith(async ({ progress }) => {
      await progress({ done: 1, total: 1 });
      return { rows: 1 };
    });
    const id = await enqueue(kind);
    await runner(registry).runOnce();
    const cookie = await adminCookie(app);
    const query = `{ node(id: "${gid('Job', id)}") { ... on Job { kind status attempts progress result lastError } } }`;
    expect((await app.gql(query, {}, { cookie })).data).toEqual({
      node: {
        kind,
        status: 'succeeded',
        attempts: 1,
        progress: { done: 1, total: 1 },
        result: { rows: 1 },
        lastError: null,
      },
    });
    expect((await app.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
