// Limits on a document's shape apply in every mode, over HTTP and over the
// WebSocket, and every operation the web app sends passes them.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../../../server/http/graphql-limits';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { NODE_ENV: 'development' } });
});
afterAll(() => app.close());

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: conversionSettings { slackWebhookConfigured }`).join(' ')} }`;
/** `{ node(id: "x") { ... on BlogPost { author { ... } } } }`-style nesting of the given depth. */
const deep = (depth: number) =>
  `{ ${'blogCategories(first: 1) { edges { node { '.repeat(Math.ceil(depth / 3))}id${' } } }'.repeat(Math.ceil(depth / 3))} }`;

describe('in development', () => {
  it('refuses too many aliases, too deep a document and too many tokens', async () => {
    const tooMany = await app.gql(aliases(GRAPHQL_LIMITS.aliases + 1));
    expect(tooMany.data ?? null).toBeNull();
    expect(tooMany.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    const tooDeep = await app.gql(deep(GRAPHQL_LIMITS.depth + 3));
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth limit of 15 exceeded/);
    const tooLong = await app.gql(`{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)}}`);
    expect(tooLong.errors?.[0]?.message).toMatch(/Token limit of 1000 exceeded/);
  });

  it('runs documents within the limits', async () => {
    expect((await app.gql(aliases(GRAPHQL_LIMITS.aliases))).errors).toBeUndefined();
  });
});

it('lets every persisted operation of the web app through', async () => {
  const { default: operations } = await import('../../../client/__generated__/persisted-queries.json', {
    with: { type: 'json' },
  });
  const refused: string[] = [];
  for (const [id, text] of Object.entries(operations as Record<string, string>)) {
    const request = new Request('http://localhost/graphql', { method: 'POST' });
    const enveloped = app.yoga.getEnveloped({ request, params: {} });
    try {
      const errors = enveloped.validate(enveloped.schema, enveloped.parse(text));
      if (errors.length > 0) refused.push(`${id}: ${errors[0]!.message}`);
    } catch (error) {
      refused.push(`${id}: ${(error as Error).message}`);
    }
  }
  expect(Object.keys(operations).length).toBeGreaterThan(50);
  expect(refused).toEqual([]);
});

describe('over the WebSocket', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  it('answers a document over the limits with an error and keeps the socket for the next one', async () => {
    const client = createClient({
      url: `ws://127.0.0.1:${running.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    const run = (query: string) =>
      new Promise<unknown>((resolve) =>
        client.subscribe(
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
    try {
      expect(await run(aliases(GRAPHQL_LIMITS.aliases + 1))).toEqual({
        errors: [expect.stringMatching(/Aliases limit of 15 exceeded/)],
      });
      expect(await run('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await client.dispose();
    }
  });
});
