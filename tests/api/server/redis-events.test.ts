// Events through Redis when Redis is briefly unreachable: an instance that
// starts while Redis restarts (or the network blinks) must hear every event
// published once Redis is back, for its whole life, and say it is not ready
// until then. A TCP proxy in front of the local Redis plays the outage.
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import { createRedisEventBus, listen } from '../../../server/services/events';
import { createRedisConnections, type RedisConnections } from '../../../server/services/redis';
import { createRedisNamespace, LOCAL_REDIS_URL } from '../../helpers/redis';

type Proxy = {
  url: string;
  down: boolean;
  refused: number;
  /** What the clients sent through it, one text per connection. */
  sent: string[];
  close(): Promise<void>;
};

/** PINGs in what a client sent (RESP, as ioredis writes it). */
const pingsIn = (texts: string[]) => texts.join('').match(/\*1\r\n\$4\r\nPING\r\n/gi)?.length ?? 0;

/** Forwards to the local Redis; while `down`, closes every connection at once, as a restarting Redis does. */
async function startProxy(): Promise<Proxy> {
  const target = new URL(LOCAL_REDIS_URL);
  const sockets = new Set<net.Socket>();
  const proxy: Proxy = { url: '', down: false, refused: 0, sent: [], close: async () => {} };
  const server = net.createServer((client) => {
    if (proxy.down) {
      proxy.refused++;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const index = proxy.sent.push('') - 1;
    client.on('data', (chunk: Buffer) => {
      proxy.sent[index] += chunk.toString('latin1');
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Until the instance is ready again, as /readyz sees it: both of its connections answer. */
const untilReady = (instance: RedisConnections) =>
  until(
    () =>
      instance.ping(200).then(
        () => true,
        () => false,
      ),
    'the instance to be ready',
  );

const log = createLogger('silent');
let namespace: Awaited<ReturnType<typeof createRedisNamespace>>;
const opened: { close(): Promise<void> }[] = [];

async function connect(url: string): Promise<RedisConnections> {
  const connections = await createRedisConnections({ url, keyPrefix: namespace.prefix }, log);
  opened.push(connections);
  return connections;
}

beforeAll(async () => {
  namespace = await createRedisNamespace();
});
afterEach(async () => {
  // Last opened first: an instance closes before the proxy it talks through.
  for (const item of opened.splice(0).reverse()) await item.close();
});
afterAll(async () => {
  await namespace?.destroy();
});

describe('events through Redis', () => {
  it('reach an instance that started while Redis was unreachable, once Redis is back', async () => {
    const proxy = await startProxy();
    opened.push(proxy);
    proxy.down = true;
    const instance = await connect(proxy.url);
    const events = await createRedisEventBus(instance);
    const heard: number[] = [];
    const stop = listen(events.subscribe('outbox:queued'), () => heard.push(heard.length));

    // Long enough for ioredis to give up on the commands it queued, several reconnections.
    await until(() => proxy.refused >= 10, 'reconnection attempts');
    await expect(instance.ping(200)).rejects.toThrow();
    proxy.down = false;
    // Ready again means both connections answer, and so its subscriptions are in place.
    await untilReady(instance);

    const other = await createRedisEventBus(await connect(LOCAL_REDIS_URL));
    other.publish('outbox:queued');
    other.publish('outbox:queued');
    await other.delivered();
    // The proxy relays the messages a moment after Redis has answered the publisher.
    await until(() => heard.length === 2, 'both events');
    expect(heard).toEqual([0, 1]);
    stop();
  });

  it('is not ready while the listening connection is down, though commands still run', async () => {
    const proxy = await startProxy();
    opened.push(proxy);
    const instance = await connect(proxy.url);
    await untilReady(instance);
    // Only the listening connection drops (a proxy or Redis closing idle subscribers).
    await instance.subscriber.disconnect(true);
    proxy.down = true;
    await expect(instance.ping(200)).rejects.toThrow();
    await expect(instance.command.ping()).resolves.toBe('PONG');
    proxy.down = false;
    await untilReady(instance);
  });

  it('say they listen once Redis is back, and a wait given up before lets go at once', async () => {
    const proxy = await startProxy();
    opened.push(proxy);
    proxy.down = true;
    const instance = await connect(proxy.url);
    const events = await createRedisEventBus(instance);
    const givenUp = new AbortController();
    const waits = [events.listening(givenUp.signal), events.listening()];
    const settled: string[] = [];
    for (const [index, wait] of waits.entries())
      wait.then(
        () => settled.push(`answered ${index}`),
        (error: Error) => settled.push(`${error.message} ${index}`),
      );
    await until(() => proxy.refused >= 4, 'reconnection attempts');
    expect(settled).toEqual([]);
    // A stream that ended (http/stream-access.ts): its wait ends though Redis is still away.
    givenUp.abort(new Error('given up'));
    await expect(waits[0]).rejects.toThrow('given up');
    expect(settled).toEqual(['given up 0']);
    proxy.down = false;
    await waits[1];
    expect(settled).toEqual(['given up 0', 'answered 1']);
  });

  it('keep no PING behind for each stream that started while Redis was away', async () => {
    const proxy = await startProxy();
    opened.push(proxy);
    proxy.down = true;
    const instance = await connect(proxy.url);
    const events = await createRedisEventBus(instance);
    await until(() => proxy.refused >= 2, 'reconnection attempts');
    // Streams start and give their wait up (LISTENING_WAIT_MS, or they end), one after another.
    for (let stream = 0; stream < 20; stream++) {
      const waiting = new AbortController();
      const wait = events.listening(waiting.signal);
      waiting.abort(new Error('given up'));
      await expect(wait).rejects.toThrow('given up');
    }
    proxy.down = false;
    await events.listening();
    // One PING for the first stream, one for all that came while it was unanswered (the last wait's too).
    expect(pingsIn(proxy.sent)).toBe(2);
  });

  it('close at once while Redis is unreachable, dropping what waited for it', async () => {
    const proxy = await startProxy();
    opened.push(proxy);
    proxy.down = true;
    const instance = await createRedisConnections({ url: proxy.url, keyPrefix: namespace.prefix }, log);
    const events = await createRedisEventBus(instance);
    listen(events.subscribe('outbox:queued'), () => {});
    await until(() => proxy.refused >= 4, 'reconnection attempts');
    // A shutdown must not wait for Redis to come back (the test would time out), nor
    // crash on the subscription it drops (Vitest fails a run with an unhandled rejection).
    await expect(instance.close()).resolves.toBeUndefined();
  });
});
