// The server's sweep of assistant runs left 'running' by a server that
// stopped mid-way: at start, then every ABANDONED_RUN_SWEEP_MS, and no more
// once the server shuts down. Its interval is driven by Vitest's fake timers
// (only setInterval and clearInterval, so the database's I/O runs as usual),
// the runs' age by the app's TestClock.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ABANDONED_RUN_SWEEP_MS, createAbandonedRunSweep } from '../../../server/modules/ai/sweep';
import { ABANDONED_RUN_MS } from '../../../server/modules/ai/usage';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { leftRunning } from '../../helpers/assistant';
import { ADMIN, createUser } from '../../helpers/users';

const clock = new TestClock();
let app: TestApp;
let adminId: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  adminId = (await createUser(app.prisma, { ...ADMIN, role: 'admin' })).id;
});
afterAll(() => app.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run as a server that died left it, past the longest a run may last. */
const deadRun = () =>
  leftRunning(app.prisma, adminId, new Date(clock.now().getTime() - ABANDONED_RUN_MS - 1), 100);
const statusOf = async (run: { id: string }) =>
  (await app.prisma.aiRun.findUniqueOrThrow({ where: { id: run.id } })).status;

it('settles a dead run at start, another one on the next tick, and stops ticking on shutdown', async () => {
  const sweep = createAbandonedRunSweep({ prisma: app.prisma, services: app.services });
  const before = await deadRun();
  sweep.start();
  await sweep.idle();
  expect(await statusOf(before)).toBe('failed');

  const meanwhile = await deadRun();
  vi.advanceTimersByTime(ABANDONED_RUN_SWEEP_MS - 1);
  await sweep.idle();
  expect(await statusOf(meanwhile)).toBe('running');
  vi.advanceTimersByTime(1);
  await sweep.idle();
  expect(await statusOf(meanwhile)).toBe('failed');

  await sweep.stop();
  expect(vi.getTimerCount()).toBe(0);
  const after = await deadRun();
  vi.advanceTimersByTime(10 * ABANDONED_RUN_SWEEP_MS);
  await sweep.idle();
  expect(await statusOf(after)).toBe('running');
});
