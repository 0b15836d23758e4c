// GraphQL over the WebSocket: anonymous operations with the response cache
// on, the Origin check of the upgrade, connection caps and the idle timeout.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { AUTH } from '../../../domain/shared/messages';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import type { Services } from '../../../server/services';
import { MAX_REQUEST_BODY_BYTES } from '../../../server/yoga';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { createToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

let app: TestApp;
let running: RunningServer;

beforeAll(async () => {
  app = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '10' } });
  running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await running.close();
  await app.close();
});

function socketClient(headers: Record<string, string> = {}, connectionParams?: Record<string, string>) {
  return createClient({
    connectionParams,
    url: `ws://127.0.0.1:${running.port}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
}

/** The first result of an operation over a new socket, or how the socket failed. */
function runOver(
  query: string,
  headers: Record<string, string> = {},
  connectionParams?: Record<string, string>,
) {
  const client = socketClient(headers, connectionParams);
  return new Promise<unknown>((resolve) => {
    client.subscribe(
      { query },
      {
        next: (value) => resolve(value),
        // An array of GraphQL errors refuses the operation; a close event ends the socket.
        error: (error) =>
          resolve(
            Array.isArray(error)
              ? { errors: error.map(({ message }) => ({ message })) }
              : { closed: (error as CloseEvent).code, reason: (error as CloseEvent).reason },
          ),
        complete: () => undefined,
      },
    );
  }).finally(() => client.dispose());
}

describe('anonymous operations over the socket, with the response cache on', () => {
  it('run and answer, every time', async () => {
    const query = '{ blogPosts(first: 1) { totalCount } }';
    const expected = await app.gql(query);
    expect(expected.errors).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await runOver(query)).toEqual({ data: expected.data });
    }
  });

  it('answer an admin-only field with an error, and keep the socket open', async () => {
    const result = (await runOver('{ emailOutbox(first: 1) { edges { node { id } } } }')) as {
      errors?: { message: string }[];
    };
    expect(result.errors?.[0]?.message).toBe(AUTH.notSignedIn);
  });
});

/** Opens a raw socket; resolves to it once open, or to the HTTP status that refused the upgrade. */
function openSocket(port: number, headers: Record<string, string> = {}) {
  return new Promise<{ socket?: WebSocket; status?: number }>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

async function serve(env: Record<string, string>, services: Partial<Services> = {}) {
  const target = await createTestApp({ db: app.db, env, services });
  const server = await listen(createHttpServer(), target, target.config, { port: 0, host: '127.0.0.1' });
  return { target, server };
}

describe('the upgrade', () => {
  it('is refused from another origin, and accepted from this one or a listed one', async () => {
    const origin = `http://127.0.0.1:${running.port}`;
    const cookie = 'lab_session=anything';
    expect((await openSocket(running.port, { origin: 'http://localhost:4001', cookie })).status).toBe(403);
    expect((await openSocket(running.port, { origin: 'https://evil.example', cookie })).status).toBe(403);
    const own = await openSocket(running.port, { origin });
    expect(own.socket).toBeDefined();
    own.socket!.close();
    const { target, server } = await serve({ CORS_ORIGINS: 'http://localhost:4001' });
    try {
      const listed = await openSocket(server.port, { origin: 'http://localhost:4001' });
      expect(listed.socket).toBeDefined();
      listed.socket!.close();
    } finally {
      await server.close();
      void target;
    }
  });

  it('from another origin without a cookie, runs only as an API token sent in connection_init', async () => {
    await createUser(app.prisma, { ...ADMIN, role: 'admin' }).catch(() => undefined);
    const { token } = await createToken(app, await signIn(app, ADMIN), { scope: 'READ' });
    const foreign = { origin: 'https://dashboard.example' };
    expect(await runOver('{ viewer { email } }', foreign, { authorization: `Bearer ${token}` })).toEqual({
      data: { viewer: { email: ADMIN.email } },
    });
    expect(await runOver('{ blogPosts(first: 1) { totalCount } }', foreign)).toMatchObject({ closed: 4403 });
  });

  it('is capped per address and in total', async () => {
    const { server } = await serve({
      WS_MAX_CONNECTIONS_PER_ADDRESS: '2',
      WS_MAX_CONNECTIONS: '3',
      TRUST_PROXY: '1',
    });
    const from = (address: string) => openSocket(server.port, { 'x-forwarded-for': address });
    try {
      const first = [await from('203.0.113.1'), await from('203.0.113.1')];
      expect(first.every((result) => result.socket)).toBe(true);
      expect((await from('203.0.113.1')).status).toBe(429);
      const third = await from('203.0.113.2');
      expect(third.socket).toBeDefined();
      expect((await from('203.0.113.3')).status).toBe(503);
      // A closed socket frees its place.
      const freed = closed(first[0]!.socket!);
      first[0]!.socket!.close();
      await freed;
      const again = await from('203.0.113.3');
      expect(again.socket).toBeDefined();
      for (const result of [first[1], third, again]) result?.socket?.close();
    } finally {
      await server.close();
    }
  });
});

describe('a message', () => {
  it('as large as an HTTP body may be runs; a larger one closes the socket, as 413 refuses the body', async () => {
    const socket = (await openSocket(running.port)).socket!;
    const messages: { type: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    const acknowledged = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await acknowledged;
    const subscribe = (id: string, padding: number) =>
      JSON.stringify({
        id,
        type: 'subscribe',
        payload: { query: '{ __typename }', variables: { padding: 'x'.repeat(padding) } },
      });
    const fitting = subscribe('1', 0);
    const answered = new Promise((resolve) => socket.once('message', resolve));
    socket.send(subscribe('1', MAX_REQUEST_BODY_BYTES - fitting.length));
    await answered;
    expect(messages[1]).toMatchObject({ id: '1', type: 'next', payload: { data: { __typename: 'Query' } } });

    // Said in one line through the logger, not printed with a stack to the console.
    const printed = vi.spyOn(console, 'error');
    const warned = vi.spyOn(app.log, 'warn');
    try {
      const ended = closed(socket);
      socket.send(subscribe('2', MAX_REQUEST_BODY_BYTES - fitting.length + 1));
      expect((await ended).code).toBe(1009);
      expect(printed).not.toHaveBeenCalled();
      expect(warned).toHaveBeenCalledWith(
        expect.stringMatching(/^WebSocket [\w-]+ from .+ closed: Max payload size exceeded$/),
      );
    } finally {
      printed.mockRestore();
      warned.mockRestore();
    }
  });
});

/**
 * What the server has done with a socket by the time it answers a ping: 'open', or how it closed.
 * A close the server sent before the ping reaches the client first (one ordered stream).
 */
function afterRoundTrip(socket: WebSocket) {
  return new Promise<'open' | { code: number; reason: string }>((resolve) => {
    const onClose = (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() });
    socket.once('close', onClose);
    socket.once('pong', () => {
      socket.off('close', onClose);
      resolve('open');
    });
    socket.ping();
  });
}

describe('an idle socket', () => {
  it('is closed after WS_IDLE_TIMEOUT_SECONDS without a session, and kept with one', async () => {
    // The countdown follows the app's clock: the test moves it, no real second passes.
    const clock = new TestClock();
    const { target, server } = await serve({ WS_IDLE_TIMEOUT_SECONDS: '1' }, { clock });
    await createUser(target.prisma, { ...ADMIN, role: 'admin' }).catch(() => undefined);
    const cookie = await signIn(target, ADMIN);
    try {
      const anonymous = (await openSocket(server.port)).socket!;
      anonymous.send(JSON.stringify({ type: 'connection_init' }));
      clock.advance(999);
      expect(await afterRoundTrip(anonymous)).toBe('open');
      clock.advance(1);
      expect(await afterRoundTrip(anonymous)).toEqual({ code: 1000, reason: 'Idle timeout' });

      const admin = (await openSocket(server.port, { cookie })).socket!;
      const messages: { type: string }[] = [];
      admin.on('message', (data) => messages.push(JSON.parse(data.toString())));
      const acknowledged = new Promise((resolve) => admin.once('message', resolve));
      admin.send(JSON.stringify({ type: 'connection_init' }));
      await acknowledged;
      const completed = new Promise<void>((resolve) =>
        admin.on('message', () => messages.at(-1)?.type === 'complete' && resolve()),
      );
      admin.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer { email } }' } }));
      await completed;
      // Far past the timeout: the signed-in socket is still open, and nothing waits to close it.
      clock.advance(60_000);
      expect(await afterRoundTrip(admin)).toBe('open');
      expect(clock.pendingTimers).toBe(0);
      expect(messages.map((message) => message.type)).toEqual(['connection_ack', 'next', 'complete']);
      admin.close();
    } finally {
      await server.close();
    }
  });
});
