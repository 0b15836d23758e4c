// Per-token limits (requests and document cost per minute, 429 with
// Retry-After) and tokens over graphql-ws (in connection_init).

import fs from 'node:fs';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import type { RunningServer } from '../../../server/http/server';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { listenForSockets } from '../../helpers/graphql-ws';
import { asToken, createToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const clock = new TestClock();
let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp({
    services: { clock },
    env: { API_TOKEN_REQUESTS_PER_MINUTE: '3', API_TOKEN_COST_PER_MINUTE: '300' },
  });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  adminCookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());

describe('per-token limits', () => {
  it('answer the request over the limit with 429 and Retry-After, per token, until the minute ends', async () => {
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    const other = (await createToken(app, adminCookie, { scope: 'READ' })).token;
    for (let index = 0; index < 3; index++)
      expect((await asToken(app, token, '{ __typename }')).status).toBe(200);
    clock.advance(20_000);
    const refused = await asToken(app, token, '{ __typename }');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many requests with this API token. Try again in 40 s.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 40 },
    });
    expect((await asToken(app, other, '{ __typename }')).status).toBe(200);
    clock.advance(40_000);
    expect((await asToken(app, token, '{ __typename }')).status).toBe(200);
  });

  it('count the file routes (the CSV export) against the same per-token limit as /graphql', async () => {
    clock.advance(60_000);
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    const csv = () =>
      app.app.request('http://localhost/api/crm/contacts.csv', {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await csv()).status).toBe(200);
    expect((await asToken(app, token, '{ __typename }')).status).toBe(200);
    expect((await csv()).status).toBe(200);
    const refused = await csv();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.text()).toBe('Too many requests with this API token. Try again in 60 s.');
    expect((await asToken(app, token, '{ __typename }')).status).toBe(429);
  });

  it('count a resumable upload once, when it is created, not each of its chunks', async () => {
    clock.advance(60_000);
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const tus = (
      url: string,
      init: { method: string; headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> },
    ) =>
      app.app.request(url, {
        ...init,
        headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}`, ...init.headers },
      });
    const created = await tus('http://localhost/api/uploads', {
      method: 'POST',
      headers: {
        'Upload-Length': '100',
        'Upload-Metadata': `filename ${btoa('clip.mp4')},kind ${btoa('video')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    for (let chunk = 0; chunk < 4; chunk++) {
      const sent = await tus(location, {
        method: 'PATCH',
        headers: { 'Upload-Offset': String(chunk * 5), 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(5).fill(chunk),
      });
      expect(sent.status).toBe(204);
    }
    expect((await tus(location, { method: 'HEAD' })).headers.get('upload-offset')).toBe('20');
    expect((await asToken(app, token, '{ __typename }')).status).toBe(200);
    expect((await asToken(app, token, '{ __typename }')).status).toBe(200);
    expect((await asToken(app, token, '{ __typename }')).status).toBe(429);
  });

  it('count the cost of what runs against a budget per minute', async () => {
    clock.advance(60_000);
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    // 1 + 100 × (1 + 1 + 1) ≈ 300: the first fits, the second is over the budget of 300.
    const page = '{ users(first: 100) { edges { node { email } } } }';
    expect((await asToken(app, token, page)).status).toBe(200);
    const refused = await asToken(app, token, page);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.message).toBe(
      API_TOKEN_MESSAGES.costBudgetExceeded.replace('{seconds}', '60'),
    );
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});

describe('tokens over graphql-ws', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await listenForSockets(app);
  });
  afterAll(() => running.close());

  const client = (authorization?: string) =>
    createClient({
      url: `ws://127.0.0.1:${running.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      // One socket for all of a test's operations.
      lazy: false,
      // The refused socket's close is asserted through the operation.
      onNonLazyError: () => undefined,
      connectionParams: authorization ? { authorization } : undefined,
    });

  const run = (socket: ReturnType<typeof client>, query: string) =>
    new Promise<unknown>((resolve) =>
      socket.subscribe(
        { query },
        {
          next: resolve,
          error: (error) =>
            resolve(
              Array.isArray(error)
                ? { errors: error.map(({ message }) => message) }
                : { closed: (error as CloseEvent).code },
            ),
          complete: () => undefined,
        },
      ),
    );

  it('authenticate the socket from connection_init, until the token is revoked', async () => {
    clock.advance(60_000);
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const socket = client(`Bearer ${token}`);
    try {
      expect(await run(socket, '{ viewer { email } }')).toEqual({ data: { viewer: { email: ADMIN.email } } });
      await app.prisma.apiToken.update({
        where: { id: atob(apiToken.id).split(':')[1]! },
        data: { revokedAt: clock.now() },
      });
      expect(await run(socket, '{ viewer { email } }')).toEqual({ errors: [API_TOKEN_MESSAGES.invalid] });
    } finally {
      await socket.dispose();
    }
  });

  it('refuse a mutation over the socket, saying to POST it, as the README tells script authors', async () => {
    clock.advance(60_000);
    const { token } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const socket = client(`Bearer ${token}`);
    const refusal = 'Can only perform a mutation operation from a POST request.';
    try {
      const errors = await new Promise<unknown>((resolve) =>
        socket.subscribe(
          { query: 'mutation { createMediaFolder(input: { kind: image, name: "ws" }) { __typename } }' },
          { next: resolve, error: resolve, complete: () => undefined },
        ),
      );
      expect(errors).toEqual([
        expect.objectContaining({
          message: refusal,
          extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
        }),
      ]);
      expect(await app.prisma.mediaFolder.count({ where: { name: 'ws' } })).toBe(0);
    } finally {
      await socket.dispose();
    }
    // A script that keeps one graphql-ws client for everything learns it before it meets it.
    const readme = fs.readFileSync('README.md', 'utf8').replaceAll(/\s+/g, ' ');
    const phrase = `a mutation sent over the socket is refused (\`BAD_REQUEST\`, "${refusal}")`;
    expect(readme.includes(phrase), phrase).toBe(true);
  });

  it('close the socket at once (4403) for a bad token', async () => {
    const socket = client('Bearer mlab_000000000000000000000000000000000000');
    try {
      expect(await run(socket, '{ __typename }')).toEqual({ closed: 4403 });
    } finally {
      await socket.dispose();
    }
  });

  it('refuse a READ token on subscriptions', async () => {
    clock.advance(60_000);
    const { token } = await createToken(app, adminCookie, { scope: 'READ' });
    const socket = client(`Bearer ${token}`);
    try {
      const result = await run(
        socket,
        'subscription { assistant(input: { task: CONTENT, prompt: "Hi" }) { __typename } }',
      );
      expect(result).toMatchObject({ errors: [{ message: API_TOKEN_MESSAGES.readOnly }] });
    } finally {
      await socket.dispose();
    }
  });
});
