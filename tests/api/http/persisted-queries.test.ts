// An id the server does not know, as Apollo-style clients send it first
// (automatic persisted queries): an answer a script author can act on, with
// the code such clients read to send the full document again.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GRAPHQL_API } from '../../../domain/shared/messages';
import type { RunningServer } from '../../../server/http/server';
import { createTestApp, type TestApp } from '../../helpers/app';
import { listenForSockets } from '../../helpers/graphql-ws';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const UNKNOWN = { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } };
const notFound = {
  message: GRAPHQL_API.persistedQueryNotFound,
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
};

const post = async (body: Record<string, unknown>) => {
  const response = await app.app.request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
};

describe('an unknown persisted query id', () => {
  it('is answered with what to do and PERSISTED_QUERY_NOT_FOUND; sent again with its document, it runs', async () => {
    expect((await post({ extensions: UNKNOWN })).errors).toMatchObject([notFound]);
    expect(GRAPHQL_API.persistedQueryNotFound).toContain('query');
    expect(await post({ query: '{ __typename }', extensions: UNKNOWN })).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('is answered the same over graphql-ws, and runs sent again with its document', async () => {
    const running: RunningServer = await listenForSockets(app);
    const client = createClient({
      url: `ws://127.0.0.1:${running.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve) =>
        client.subscribe(
          { query: '', extensions: UNKNOWN },
          { next: resolve, error: resolve, complete: () => {} },
        ),
      );
      expect(errors).toMatchObject([notFound]);
      const retried = await new Promise<unknown>((resolve) =>
        client.subscribe(
          { query: '{ __typename }', extensions: UNKNOWN },
          { next: resolve, error: resolve, complete: () => {} },
        ),
      );
      expect(retried).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await client.dispose();
      await running.close();
    }
  });
});
