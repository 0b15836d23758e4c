// graphql-ws on the same HTTP server and path as Yoga: subscriptions (and any
// other operation) over a WebSocket, with the same context and limits, as the
// session cookie's owner or, when `connection_init` carries
// `{ "authorization": "Bearer <token>" }`, as the API token's owner (a bad
// token closes the socket with 4403). Every operation is admitted as an HTTP
// request is (http/api-access.ts), so a token revoked mid-connection stops at
// the next operation, and a running subscription ends at its next event
// (http/stream-access.ts).
// Upgrades are judged like HTTP requests (Origin, see http/cross-origin.ts:
// from an unlisted origin, only a socket that sends an API token runs),
// connections are capped per address and in total, and a socket without a
// session that runs nothing for WS_IDLE_TIMEOUT_SECONDS is closed.
// The log follows a socket as it does an HTTP request: each connection has an
// id, logged when it opens and closes with the client's address, and each
// operation over it the id `<connection>.<n>`, which every line the operation
// causes (and a masked error's answer) names with the operation, as an HTTP
// request's id does (yoga.ts's logger, http/request-id.ts).
// An operation refused before it runs (its text unreadable or invalid, an
// unknown persisted id, a refused token) gets a debug line under its id too,
// as an HTTP request refused so has Yoga's debug lines under the request's.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, type execute, GraphQLError, type subscribe } from 'graphql';
import type { Context as SocketContext } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { App } from './app';
import type { Config } from './config';
import type { Context } from './context';
import { upgradeAdmission } from './http/cross-origin';
import {
  type PersistedOperations,
  persistedOperationId,
  persistedQueryNotFound,
} from './http/persisted-operations';
import { clientIpOf } from './http/proxy';
import { requestScope } from './http/request-id';
import { addressForLog, type Logger } from './log';
import type { Clock } from './services';
import { MAX_REQUEST_BODY_BYTES, type Yoga } from './yoga';

type Scope = ReturnType<typeof requestScope>;

type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: typeof execute; subscribe: typeof subscribe; scope: Scope };
};

/** A subscription's stream whose every step (an event, its end) runs in the operation's scope. */
function inScope<T>(stream: AsyncIterable<T>, scope: Scope): AsyncIterableIterator<T> {
  const iterator = stream[Symbol.asyncIterator]();
  return {
    next: () => scope(() => iterator.next()),
    return: (value?: unknown) =>
      scope(() => iterator.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined })),
    throw: (error?: unknown) => scope(() => iterator.throw?.(error) ?? Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** `subscribe`'s result with its stream, if it is one, kept in the operation's scope. */
async function subscribeInScope({ rootValue, ...args }: EnvelopedArgs) {
  const result = await rootValue.scope(() => rootValue.subscribe({ ...args, rootValue }));
  return Symbol.asyncIterator in result ? inScope(result, rootValue.scope) : result;
}

/** The Authorization value of a connection_init payload, if it names one. */
function authorizationOf(connectionParams: unknown): string | undefined {
  const params = (connectionParams ?? {}) as Record<string, unknown>;
  const value = params.authorization ?? params.Authorization;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A WebSocket request as a fetch Request, for the same checks and context as
 * HTTP; `authorization` from connection_init stands in for the header.
 */
function asRequest(incoming: IncomingMessage, path: string, authorization?: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  if (authorization !== undefined) headers.set('authorization', authorization);
  const scheme = 'encrypted' in incoming.socket && incoming.socket.encrypted ? 'https' : 'http';
  return new Request(`${scheme}://${incoming.headers.host ?? 'localhost'}${path}`, { headers });
}

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

type SocketState = {
  /** The connection's id in the log. */
  id: string;
  /** How many operations it started, for the next one's id. */
  operations: number;
  address: string;
  authenticated: boolean;
  /** The unlisted origin the socket came from: it must send an API token. */
  tokenOnly: string | null;
  /** Cancels the idle countdown, while one runs. */
  cancelIdle?: () => void;
};

export function attachGraphQLWebSocket(
  server: Server,
  yoga: Yoga,
  config: Config,
  persisted: PersistedOperations,
  admit: App['admit'],
  log: Logger,
  clock: Clock,
): WebSocketServer {
  // A message is held to the size of an HTTP request's body (ws's default is 100 MiB):
  // a larger one closes the socket (1009, Message Too Big).
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BODY_BYTES });
  const { maxConnections, maxConnectionsPerAddress, idleTimeoutSeconds } = config.websocket;
  const perAddress = new Map<string, number>();
  const states = new WeakMap<WebSocket, SocketState>();
  let open = 0;

  const release = (address: string) => {
    open--;
    const count = (perAddress.get(address) ?? 1) - 1;
    if (count <= 0) perAddress.delete(address);
    else perAddress.set(address, count);
  };

  /** (Re)starts the idle countdown of a socket without a session; it closes unless an operation runs. */
  const watchIdle = (socket: WebSocket, context: SocketContext | null) => {
    const state = states.get(socket);
    if (!state) return;
    state.cancelIdle?.();
    state.cancelIdle = undefined;
    if (state.authenticated) return;
    // On the services' clock (unreferenced with the system's), so a test moves it past the timeout.
    state.cancelIdle = clock.at(new Date(clock.now().getTime() + idleTimeoutSeconds * 1000), () => {
      state.cancelIdle = undefined;
      if (context && Object.keys(context.subscriptions).length > 0) watchIdle(socket, context);
      else socket.close(1000, 'Idle timeout');
    });
  };

  // Only upgrades for /graphql are ours; others (Vite's HMR in development) are left alone.
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://localhost');
    if (pathname !== yoga.graphqlEndpoint) return;
    const request = asRequest(incoming, pathname);
    const admission = upgradeAdmission(request, config);
    if ('refused' in admission) {
      log.warn(`WebSocket refused: ${admission.refused}`);
      return refuseUpgrade(socket, '403 Forbidden');
    }
    const address = clientIpOf(request, config, incoming.socket.remoteAddress ?? null) ?? 'unknown';
    if (open >= maxConnections) {
      log.warn(`WebSocket refused: ${open} connections open (WS_MAX_CONNECTIONS)`);
      return refuseUpgrade(socket, '503 Service Unavailable');
    }
    if ((perAddress.get(address) ?? 0) >= maxConnectionsPerAddress) {
      log.warn(
        `WebSocket refused: too many connections from ${addressForLog(address, config.logClientAddresses)} (WS_MAX_CONNECTIONS_PER_ADDRESS)`,
      );
      return refuseUpgrade(socket, '429 Too Many Requests');
    }
    open++;
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const id = randomUUID();
    const from = addressForLog(address, config.logClientAddresses);
    wss.handleUpgrade(incoming, socket, head, (client) => {
      states.set(client, {
        id,
        operations: 0,
        address,
        authenticated: false,
        tokenOnly: admission.tokenOnly,
      });
      log.info(`WebSocket ${id} opened from ${from}`);
      // The code only: the reason is the client's text.
      client.once('close', (code: number) => {
        states.get(client)?.cancelIdle?.();
        release(address);
        log.info(`WebSocket ${id} from ${from} closed (code ${code})`);
      });
      watchIdle(client, null);
      wss.emit('connection', client, incoming);
      // graphql-ws (its connection handler, just run) prints a socket's error
      // with its stack to the console, past the logger. A client that breaks
      // the protocol (a message over the limit, invalid UTF-8: ws has already
      // closed the socket with the code that says so) gets one warning line;
      // anything else is logged as an error and closes the socket (1011).
      client.removeAllListeners('error');
      client.on('error', (error: Error & { code?: string }) => {
        if (error.code?.startsWith('WS_ERR_')) {
          log.warn(`WebSocket ${id} from ${from} closed: ${error.message}`);
          return;
        }
        log.error(`WebSocket ${id} error`, error);
        client.close(1011, 'Internal server error');
      });
    });
  });

  useServer(
    {
      // Each in the operation's scope, so Yoga's lines name it (see yogaLogger).
      execute: (args) => {
        const { rootValue } = args as EnvelopedArgs;
        return rootValue.scope(() => rootValue.execute(args));
      },
      subscribe: (args) => subscribeInScope(args as EnvelopedArgs),
      onComplete: (ctx) => watchIdle(ctx.extra.socket, ctx),
      // A token in connection_init is checked at once: a bad one closes the socket (4403),
      // and so does its absence on a socket from an unlisted origin.
      onConnect: async (ctx) => {
        const authorization = authorizationOf(ctx.connectionParams);
        const state = states.get(ctx.extra.socket);
        if (authorization === undefined && state?.tokenOnly) {
          log.warn(
            `WebSocket ${state.id} refused: connections from ${state.tokenOnly} must send an API token in connection_init`,
          );
          return false;
        }
        if (authorization === undefined) return true;
        const incoming = ctx.extra.request;
        const request = asRequest(incoming, yoga.graphqlEndpoint, authorization);
        const refusal = await admit(
          request,
          clientIpOf(request, config, incoming.socket.remoteAddress ?? null),
        );
        if (refusal) log.warn(`WebSocket ${state?.id} refused: ${refusal.message}`);
        return refusal === null;
      },
      onSubscribe: async (ctx, _id, params) => {
        const state = states.get(ctx.extra.socket);
        const operationId = state ? `${state.id}.${++state.operations}` : 'unknown';
        const scope = requestScope(operationId);
        // Debug, not a warning: any client can send these by the thousand (as malformed HTTP requests).
        const refused = (errors: readonly GraphQLError[]) => {
          const [first] = errors;
          const code = first?.extensions.code;
          const reason = (first?.message ?? '').replace(/\s+/g, ' ').slice(0, 120);
          scope(() =>
            log.debug(
              `Refused a WebSocket operation: ${typeof code === 'string' ? `${code} ` : ''}${reason}`,
            ),
          );
          return [...errors];
        };
        try {
          // The same persisted-operation rules as over HTTP.
          const documentId = persistedOperationId(params.extensions);
          const query = (documentId ? persisted.get(documentId) : null) || params.query;
          if (!query)
            return refused([
              new GraphQLError(persistedQueryNotFound.message, {
                extensions: persistedQueryNotFound.extensions,
              }),
            ]);
          const incoming = ctx.extra.request;
          const request = asRequest(incoming, yoga.graphqlEndpoint, authorizationOf(ctx.connectionParams));
          const clientIp = clientIpOf(request, config, incoming.socket.remoteAddress ?? null);
          // The same authentication and per-token limits as over HTTP.
          const refusal = await scope(() => admit(request, clientIp));
          if (refusal) return refused([refusal]);
          const enveloped = yoga.getEnveloped({
            ...ctx,
            request,
            params,
            transport: 'websocket',
            clientIp,
          });
          // In the operation's scope, as over HTTP: what parsing and validation log names it.
          const document = scope(() => enveloped.parse(query));
          const errors = scope(() => enveloped.validate(enveloped.schema, document));
          if (errors.length > 0) return refused(errors);
          const contextValue = (await scope(() => enveloped.contextFactory())) as Context;
          if (state && contextValue.viewer) state.authenticated = true;
          return {
            schema: enveloped.schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue,
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe, scope },
          };
        } catch (error) {
          // Anything thrown here would close the socket (4500) for every operation on it.
          if (error instanceof GraphQLError) return refused([error]);
          // In the operation's scope, so the line names it as the operation's other lines do.
          scope(() => log.error(`A WebSocket operation could not start (request ${operationId})`, error));
          return [new GraphQLError('Unexpected error.')];
        } finally {
          // The countdown waits while an operation runs (see watchIdle).
          watchIdle(ctx.extra.socket, ctx);
        }
      },
    },
    wss,
  );
  return wss;
}
