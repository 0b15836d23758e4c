// GraphQL over WebSocket for tests: the test app listening on a random port
// and real graphql-ws clients, carrying a session cookie on the upgrade
// request as a browser does.
import { type Client, createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { createHttpServer, listen, type RunningServer } from '../../server/http/server';
import type { Services } from '../../server/services';
import { createTestApp, type TestApp } from './app';
import { ADMIN, createUser, signIn } from './users';

export type WsEvent = FormattedExecutionResult<Record<string, unknown>, unknown>;

export async function listenForSockets(app: TestApp): Promise<RunningServer> {
  return listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
}

/** A test file's app listening for sockets, with an admin (ADMIN) signed in as `adminCookie`. */
export type SocketApp = { app: TestApp; running: RunningServer; adminCookie: string };

/**
 * The SocketApp of a test file, made with `services` before its tests and
 * closed after them: read its fields inside the tests (they are set once the
 * file's setup has run).
 */
export function socketAppForFile(services: Partial<Services> = {}): SocketApp {
  const made = {} as SocketApp;
  beforeAll(async () => {
    made.app = await createTestApp({ services });
    await createUser(made.app.prisma, { ...ADMIN, role: 'admin' });
    made.adminCookie = await signIn(made.app, ADMIN);
    made.running = await listenForSockets(made.app);
  });
  afterAll(async () => {
    await made.running?.close();
    await made.app?.close();
  });
  return made;
}

/**
 * A client whose socket sends `cookie` on the upgrade, or `authorization` (an
 * API token, as a script does) in connection_init; every frame it receives is
 * added to `frames`.
 */
export function socketClient(
  running: RunningServer,
  { cookie, authorization, frames }: { cookie?: string; authorization?: string; frames?: string[] } = {},
): Client {
  return createClient({
    connectionParams: authorization ? { authorization } : undefined,
    url: `ws://127.0.0.1:${running.port}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, { headers: cookie ? { cookie } : {} });
        if (frames) this.on('message', (data) => frames.push(String(data)));
      }
    },
    retryAttempts: 0,
  });
}

/** One subscription: its events so far, a way to wait for more, and to unsubscribe. */
export type Subscription = {
  events: WsEvent[];
  /** Resolves with the events once the server completes the operation. */
  done: Promise<WsEvent[]>;
  /** Resolves when `count` events have arrived. */
  waitFor(count: number): Promise<WsEvent[]>;
  unsubscribe(): void;
};

export function subscribe(client: Client, query: string, variables?: Record<string, unknown>): Subscription {
  const events: WsEvent[] = [];
  const waiters: { count: number; resolve: (events: WsEvent[]) => void }[] = [];
  let finish: (events: WsEvent[]) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<WsEvent[]>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const unsubscribe = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (value) => {
        events.push(value);
        for (const waiter of waiters.filter((entry) => events.length >= entry.count)) {
          waiter.resolve([...events]);
          waiters.splice(waiters.indexOf(waiter), 1);
        }
      },
      error: (error) => fail(error),
      complete: () => finish(events),
    },
  );
  return {
    events,
    done,
    waitFor: (count) =>
      events.length >= count
        ? Promise.resolve([...events])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    unsubscribe,
  };
}
