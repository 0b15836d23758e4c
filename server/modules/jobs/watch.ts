// Following one job: where it stands now, then each change the runners
// publish, until it has succeeded or failed. A subscription resolver returns
// this (`subscribe: (_root, { id }, context) => watchJob(context, id)`), or a
// generator of its own that follows it, made with `stoppable`.
import type { PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { JobEvent } from '../../services/events';

const finished = (status: JobEvent['status']) => status === 'succeeded' || status === 'failed';

/**
 * The generator `make(signal)` makes, but whose `return()` aborts `signal`
 * first: an async generator takes a return only after the next it is
 * waiting on, which for a quiet job may never come, so what it waits on
 * must end on the signal (as `watchJob` does) for the return to end it now.
 */
export function stoppable<T>(make: (signal: AbortSignal) => AsyncGenerator<T>): AsyncGenerator<T> {
  const controller = new AbortController();
  const generator = make(controller.signal);
  return {
    next: (...value) => generator.next(...value),
    return: (value) => {
      controller.abort();
      return generator.return(value);
    },
    throw: (error) => {
      controller.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The job now, then each of its events until it ends. Returning it (or
 * aborting `signal`) lets go of its listener at once, even while it waits.
 */
export function watchJob(
  context: { prisma: PrismaClient; services: Services },
  jobId: string,
  signal?: AbortSignal,
): AsyncGenerator<JobEvent> {
  return stoppable((stopped) =>
    following(context, jobId, signal ? AbortSignal.any([signal, stopped]) : stopped),
  );
}

async function* following(
  { prisma, services }: { prisma: PrismaClient; services: Services },
  jobId: string,
  signal: AbortSignal,
): AsyncGenerator<JobEvent> {
  const iterator = services.events.subscribe('job', jobId)[Symbol.asyncIterator]();
  const stopped = new Promise<IteratorReturnResult<undefined>>((resolve) => {
    const stop = () => resolve({ done: true, value: undefined });
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  try {
    // Listening before reading, so no change between the two is missed.
    let next = iterator.next();
    const job = await prisma.job.findUnique({ where: { id: jobId } });
    if (!job || signal.aborted) return;
    yield {
      jobId,
      kind: job.kind,
      status: job.status,
      attempts: job.attempts,
      progress: job.progress,
      error: job.lastError,
    };
    if (finished(job.status)) return;
    const event = () => Promise.race([next, stopped]);
    for (let result = await event(); !result.done; result = await event()) {
      yield result.value;
      if (finished(result.value.status)) return;
      next = iterator.next();
    }
  } finally {
    await iterator.return?.();
  }
}
