// Process entry: read config, open the database, migrate, listen.
import { MEDIA } from '../domain/media';
import { createApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { type ClientAssets, productionAssets } from './http/client';
import { createHttpServer, type DevMiddleware, listen } from './http/server';
import { createLogger, logProcessEvents } from './log';
import { createJobRunner } from './modules/jobs/runner';
import { createOutboxWorker } from './modules/outbox/worker';
import { exitOnStartFailure } from './operator-errors';
import { createServices } from './services';
import { checkS3Bucket } from './services/storage/s3';
import { mapStackTracesOnDemand } from './stackTraces';
import { createUpkeep } from './upkeep';

/** How long after listening the start-up garbage is collected. */
const STARTUP_GARBAGE_DELAY_MS = 10_000;

async function main() {
  mapStackTracesOnDemand();
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.logFormat);
  // Before anything that may warn: with LOG_FORMAT=json every line is JSON.
  if (config.logFormat === 'json') logProcessEvents(log);
  const services = await createServices(config, { log });
  // A misconfigured bucket stops the start here, before the database is opened.
  if (config.media.s3) await checkS3Bucket(config.media.s3);
  const db = await openDatabase(config.database);
  await prepareDatabase(db, config, log, services.clock);

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
  // Expired uploads, old video files no longer embedded, old submission and idempotency keys, the contact count deltas, abandoned assistant runs.
  const upkeep = createUpkeep({ prisma: db.prisma, services, uploads: app.uploads, config });
  upkeep.start();
  if (!services.video) log.warn(MEDIA.ffmpegMissing);
  else
    log.info(
      `Videos are processed with ${services.video.ffmpeg.source} ffmpeg (${services.video.ffmpeg.path})`,
    );
  // Start-up leaves garbage behind (building the schema, checking migrations,
  // the renderer's first load), which V8's memory reducer gives back to the
  // system only some of the time. Run with `node --expose-gc` (npm run serve,
  // the Dockerfile), the server asks for one full collection 10 s after it
  // starts listening, so an idle instance holds what it uses.
  setTimeout(() => globalThis.gc?.(), STARTUP_GARBAGE_DELAY_MS).unref();

  // Graceful shutdown: /readyz turns 503 and no connection is accepted;
  // requests in flight finish, WebSocket clients are told to reconnect (to
  // another instance), jobs finish their current step and are handed back, the
  // periodic upkeep ends the task in progress;
  // then Redis and the database are closed. Past SHUTDOWN_TIMEOUT_SECONDS the
  // process exits anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownTimeoutSeconds * 1000;
    log.info(`${signal}: shutting down (at most ${config.shutdownTimeoutSeconds} s)`);
    setTimeout(() => {
      log.error(`Shutdown took over ${config.shutdownTimeoutSeconds} s: exiting anyway`);
      process.exit(1);
    }, graceMs + 5000).unref();
    try {
      await Promise.all([running.close({ graceMs }), outbox?.stop(), jobs.stop(), upkeep.stop()]);
      await services.redis?.close();
      // Closing PGlite flushes it to disk and releases the data folder.
      await db.close();
      log.info('Shut down cleanly');
      process.exit(0);
    } catch (error) {
      log.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Announced once a SIGTERM is a graceful shutdown: a process manager may send one as soon as it reads this.
  log.info(`Site on ${running.url} and GraphQL on ${running.url}graphql (${config.env})`);
}

main().catch(exitOnStartFailure);
