// An operation over the WebSocket an operator can follow as an HTTP request:
// each connection has an id, logged when it opens and closes with the client's
// address, and each operation over it an id of its own (the connection's,
// then a number) that every log line it causes names, with the operation,
// and that a masked error's answer carries, as an HTTP request's does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/http/server';
import type { Services } from '../../../server/services';
import { createTestApp, type TestApp } from '../../helpers/app';
import { ASSIST } from '../../helpers/assistant';
import { listenForSockets, socketClient, subscribe } from '../../helpers/graphql-ws';
import { type LoggedLine, recordingLogger } from '../../helpers/log';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const { log, lines } = recordingLogger();
let app: TestApp;
let running: RunningServer;

beforeAll(async () => {
  app = await createTestApp({ services: { log } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  running = await listenForSockets(app);
});
afterAll(async () => {
  await running?.close();
  await app?.close();
});

/** Resolves with the first line logged (before or after the call) that `matches`. */
function lineLogged(matches: (line: LoggedLine) => boolean): Promise<LoggedLine> {
  const found = lines.find(matches);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const push = lines.push.bind(lines);
    lines.push = (...added: LoggedLine[]) => {
      const count = push(...added);
      const line = added.find(matches);
      if (line) {
        lines.push = push;
        resolve(line);
      }
      return count;
    };
  });
}

const OPENED = /^WebSocket ([\w-]+) opened from (.*)$/;

it('names the connection when it opens and closes, and every operation over it (a query, a subscription) in the lines it causes and in a masked error', async () => {
  const cookie = await signIn(app, ADMIN);
  lines.length = 0;
  const { search, ai } = app.services;
  app.services.search = {
    ...search,
    search: () => Promise.reject(new Error('the failure at /work/secret/path.ts:34')),
  };
  // The assistant fails unexpectedly once it runs, between the subscription's start and its first event.
  app.services.ai = {
    get model(): string {
      throw new Error('the failure at /work/secret/ai.ts:7');
    },
  } as unknown as Services['ai'];
  const client = socketClient(running, { cookie });
  let connection: string | undefined;
  try {
    // Both at once, over one connection (the client closes it when nothing runs).
    const found = subscribe(client, 'query Find { search(query: "lab") { __typename } }').done;
    const assisted = subscribe(client, ASSIST, { input: { task: 'CONTENT', prompt: 'A post' } }).done;
    const query = await found;
    await expect(assisted).rejects.toBeDefined();

    const opened = lines.find((line) => OPENED.test(line.message));
    expect(opened?.level).toBe('info');
    const [, id, address] = OPENED.exec(opened?.message ?? '') ?? [];
    connection = id;
    expect(address).toBe('127.0.0.0/24');
    expect(lines.filter((line) => OPENED.test(line.message))).toHaveLength(1);
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          level: 'error',
          message: `the failure at /work/secret/path.ts:34 (request ${connection}.1, operation Find, path Query.search)`,
          details: expect.any(Error),
        },
        {
          level: 'error',
          message: `the failure at /work/secret/ai.ts:7 (request ${connection}.2, operation Assist, type Subscription)`,
          details: expect.any(Error),
        },
      ]),
    );
    expect(query).toEqual([
      expect.objectContaining({
        errors: [
          expect.objectContaining({
            message: 'Unexpected error.',
            extensions: expect.objectContaining({ requestId: `${connection}.1` }),
          }),
        ],
      }),
    ]);
  } finally {
    app.services.search = search;
    app.services.ai = ai;
  }
  const closing = lineLogged((line) => line.message.includes(' closed'));
  await client.dispose();
  expect((await closing).level).toBe('info');
  expect((await closing).message).toBe(`WebSocket ${connection} from 127.0.0.0/24 closed (code 1000)`);
});
