// Retries with a delay between attempts and an optional per-attempt time
// limit, as the spec's retry policies describe (SPEC §9). Abortable: an
// aborted signal (e.g. the component unmounted) stops further attempts.
import type { RetryPolicy } from './constants';

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export class AbortedError extends Error {
  constructor() {
    super('Aborted');
    this.name = 'AbortedError';
  }
}

export type RetryOptions = {
  signal?: AbortSignal;
  /** Return false for errors that no retry can fix (wrong password, access denied). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number | undefined,
  outer?: AbortSignal,
) {
  const controller = new AbortController();
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = run(controller.signal);
  const limited =
    ms === undefined
      ? attempt
      : Promise.race([
          attempt,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              // Settle as a time-out first: aborting may reject the attempt synchronously.
              reject(new TimeoutError(ms));
              controller.abort();
            }, ms);
          }),
        ]);
  return limited.finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  });
}

/** Runs `run` up to `policy.attempts` times; rejects with the last error. */
export async function retry<T>(
  run: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  options: RetryOptions = {},
): Promise<T> {
  const pause = options.sleep ?? sleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (options.signal?.aborted) throw new AbortedError();
    try {
      return await withTimeout(run, policy.timeoutMs, options.signal);
    } catch (error) {
      lastError = error;
      if (options.signal?.aborted) throw new AbortedError();
      if (options.shouldRetry && !options.shouldRetry(error)) throw error;
      if (attempt < policy.attempts) await pause(policy.delayMs(attempt), options.signal);
    }
  }
  throw lastError;
}
