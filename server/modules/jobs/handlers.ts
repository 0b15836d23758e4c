// What each kind of job does, registered once by the module that owns it
// (`registerJobHandler('media.transcode', transcode)`), and how the runner
// treats it: how many run at once in one process, how many attempts, how
// long a lease lasts and how long a retry waits.
import type { Prisma, PrismaClient } from '../../db';
import type { Services } from '../../services';
import type { RetryPolicy } from './lease';

export type JobJson = Prisma.InputJsonValue | null;

export type JobContext<Payload> = {
  job: { id: string; kind: string; payload: Payload; attempt: number; maxAttempts: number };
  prisma: PrismaClient;
  services: Services;
  /** Stores what the job has done so far and publishes it (the `job` event topic). */
  progress(value: JobJson): Promise<void>;
  /**
   * Aborted when the runner stops or the job's lease was lost: finish the
   * current step, then throw (`signal.throwIfAborted()`); the job is then
   * claimed again later, and this attempt does not count.
   */
  signal: AbortSignal;
  /**
   * Whether this attempt still holds the job's lease (another worker has not
   * claimed the job since its lease ran out, nor has it ended). Called in a
   * transaction, it locks the job's row, so the lease stays held until the
   * transaction ends: a handler writing in steps checks it in each step's
   * transaction and stops, writing nothing, when it is lost. The signal says
   * so too, but only once a renewal finds out.
   */
  holdsLease(tx: Prisma.TransactionClient): Promise<boolean>;
};

/** Resolves with the job's result (stored as JSON); throws to fail the attempt. */
export type JobHandler<Payload = unknown> = (context: JobContext<Payload>) => Promise<JobJson | undefined>;

export type JobOptions = {
  /** Jobs of this kind one runner runs at once. */
  concurrency: number;
  /** Stored on each job when it is queued. */
  maxAttempts: number;
  /** How long a claim lasts without renewal; the runner renews it while the handler runs. */
  leaseMs: number;
  retry: Omit<RetryPolicy, 'maxAttempts'>;
};

export const DEFAULT_JOB_OPTIONS: JobOptions = {
  concurrency: 1,
  maxAttempts: 5,
  leaseMs: 60_000,
  retry: { baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 },
};

export type RegisteredHandler = JobOptions & { kind: string; handler: JobHandler };

export class JobRegistry {
  readonly #handlers = new Map<string, RegisteredHandler>();

  register<Payload>(kind: string, handler: JobHandler<Payload>, options: Partial<JobOptions> = {}): void {
    if (this.#handlers.has(kind))
      throw new Error(`A handler for jobs of kind '${kind}' is already registered`);
    this.#handlers.set(kind, { ...DEFAULT_JOB_OPTIONS, ...options, kind, handler: handler as JobHandler });
  }

  get(kind: string): RegisteredHandler | undefined {
    return this.#handlers.get(kind);
  }

  get all(): RegisteredHandler[] {
    return [...this.#handlers.values()];
  }
}

/** The handlers every runner of this process serves, unless it is given its own registry. */
export const jobHandlers = new JobRegistry();

export function registerJobHandler<Payload>(
  kind: string,
  handler: JobHandler<Payload>,
  options?: Partial<JobOptions>,
): void {
  jobHandlers.register(kind, handler, options);
}
