// A stream ends the moment its credential does, though nothing is published
// on what it follows: the credential's end is announced on the event bus (a
// token revoked, a session signed out, an account reset) or its expiry timer
// fires (a token's or a session's, on the test clock), and the stream lets go
// of its listeners and timers however it ends. An end announced while the
// stream starts, once it is authenticated and before it listens, ends it too
// (the test holds it there: helpers/held-rate-limiter.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { AUTH } from '../../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { loadConfig } from '../../../server/config';
import type { RunningServer } from '../../../server/http/server';
import { upsertAdmin } from '../../../server/modules/auth/users';
import { createEventBus } from '../../../server/services/events';
import { createRateLimiter } from '../../../server/services/rate-limiter';
import { type TestApp, TestClock } from '../../helpers/app';
import { countingTarget } from '../../helpers/counting-events';
import { listenForSockets, socketAppForFile, socketClient, subscribe } from '../../helpers/graphql-ws';
import { holdableRateLimiter, TOKEN_COST_COUNT } from '../../helpers/held-rate-limiter';
import { createToken, revokeToken } from '../../helpers/tokens';
import { ADMIN, createUser, sessionCookieFor } from '../../helpers/users';
import { PROCESSING, processingVideo, videoEventStream } from '../../helpers/video-streams';

const clock = new TestClock();
const target = countingTarget((type) => type.startsWith('credential:ended'));
const rateLimits = holdableRateLimiter(createRateLimiter(loadConfig({ NODE_ENV: 'test' }).rateLimits, clock));
const file = socketAppForFile({
  clock,
  events: createEventBus(target.events),
  rateLimiter: rateLimits.limiter,
});
let app: TestApp;
let running: RunningServer;
let adminCookie: string;
beforeAll(() => {
  ({ app, running, adminCookie } = file);
});

const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
const PROCESSING_STATE = { data: { videoProcessing: { status: 'PROCESSING', progress: 0 } } };

/** A quiet stream over graphql-ws, once its first (and only) event has arrived. */
async function quietStream(credentials: { authorization?: string; cookie?: string }) {
  const client = socketClient(running, credentials);
  const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(app)).id });
  await subscription.waitFor(1);
  return { subscription, dispose: () => client.dispose() };
}

describe('a quiet stream over graphql-ws ends with nothing published on what it follows', () => {
  it('when its token is revoked', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const { subscription, dispose } = await quietStream({ authorization: `Bearer ${token}` });
    try {
      await revokeToken(app, adminCookie, apiToken.id);
      expect(await subscription.done).toMatchObject([PROCESSING_STATE, refusal(API_TOKEN_MESSAGES.invalid)]);
    } finally {
      await dispose();
    }
  });

  it('when its token expires', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN', expiresInDays: 1 });
    const { subscription, dispose } = await quietStream({ authorization: `Bearer ${token}` });
    try {
      clock.advance(86_400_000);
      expect(await subscription.done).toMatchObject([PROCESSING_STATE, refusal(API_TOKEN_MESSAGES.invalid)]);
    } finally {
      await dispose();
    }
  });

  it('when its session is signed out', async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const cookie = await sessionCookieFor(app, user.id);
    const { subscription, dispose } = await quietStream({ cookie });
    try {
      await app.gql('mutation { signOut { signedOut } }', {}, { cookie });
      expect(await subscription.done).toMatchObject([PROCESSING_STATE, refusal(AUTH.notSignedIn)]);
    } finally {
      await dispose();
    }
  });

  it('when its session expires', async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const { subscription, dispose } = await quietStream({ cookie: await sessionCookieFor(app, user.id) });
    try {
      clock.advance(86_400_000);
      expect(await subscription.done).toMatchObject([PROCESSING_STATE, refusal(AUTH.notSignedIn)]);
    } finally {
      await dispose();
    }
  });

  it("when its owner's password is reset, which ends their sessions and tokens", async () => {
    const owner = await createUser(app.prisma, {
      email: 'reset@test.example',
      password: 'old password 1',
      role: 'admin',
    });
    const cookie = await sessionCookieFor(app, owner.id);
    const { token } = await createToken(app, cookie, { scope: 'ADMIN' });
    const bySession = await quietStream({ cookie });
    const byToken = await quietStream({ authorization: `Bearer ${token}` });
    try {
      await upsertAdmin(
        app.prisma,
        { email: 'reset@test.example', password: 'new password 1' },
        clock.now(),
        app.services.events,
      );
      expect(await bySession.subscription.done).toMatchObject([PROCESSING_STATE, refusal(AUTH.notSignedIn)]);
      expect(await byToken.subscription.done).toMatchObject([
        PROCESSING_STATE,
        refusal(API_TOKEN_MESSAGES.invalid),
      ]);
    } finally {
      await bySession.dispose();
      await byToken.dispose();
    }
  });
});

/** A stream over server-sent events of this file's app (see helpers/video-streams.ts). */
const sseStream = (headers: Record<string, string>, server?: RunningServer) =>
  videoEventStream(app, headers, server);

describe('a quiet stream over server-sent events ends with nothing published on what it follows', () => {
  it('when its token is revoked', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const stream = await sseStream({ authorization: `Bearer ${token}` });
    await stream.waitFor(1);
    await revokeToken(app, adminCookie, apiToken.id);
    expect(await stream.done()).toMatchObject([PROCESSING_STATE, refusal(API_TOKEN_MESSAGES.invalid)]);
  });

  it('when its session expires', async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const stream = await sseStream({ cookie: await sessionCookieFor(app, user.id), [CSRF_HEADER]: '1' });
    await stream.waitFor(1);
    clock.advance(86_400_000);
    expect(await stream.done()).toMatchObject([PROCESSING_STATE, refusal(AUTH.notSignedIn)]);
  });
});

describe('a session already expired opens no stream', () => {
  /** A session of the admin that expired a moment ago, and what the file's streams watch before it is used. */
  const expiredSession = async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const cookie = await sessionCookieFor(app, user.id);
    clock.advance(86_400_000);
    await target.drained();
    return { cookie, timers: clock.pendingTimers };
  };

  it('over graphql-ws', async () => {
    const { cookie, timers } = await expiredSession();
    const client = socketClient(running, { cookie });
    try {
      const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(app)).id });
      expect(await subscription.done).toMatchObject([{ errors: [{ message: AUTH.notSignedIn }] }]);
      // The one timer more is the socket's idle countdown (ws.ts, on the app's clock): a socket
      // that is not signed in is closed when it has no stream, as this one has none.
      expect([target.listeners, clock.pendingTimers]).toEqual([0, timers + 1]);
    } finally {
      await client.dispose();
    }
  });

  it('over server-sent events', async () => {
    const { cookie, timers } = await expiredSession();
    const stream = await sseStream({ cookie, [CSRF_HEADER]: '1' });
    expect(await stream.done()).toMatchObject([{ errors: [{ message: AUTH.notSignedIn }] }]);
    expect([target.listeners, clock.pendingTimers]).toEqual([0, timers]);
  });
});

describe('a stream whose credential ends between its authentication and its listening ends at once', () => {
  it('over graphql-ws', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const held = rateLimits.hold(TOKEN_COST_COUNT);
    const client = socketClient(running, { authorization: `Bearer ${token}` });
    try {
      const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(app)).id });
      await held.reached;
      // Announced while the stream, authenticated, listens for nothing yet.
      await revokeToken(app, adminCookie, apiToken.id);
      held.release();
      // Its first event is the refusal: the source's own first event waits for the check.
      expect(await subscription.waitFor(1)).toMatchObject([refusal(API_TOKEN_MESSAGES.invalid)]);
      expect(await subscription.done).toHaveLength(1);
    } finally {
      await client.dispose();
    }
  });

  it('over server-sent events', async () => {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const held = rateLimits.hold(TOKEN_COST_COUNT);
    const starting = sseStream({ authorization: `Bearer ${token}` });
    await held.reached;
    await revokeToken(app, adminCookie, apiToken.id);
    held.release();
    const stream = await starting;
    expect(await stream.waitFor(1)).toMatchObject([refusal(API_TOKEN_MESSAGES.invalid)]);
    expect(await stream.done()).toHaveLength(1);
  });
});

describe('a stream lets go of its listeners and timers', () => {
  it('when the client unsubscribes, and when its credential ends', async () => {
    await target.drained();
    const timersBefore = clock.pendingTimers;
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const left = await quietStream({ authorization: `Bearer ${token}` });
    const ended = await quietStream({ authorization: `Bearer ${token}` });
    try {
      // Each listens for its token's end and its owner's, and waits for its expiry and next check.
      expect(target.listeners).toBe(4);
      expect(clock.pendingTimers).toBe(timersBefore + 4);
      left.subscription.unsubscribe();
      await revokeToken(app, adminCookie, apiToken.id);
      expect(await ended.subscription.done).toMatchObject([
        PROCESSING_STATE,
        refusal(API_TOKEN_MESSAGES.invalid),
      ]);
      await target.drained();
      expect(clock.pendingTimers).toBe(timersBefore);
    } finally {
      await left.dispose();
      await ended.dispose();
    }
  });

  /** Runs `end` on streams it opens, expecting them to let go of every listener and timer. */
  const released = async (end: () => Promise<unknown>) => {
    await target.drained();
    const timersBefore = clock.pendingTimers;
    await end();
    await target.drained();
    expect(clock.pendingTimers).toBe(timersBefore);
  };
  const tokenHeader = async () => `Bearer ${(await createToken(app, adminCookie, { scope: 'ADMIN' })).token}`;

  it('when its socket closes', () =>
    released(async () => {
      const { dispose } = await quietStream({ authorization: await tokenHeader() });
      expect(target.listeners).toBe(2);
      await dispose();
    }));

  it('when its server-sent events are cancelled', () =>
    released(async () => {
      const stream = await sseStream({ authorization: await tokenHeader() }, running);
      await stream.waitFor(1);
      expect(target.listeners).toBe(2);
      await stream.cancel();
    }));

  it('when what it follows ends', () =>
    released(async () => {
      const video = await processingVideo(app);
      const client = socketClient(running, { authorization: await tokenHeader() });
      try {
        const subscription = subscribe(client, PROCESSING, { id: video.id });
        await subscription.waitFor(1);
        expect(target.listeners).toBe(2);
        // Its job ends: the stream sends the video as it stands and ends.
        video.finish();
        expect(await subscription.done).toHaveLength(2);
      } finally {
        await client.dispose();
      }
    }));

  // Last: the app says it is shutting down from then on.
  it('when its server shuts down, over graphql-ws and server-sent events', () =>
    released(async () => {
      const server = await listenForSockets(app);
      const authorization = await tokenHeader();
      const client = socketClient(server, { authorization });
      try {
        const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(app)).id });
        await subscription.waitFor(1);
        const stream = await sseStream({ authorization }, server);
        await stream.waitFor(1);
        expect(target.listeners).toBe(4);
        await server.close();
        // With no grace, the server cuts the events' connection.
        await expect(stream.done()).rejects.toThrow('terminated');
      } finally {
        await client.dispose();
      }
    }));
});
