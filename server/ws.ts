// graphql-ws on the same HTTP server and path as Yoga: subscriptions (and any
// other operation) over a WebSocket, with the same context and session cookie.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, type execute, GraphQLError, type subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from './config';
import {
  allowsArbitraryOperations,
  type PersistedOperations,
  persistedOperationId,
} from './http/persisted-operations';
import { clientIpOf } from './http/proxy';
import type { Yoga } from './yoga';

type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: typeof execute; subscribe: typeof subscribe };
};

export function attachGraphQLWebSocket(
  server: Server,
  yoga: Yoga,
  config: Config,
  persisted: PersistedOperations,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });

  // Only upgrades for /graphql are ours; others (Vite's HMR in development) are left alone.
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== yoga.graphqlEndpoint) return;
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  });

  useServer(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args),
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        // The same persisted-operation rules as over HTTP.
        const documentId = persistedOperationId(params.extensions);
        const query = documentId ? persisted.get(documentId) : params.query;
        if (!query) return [new GraphQLError('PersistedQueryNotFound')];
        if (!documentId && !allowsArbitraryOperations(config))
          return [new GraphQLError('PersistedQueryOnly')];
        const incoming = ctx.extra.request;
        const headers = new Headers();
        for (const [key, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') headers.set(key, value);
        }
        const request = new Request(new URL(yoga.graphqlEndpoint, config.publicUrl), { headers });
        const enveloped = yoga.getEnveloped({
          ...ctx,
          request,
          params,
          transport: 'websocket',
          clientIp: clientIpOf(request, config, incoming.socket.remoteAddress ?? null),
        });
        const args = {
          schema: enveloped.schema,
          operationName: params.operationName,
          document: enveloped.parse(query),
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    wss,
  );
  return wss;
}
