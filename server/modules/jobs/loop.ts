// A worker's rhythm: a step runs at start (unless told not to), at every poll, and whenever an
// event says there is work (another step is then queued behind a running
// one, never run beside it). Stopping waits for the step in progress.
import type { Logger } from '../../log';
import { listen } from '../../services/events';

export type PollingLoop = {
  start(): void;
  /** Runs a step now, or once more after the one in progress. */
  wake(): void;
  /** Stops polling and listening, and waits for the step in progress. */
  stop(): Promise<void>;
  /** Resolves once no step is in progress or queued (a test's way to wait for a tick's work). */
  idle(): Promise<void>;
};

export function createPollingLoop(options: {
  /** Named in the log when a step fails. */
  name: string;
  pollMs: number;
  /** Whether a step runs as the loop starts (default), or first after one poll. */
  atStart?: boolean;
  log: Logger;
  step(): Promise<unknown>;
  /** Events that mean work is waiting. */
  wakeOn?: () => AsyncIterable<unknown>;
}): PollingLoop {
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;

  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = options
      .step()
      .catch((error: unknown) => options.log.error(`${options.name} failed`, error))
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          wake();
        }
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(wake, options.pollMs);
      timer.unref();
      if (options.wakeOn) unsubscribe = listen(options.wakeOn(), wake);
      if (options.atStart ?? true) wake();
    },
    wake,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      again = false;
      await running;
    },
    async idle() {
      // A queued step starts as the one before it ends, so `running` is then the next one.
      while (running) await running;
    },
  };
}
