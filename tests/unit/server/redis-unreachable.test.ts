// What /readyz and its log line say when Redis cannot be reached: the cause
// an operator can act on (the refused connection), not ioredis's retry count.
import net from 'node:net';
import { expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import { createRedisConnections } from '../../../server/services/redis';

/** A port nothing listens on: one just closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('a PING to a Redis that refuses connections fails with why', async () => {
  const port = await closedPort();
  const redis = await createRedisConnections(
    { url: `redis://127.0.0.1:${port}`, keyPrefix: 'unreachable:' },
    createLogger('silent'),
  );
  try {
    // A long wait: the failure comes from the connection, not from the clock.
    const failure = await redis.ping(60_000).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toBe(
      `Redis at 127.0.0.1:${port} cannot be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  } finally {
    await redis.close();
  }
});
