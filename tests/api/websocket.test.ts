// GraphQL over the WebSocket: anonymous operations with the response cache
// on, the Origin check of the upgrade, connection caps and the idle timeout.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AUTH } from '../../domain/messages';
import { createHttpServer, listen, type RunningServer } from '../../server/http/server';
import { createTestApp, type TestApp } from '../helpers/app';

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

function socketClient(headers: Record<string, string> = {}) {
  return createClient({
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
function runOver(query: string, headers: Record<string, string> = {}) {
  const client = socketClient(headers);
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
