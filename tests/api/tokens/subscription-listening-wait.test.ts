// A stream starting checks its credential once the event bus says it listens
// (http/stream-access.ts). With Redis away that answer does not come (ioredis
// holds the PING until Redis is back): the stream checks anyway after
// LISTENING_WAIT_MS, and one that ends first gives up its wait, so the bus
// keeps no ended stream's check. Here the bus's answer is the test's to give.
import { describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { loadConfig } from '../../../server/config';
import { LISTENING_WAIT_MS } from '../../../server/http/stream-access';
import { createEventBus } from '../../../server/services/events';
import { createRateLimiter } from '../../../server/services/rate-limiter';
import { TestClock } from '../../helpers/app';
import { countingTarget } from '../../helpers/counting-events';
import { socketAppForFile, socketClient, subscribe } from '../../helpers/graphql-ws';
import { holdableRateLimiter, TOKEN_COST_COUNT } from '../../helpers/held-rate-limiter';
import { createToken, revokeToken } from '../../helpers/tokens';
import { PROCESSING, processingVideo, videoEventStream } from '../../helpers/video-streams';

/** The waits for the bus's answer that callers have not given up. */
const waits = new Set<() => void>();
/** The bus answers none of them (as with Redis away) until `answer`. */
const listening = (signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const wait = () => {
      waits.delete(wait);
      resolve();
    };
    waits.add(wait);
    signal?.addEventListener('abort', () => {
      waits.delete(wait);
      reject(signal.reason);
    });
  });
const answer = () => {
  for (const wait of [...waits]) wait();
};

const clock = new TestClock();
const target = countingTarget((type) => type.startsWith('credential:ended'));
const rateLimits = holdableRateLimiter(createRateLimiter(loadConfig({ NODE_ENV: 'test' }).rateLimits, clock));
const file = socketAppForFile({
  clock,
  events: createEventBus(target.events, undefined, listening),
  rateLimiter: rateLimits.limiter,
});

const refusal = {
  errors: [{ message: API_TOKEN_MESSAGES.invalid, extensions: { code: 'UNAUTHENTICATED' } }],
};
const PROCESSING_STATE = { data: { videoProcessing: { status: 'PROCESSING', progress: 0 } } };
const bearer = async () => {
  const { token, apiToken } = await createToken(file.app, file.adminCookie, { scope: 'ADMIN' });
  return {
    authorization: `Bearer ${token}`,
    revoke: () => revokeToken(file.app, file.adminCookie, apiToken.id),
  };
};

describe('a stream that ends before the bus says it listens gives up that wait', () => {
  it('over graphql-ws', async () => {
    const timers = clock.pendingTimers;
    const client = socketClient(file.running, { authorization: (await bearer()).authorization });
    try {
      const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(file.app)).id });
      await subscription.waitFor(1);
      expect([waits.size, target.listeners]).toEqual([1, 2]);
      subscription.unsubscribe();
      await target.drained();
      expect([waits.size, clock.pendingTimers]).toEqual([0, timers]);
    } finally {
      await client.dispose();
    }
  });

  it('over server-sent events', async () => {
    const timers = clock.pendingTimers;
    const stream = await videoEventStream(
      file.app,
      { authorization: (await bearer()).authorization },
      file.running,
    );
    await stream.waitFor(1);
    expect([waits.size, target.listeners]).toEqual([1, 2]);
    await stream.cancel();
    await target.drained();
    expect([waits.size, clock.pendingTimers]).toEqual([0, timers]);
  });
});

describe('a stream the bus does not answer checks its credential after LISTENING_WAIT_MS', () => {
  it('over graphql-ws', async () => {
    const token = await bearer();
    const held = rateLimits.hold(TOKEN_COST_COUNT);
    const client = socketClient(file.running, { authorization: token.authorization });
    try {
      const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(file.app)).id });
      await held.reached;
      // Announced before the stream listens: only its first check can see it.
      await token.revoke();
      held.release();
      expect(await subscription.waitFor(1)).toMatchObject([PROCESSING_STATE]);
      expect(waits.size).toBe(1);
      clock.advance(LISTENING_WAIT_MS);
      expect(await subscription.done).toMatchObject([PROCESSING_STATE, refusal]);
      expect(waits.size).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('over server-sent events, and answered in time it checks then', async () => {
    const late = await bearer();
    const early = await bearer();
    for (const token of [late, early]) {
      const held = rateLimits.hold(TOKEN_COST_COUNT);
      const starting = videoEventStream(file.app, { authorization: token.authorization }, file.running);
      await held.reached;
      await token.revoke();
      held.release();
      const stream = await starting;
      expect(await stream.waitFor(1)).toMatchObject([PROCESSING_STATE]);
      if (token === late) clock.advance(LISTENING_WAIT_MS);
      else answer();
      expect(await stream.done()).toMatchObject([PROCESSING_STATE, refusal]);
      expect(waits.size).toBe(0);
    }
  });
});
