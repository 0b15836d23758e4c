// The Node HTTP server around the app: requests to Hono (through Vite's
// middleware first in development) and WebSocket upgrades to graphql-ws.
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { WebSocketServer } from 'ws';
import type { App } from '../app';
import type { Config } from '../config';
import { attachGraphQLWebSocket } from '../ws';

export type DevMiddleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export type RunningServer = {
  server: http.Server;
  wss: WebSocketServer;
  port: number;
  close(): Promise<void>;
};

export function createHttpServer(): http.Server {
  return http.createServer();
}

export async function listen(
  server: http.Server,
  { app, yoga, persisted, log }: App,
  config: Config,
  {
    port = config.port,
    host = config.host,
    devMiddleware,
  }: { port?: number; host?: string; devMiddleware?: DevMiddleware } = {},
): Promise<RunningServer> {
  const listener = getRequestListener(app.fetch);
  server.on('request', (req, res) => {
    if (devMiddleware) devMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  const wss = attachGraphQLWebSocket(server, yoga, config, persisted, log);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    server,
    wss,
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
