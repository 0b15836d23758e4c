// Events between parts of the app: publish on a topic, subscribe to it (a
// GraphQL subscription streams one, a worker wakes on one). The default
// event target lives in this process's memory; with REDIS_URL it is Redis
// pub/sub, so an event published on one app instance reaches subscribers on
// every instance. Payloads are plain JSON for that reason.
import { createPubSub, type PubSub, type PubSubEventTarget } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { RedisConnections } from '../redis';

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
  /** An admin changed something: every instance empties its public response cache. */
  'responseCache:clear': [];
  /**
   * A credential ended (committed), by key: `session:<id>`, `token:<id>`, or
   * `user:<id>` for every credential of one user. The streams it opened end
   * now (http/stream-access.ts; keys in modules/auth/credentials.ts).
   */
  'credential:ended': [credential: string, event: Record<string, never>];
};

export type EventBus = PubSub<EventTopics> & {
  /**
   * Resolves once the events published so far have reached every instance's
   * listeners (at once in memory; with Redis, once Redis has handed them over).
   */
  delivered(): Promise<void>;
  /**
   * Resolves once the subscriptions made so far hear every event published
   * from now on, on any instance (at once in memory; with Redis, once Redis
   * has taken their channels): what was published before may have been missed.
   * Aborting `signal` rejects it at once and lets go of the caller's
   * callbacks, which an answer Redis withholds (away) would otherwise keep.
   */
  listening(signal?: AbortSignal): Promise<void>;
};

export function createEventBus(
  eventTarget?: PubSubEventTarget<EventTopics>,
  delivered: () => Promise<void> = async () => {},
  listening: (signal?: AbortSignal) => Promise<void> = async () => {},
): EventBus {
  return Object.assign(createPubSub<EventTopics>(eventTarget ? { eventTarget } : {}), {
    delivered,
    listening,
  });
}

/**
 * Events through Redis pub/sub, on channels under REDIS_KEY_PREFIX. The
 * publishing instance hears its own events back from Redis like every other
 * one, so subscribers see each event once wherever it was published.
 */
export async function createRedisEventBus(redis: RedisConnections): Promise<EventBus> {
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  // biome-ignore lint/suspicious/noExplicitAny: the Redis target is typed for any topic map.
  const target = createRedisEventTarget<any>({
    publishClient: redis.command,
    subscribeClient: droppingClosedSubscriptions(redis.subscriber),
  });
  // Channels carry the key prefix (ioredis prefixes keys, not channels); a
  // listener reads only an event's detail, so its type may stay prefixed.
  const prefixed: PubSubEventTarget<EventTopics> = {
    addEventListener: (topic, listener) => target.addEventListener(redis.channel(topic), listener),
    removeEventListener: (topic, listener) => target.removeEventListener(redis.channel(topic), listener),
    dispatchEvent: (event) =>
      target.dispatchEvent(new CustomEvent(redis.channel(event.type), { detail: event.detail })),
  };
  // Redis runs one connection's commands in order and hands a PUBLISH to
  // every subscriber before it answers: a PING answered after it means
  // delivered; and a PING on the listening connection answered after its
  // SUBSCRIBEs (sent as each first listener of a channel is added) means listening.
  const listened = sharedPings(() => redis.subscriber.ping());
  return createEventBus(
    prefixed,
    async () => {
      await redis.command.ping();
    },
    (signal) => unlessAborted(listened(), signal),
  );
}

/**
 * `ping` shared by its callers: while one is unanswered (Redis away: ioredis
 * queues it until Redis is back, however many streams start and give their
 * wait up meanwhile), the callers since it was sent share the next one, sent
 * once it is answered, so that one still comes after their SUBSCRIBEs. At
 * most two are ever queued, not one per starting stream.
 */
function sharedPings(ping: () => Promise<unknown>): () => Promise<void> {
  let sent: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const send = () => {
    const answer = ping().then(() => {});
    sent = answer;
    const settled = () => {
      if (sent === answer) sent = null;
    };
    answer.then(settled, settled);
    return answer;
  };
  return () => {
    if (!sent) return send();
    next ??= sent
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return send();
      });
    return next;
  };
}

/**
 * Resolves when `work` does, or rejects once `signal` aborts: the waiter's
 * callbacks are then let go, though `work` itself may go on (a PING ioredis
 * holds until Redis is back) holding only this small settling closure.
 */
function unlessAborted(work: Promise<unknown>, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const aborted = () => reject(signal?.reason);
    signal?.addEventListener('abort', aborted, { once: true });
    work.then(
      () => {
        signal?.removeEventListener('abort', aborted);
        resolve();
      },
      (error) => {
        signal?.removeEventListener('abort', aborted);
        reject(error);
      },
    );
  });
}

/**
 * The listening connection as the Redis event target uses it, where a
 * (un)subscription that fails is let go: the target does not wait for the
 * answer, so a failure would be an unhandled rejection, which stops Node.
 * The connection waits for Redis however long it is away, so the only
 * failure is the connection being closed, at shutdown.
 */
function droppingClosedSubscriptions(subscriber: Redis): Redis {
  return new Proxy(subscriber, {
    get(connection, property, receiver) {
      const value = Reflect.get(connection, property, receiver);
      if (property !== 'subscribe' && property !== 'unsubscribe') return value;
      return (...channels: string[]) => value.apply(connection, channels).catch(() => {});
    },
  });
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
