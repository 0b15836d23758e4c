// Following one job: where it stands now, then each change the runners
// publish, until it has succeeded or failed. A subscription resolver returns
// this (`subscribe: (_root, { id }, context) => watchJob(context, id)`).
import type { PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { JobEvent } from '../../services/events';

const finished = (status: JobEvent['status']) => status === 'succeeded' || status === 'failed';

export async function* watchJob(
  { prisma, services }: { prisma: PrismaClient; services: Services },
  jobId: string,
): AsyncGenerator<JobEvent> {
  const iterator = services.events.subscribe('job', jobId)[Symbol.asyncIterator]();
  try {
    // Listening before reading, so no change between the two is missed.
    let next = iterator.next();
    const job = await prisma.job.findUnique({ where: { id: jobId } });
    if (!job) return;
    yield {
      jobId,
      kind: job.kind,
      status: job.status,
      attempts: job.attempts,
      progress: job.progress,
      error: job.lastError,
    };
    if (finished(job.status)) return;
    for (let result = await next; !result.done; result = await next) {
      yield result.value;
      if (finished(result.value.status)) return;
      next = iterator.next();
    }
  } finally {
    await iterator.return?.();
  }
}
