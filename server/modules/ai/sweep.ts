// Settles the assistant runs left 'running' by a server that stopped mid-way
// (this one before a restart, or another): at start, then every
// ABANDONED_RUN_SWEEP_MS, on the jobs' polling loop, so a graceful shutdown
// stops it and waits for the sweep in progress before the database closes.
import type { PrismaClient } from '../../db';
import type { Services } from '../../services';
import { createPollingLoop, type PollingLoop } from '../jobs/loop';
import { settleAbandonedRuns } from './usage';

export const ABANDONED_RUN_SWEEP_MS = 5 * 60_000;

export function createAbandonedRunSweep({
  prisma,
  services,
}: {
  prisma: PrismaClient;
  services: Pick<Services, 'clock' | 'log'>;
}): PollingLoop {
  const { clock, log } = services;
  return createPollingLoop({
    name: 'Settling abandoned AI assistant runs',
    pollMs: ABANDONED_RUN_SWEEP_MS,
    log,
    step: async () => {
      const count = await settleAbandonedRuns(prisma, clock.now());
      if (count > 0) log.info(`Recorded ${count} AI assistant run(s) whose server stopped mid-way as failed`);
    },
  });
}
