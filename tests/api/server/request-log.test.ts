// Every line our own code logs while it serves a request names that
// request's id, as Yoga's lines do: a sign-in's outcome, a rate limit's
// refusal, the outbox's note on an email the request queued; over HTTP the
// id of the response's X-Request-Id, over a WebSocket the operation's
// `<socket>.<n>` (an assistant run's failure, an operation refused as it is
// read). The log is the real one, in JSON, from debug up.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import type { RunningServer } from '../../../server/http/server';
import { AiProviderError } from '../../../server/services/ai';
import { createTestApp, type TestApp } from '../../helpers/app';
import { ASSIST } from '../../helpers/assistant';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { listenForSockets, socketClient, subscribe } from '../../helpers/graphql-ws';
import { jsonLogger } from '../../helpers/log';
import { ADMIN, createUser, SIGN_IN, signIn } from '../../helpers/users';

const { log, events, restore } = jsonLogger('debug');
/** An AI provider that is down: each assistant run fails, and says so in the log. */
const ai = {
  model: 'down',
  // biome-ignore lint/correctness/useYield: it fails before its first piece
  async *streamChat() {
    throw new AiProviderError('unavailable', 503);
  },
};
let app: TestApp;
let running: RunningServer;

beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMITS: 'contact=1' }, services: { log, ai } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  running = await listenForSockets(app);
});
afterAll(async () => {
  await running?.close();
  await app?.close();
  restore();
});

/** A GraphQL operation over HTTP, through the whole app; resolves with the response's request id. */
async function post(query: string, variables: Record<string, unknown>): Promise<string> {
  const response = await app.app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query, variables }),
  });
  await response.text();
  return response.headers.get('x-request-id') ?? 'none';
}

/** The line of a socket that opened, naming its id. */
const OPENED = /^WebSocket ([\w-]+) opened/;

it("names the request in a failed sign-in's line", async () => {
  const id = await post(SIGN_IN, { input: { email: ADMIN.email, password: 'a wrong guess' } });
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'info',
      requestId: id,
      message: expect.stringMatching(/^Sign-in invalid_credentials for a…@test\.example from /),
    }),
  );
});

it("names the request in a rate limit's refusal, and in the outbox's note on the email the one before queued", async () => {
  const sent = await post(SEND_CONTACT, { input: contactInput() });
  const refused = await post(SEND_CONTACT, { input: contactInput() });
  expect(sent).not.toBe(refused);
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'info',
      requestId: sent,
      message: expect.stringMatching(/^Queued email .* waits in the outbox/),
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'warn',
      requestId: refused,
      message: expect.stringMatching(/^Rate limit: too many contact submissions from /),
    }),
  );
});

it('names each operation over a WebSocket by its <socket>.<n>, and the socket’s own lines by none', async () => {
  const cookie = await signIn(app, ADMIN);
  events.length = 0;
  const client = socketClient(running, { cookie });
  // Both at once, over one connection (the client closes it when nothing runs).
  const input = { input: { task: 'CONTENT', prompt: 'A post' } };
  await Promise.all([subscribe(client, ASSIST, input).done, subscribe(client, ASSIST, input).done]);
  await client.dispose();
  const opened = events.find((event) => OPENED.test(event.message));
  const socket = OPENED.exec(opened?.message ?? '')?.[1];
  expect(socket).toBeDefined();
  expect(opened).not.toHaveProperty('requestId');
  const failed = events.filter((event) => event.message.startsWith('AI assistant CONTENT failed'));
  expect(failed.map((event) => event.requestId).sort()).toEqual([`${socket}.1`, `${socket}.2`]);
});

it('names the operation over a WebSocket in the line of one that could not start', async () => {
  const cookie = await signIn(app, ADMIN);
  events.length = 0;
  const { clock } = app.services;
  // Reading the session fails unexpectedly, before the operation runs.
  app.services.clock = {
    ...clock,
    now: () => {
      throw new Error('the failure at /work/secret/clock.ts:3');
    },
  };
  const client = socketClient(running, { cookie });
  try {
    await expect(subscribe(client, '{ __typename }').done).rejects.toEqual([
      expect.objectContaining({ message: 'Unexpected error.' }),
    ]);
  } finally {
    app.services.clock = clock;
    await client.dispose();
  }
  const socket = OPENED.exec(events.find((event) => OPENED.test(event.message))?.message ?? '')?.[1];
  expect(socket).toBeDefined();
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'error',
      requestId: `${socket}.1`,
      message: `A WebSocket operation could not start (request ${socket}.1)`,
    }),
  );
});

it('names the operation over a WebSocket in the line of one refused as its text is read or checked', async () => {
  events.length = 0;
  const client = socketClient(running);
  try {
    // Both at once, over one connection (the client closes it when nothing runs).
    await Promise.all(
      ['{ __typename ', '{ notAField }'].map((query) =>
        expect(subscribe(client, query).done).rejects.toEqual([
          expect.objectContaining({ extensions: expect.objectContaining({ code: expect.any(String) }) }),
        ]),
      ),
    );
  } finally {
    await client.dispose();
  }
  const socket = OPENED.exec(events.find((event) => OPENED.test(event.message))?.message ?? '')?.[1];
  expect(socket).toBeDefined();
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'debug',
      requestId: `${socket}.1`,
      message: expect.stringMatching(/^Refused a WebSocket operation: GRAPHQL_PARSE_FAILED Syntax Error/),
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      level: 'debug',
      requestId: `${socket}.2`,
      message: expect.stringMatching(
        /^Refused a WebSocket operation: GRAPHQL_VALIDATION_FAILED Cannot query field "notAField"/,
      ),
    }),
  );
});
