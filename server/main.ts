// Process entry: read config, open the database, migrate, listen.
import { createApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { type ClientAssets, productionAssets } from './http/client';
import { createHttpServer, type DevMiddleware, listen } from './http/server';
import { createJobRunner } from './modules/jobs/runner';
import { createOutboxWorker } from './modules/outbox/worker';
import { createServices } from './services';

async function main() {
  const config = loadConfig();
  const services = createServices(config);
  const { log } = services;
  const db = await openDatabase(config.database);
  await prepareDatabase(db, config, log);

  const server = createHttpServer();
  let client: ClientAssets;
  let devMiddleware: DevMiddleware | undefined;
  if (config.env === 'development') {
    const { createDevClient } = await import('./http/dev-client');
    const dev = await createDevClient(server);
    client = dev.assets;
    devMiddleware = dev.middleware;
  } else {
    client = await productionAssets();
  }

  const app = createApp({ prisma: db.prisma, config, services, client });
  const running = await listen(server, app, config, { devMiddleware });
  // Delivers queued emails, including those left over from before a restart.
  const outbox = services.mailer
    ? createOutboxWorker({ prisma: db.prisma, config, services }, services.mailer)
    : null;
  if (outbox) outbox.start();
  else log.warn('SMTP_URL is not set: emails are kept in the outbox (see /admin/outbox) until it is');
  // Runs the background jobs of every registered kind, left over ones included.
  const jobs = createJobRunner({ prisma: db.prisma, services });
  jobs.start();
  log.info(
    `Site on http://localhost:${running.port}/ and GraphQL on http://localhost:${running.port}/graphql (${config.env})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    await running.close();
    await Promise.all([outbox?.stop(), jobs.stop()]);
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
