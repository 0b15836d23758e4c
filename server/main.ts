// Process entry: read config, open the database, migrate, listen.
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { type ClientAssets, productionAssets } from './http/client';
import { createServices } from './services';
import { attachGraphQLWebSocket } from './ws';

async function main() {
  const config = loadConfig();
  const services = createServices(config);
  const { log } = services;
  const db = await openDatabase(config.database);
  await prepareDatabase(db, config, log);

  const server = http.createServer();
  let client: ClientAssets;
  let devMiddleware:
    | ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void)
    | undefined;
  if (config.env === 'development') {
    const { createDevClient } = await import('./http/dev-client');
    const dev = await createDevClient(server);
    client = dev.assets;
    devMiddleware = dev.middleware;
  } else {
    client = await productionAssets();
  }

  const { app, yoga } = createApp({ prisma: db.prisma, config, services, client });
  const listener = getRequestListener(app.fetch);
  server.on('request', (req, res) => {
    if (devMiddleware) devMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  const wss = attachGraphQLWebSocket(server, yoga, config);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    `Site on http://localhost:${port}/ and GraphQL on http://localhost:${port}/graphql (${config.env})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    for (const client of wss.clients) client.close(1001, 'Server shutting down');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Closing PGlite flushes it to disk and releases the data folder.
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
