// The Redis connections shared by the adapters that make several app
// instances act as one (rate limits, events, response-cache invalidation).
// One connection runs commands and publishes; a second one only listens, as
// a subscribed Redis connection can run nothing else. Every key and channel
// starts with REDIS_KEY_PREFIX, so several sites (or test runs) can share a
// Redis.
import type { Redis } from 'ioredis';
import type { Logger } from '../log';

export type RedisConnections = {
  /** Commands and PUBLISH; keys are prefixed by ioredis. */
  command: Redis;
  /** SUBSCRIBE only. */
  subscriber: Redis;
  /** Prefixes a pub/sub channel (ioredis prefixes keys, not channels). */
  channel(name: string): string;
  /**
   * Resolves when both connections answer a PING within `timeoutMs`, rejects
   * otherwise. Redis answers a connection's commands in order, so once the
   * listening one answers, every subscription asked for before is in place.
   */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * A failed command's error as an operator can act on it: ioredis fails a
   * command with its retry count, so while the connection is down the error
   * names why (its last error, e.g. connect ECONNREFUSED host:port).
   */
  explain(error: unknown): unknown;
  close(): Promise<void>;
};

/** ioredis is loaded here, so a server without REDIS_URL never loads it. */
export async function createRedisConnections(
  { url, keyPrefix }: { url: string; keyPrefix: string },
  log: Logger,
): Promise<RedisConnections> {
  const { Redis } = await import('ioredis');
  const options = {
    keyPrefix,
    // Commands wait for a reconnection a little, then fail (and callers fall back) rather than hang.
    maxRetriesPerRequest: 2,
    connectionName: 'lab-site',
  };
  const command = new Redis(url, options);
  // A SUBSCRIBE waits for the connection however long Redis is away: one
  // that failed would never be sent again (ioredis re-subscribes only the
  // channels Redis confirmed), so the instance would hear nothing for its
  // whole life. Confirmed channels are re-subscribed at each reconnection.
  const subscriber = new Redis(url, {
    ...options,
    maxRetriesPerRequest: null,
    connectionName: 'lab-site:events',
  });
  let lastError = '';
  for (const connection of [command, subscriber]) {
    connection.on('error', (error: Error) => {
      // ioredis retries on its own; say so once per kind of error, not at every retry.
      if (error.message === lastError) return;
      lastError = error.message;
      log.warn(`Redis: ${error.message}`);
    });
    connection.on('ready', () => {
      lastError = '';
    });
  }
  const explain = (error: unknown): unknown => {
    if (!lastError) return error;
    const { host, port } = command.options;
    return new Error(`Redis at ${host}:${port} cannot be reached: ${lastError}`, { cause: error });
  };
  return {
    command,
    subscriber,
    explain,
    channel: (name) => `${keyPrefix}${name}`,
    async ping(timeoutMs = 1000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.all([command.ping(), subscriber.ping()]),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis did not answer PING in time')), timeoutMs);
          }),
        ]);
      } catch (error) {
        throw explain(error);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      // QUIT lets Redis finish what it was sent; a connection that is not up
      // has nothing there to finish, and its QUIT would wait for Redis to return.
      await Promise.allSettled(
        [command, subscriber].map((connection) => (connection.status === 'ready' ? connection.quit() : null)),
      );
      command.disconnect();
      subscriber.disconnect();
    },
  };
}
