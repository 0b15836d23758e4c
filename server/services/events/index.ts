// Events between parts of the app: publish on a topic, subscribe to it (a
// GraphQL subscription streams one, a worker wakes on one). The default
// event target lives in this process's memory; a distributed one (Redis)
// plugs in as another event target, so events reach every app server.
// Payloads are plain JSON for that reason.
import { createPubSub, type PubSub, type PubSubEventTarget } from 'graphql-yoga';

/** What happened to a durable job: where it stands, and its progress. */
export type JobEvent = {
  jobId: string;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  attempts: number;
  /** What the handler last reported (a fraction, counts, a message...). */
  progress: unknown;
  error: string | null;
};

/** Every topic and what its publishers pass: a payload, or an id and a payload. */
export type EventTopics = {
  /** An email was queued: outbox workers deliver it now instead of at their next poll. */
  'outbox:queued': [];
  /** A job was queued: runners that handle its kind claim it now. */
  'jobs:queued': [event: { kind: string }];
  /** Changes of one job, by job id. */
  job: [jobId: string, event: JobEvent];
};

export type EventBus = PubSub<EventTopics>;

export function createEventBus(eventTarget?: PubSubEventTarget<EventTopics>): EventBus {
  return createPubSub<EventTopics>(eventTarget ? { eventTarget } : {});
}

/**
 * Calls `listener` for each event of a subscription (`events.subscribe(...)`)
 * until the returned function is called.
 */
export function listen<T>(subscription: AsyncIterable<T>, listener: (event: T) => void): () => void {
  const iterator = subscription[Symbol.asyncIterator]();
  let stopped = false;
  const next = (): void => {
    iterator.next().then(
      (result) => {
        if (result.done || stopped) return;
        listener(result.value);
        next();
      },
      () => {},
    );
  };
  next();
  return () => {
    stopped = true;
    void iterator.return?.();
  };
}
