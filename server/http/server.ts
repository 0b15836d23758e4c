// The Node HTTP server around the app: requests to Hono (through Vite's
// middleware first in development) and WebSocket upgrades to graphql-ws.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { WebSocketServer } from 'ws';
import type { App } from '../app';
import type { Config } from '../config';
import { PortInUseError } from '../operator-errors';
import { attachGraphQLWebSocket } from '../ws';

export type DevMiddleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export type RunningServer = {
  server: http.Server;
  wss: WebSocketServer;
  port: number;
  /** The address listened on (HOST and the port), as a URL ending in '/'. */
  url: string;
  /**
   * Stops accepting connections, tells WebSocket clients to reconnect
   * elsewhere, lets requests in flight finish for up to `graceMs` (then cuts
   * what is left), and resolves once every connection is closed.
   */
  close(options?: { graceMs?: number }): Promise<void>;
};

/** WebSocket close code 1012, Service Restart: graphql-ws clients reconnect (through the load balancer, to another instance). */
export const SOCKET_RESTART = { code: 1012, reason: 'Server restarting: reconnect' } as const;

/** An address a server listens on as a URL: IPv6 in brackets (0.0.0.0 and :: stand for every interface). */
export function listeningUrl({ address, port }: AddressInfo): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}/`;
}

export function createHttpServer(): http.Server {
  return http.createServer();
}

export async function listen(
  server: http.Server,
  { app, yoga, persisted, admit, log, readiness, clock }: App,
  config: Config,
  {
    port = config.port,
    host = config.host,
    devMiddleware,
  }: { port?: number; host?: string; devMiddleware?: DevMiddleware } = {},
): Promise<RunningServer> {
  const listener = getRequestListener(app.fetch);
  server.on('request', (req, res) => {
    // While shutting down, a keep-alive connection ends with its current response.
    if (readiness.draining) res.setHeader('Connection', 'close');
    if (devMiddleware) devMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  const wss = attachGraphQLWebSocket(server, yoga, config, persisted, admit, log, clock);
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${port} on ${host} is in use by another process (stop it, or set PORT or HOST)`,
            )
          : error,
      );
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    wss,
    port: address.port,
    url: listeningUrl(address),
    close: async ({ graceMs = 0 } = {}) => {
      readiness.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const client of wss.clients) client.close(SOCKET_RESTART.code, SOCKET_RESTART.reason);
      const cut = () => {
        server.closeAllConnections();
        for (const client of wss.clients) client.terminate();
      };
      if (graceMs <= 0) cut();
      const timer = setTimeout(cut, graceMs);
      await closed;
      clearTimeout(timer);
    },
  };
}
