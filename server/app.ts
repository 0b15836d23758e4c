// The HTTP application: GraphQL, health check and the browser app. A fetch
// handler, so tests can call `app.request(...)` without a port.
import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { GraphQLError } from 'graphql';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createAuthenticator } from './context';
import { admitRequest } from './http/api-access';
import { type ClientAssets, registerClientRoutes } from './http/client';
import { compressWholeBodies } from './http/compression';
import { contactFormHandler } from './http/contact-form';
import { registerCrmExportRoute } from './http/crm-export';
import { fileRouteCors } from './http/cross-origin';
import { inProcessExecutor } from './http/execute';
import { registerMediaRoutes } from './http/media';
import { registerPageViewRoute } from './http/pageViews';
import type { PersistedOperations } from './http/persisted-operations';
import { clientIpOf } from './http/proxy';
import { currentRequestId, withRequestId } from './http/request-id';
import { securityHeaders } from './http/security';
import { registerSeoRoutes } from './http/seo';
import { registerServiceWorkerRoute } from './http/serviceWorker';
import { type Logger, outageLog } from './log';
import type { VideoUploads } from './modules/media/uploads';
import type { Clock } from './services';
import { type AppDeps, createPersistedOperations, createYogaServer, type Yoga } from './yoga';

export type App = {
  app: Hono<{ Bindings: HttpBindings }>;
  yoga: Yoga;
  persisted: PersistedOperations;
  /** Who each GraphQL request or WebSocket operation comes from (and its limits, see http/api-access.ts). */
  admit: (request: Request, clientIp: string | null) => Promise<GraphQLError | null>;
  log: Logger;
  /** The services' clock: timers outside GraphQL (the WebSocket idle timeout) follow it too. */
  clock: Clock;
  /** The resumable uploads, whose expired leftovers server/upkeep.ts deletes now and then. */
  uploads: VideoUploads;
  /** Set when the server is shutting down: /readyz then says so, and the load balancer stops sending requests. */
  readiness: { draining: boolean };
};

/** How long /readyz waits for the database and Redis to answer. */
const READINESS_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer in time`)), READINESS_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
};

/** A request id a proxy may send: letters, digits, '.', '_' and '-', up to 128 of them. */
const REQUEST_ID = /^[\w.-]{1,128}$/;

export function createApp(deps: AppDeps & { client?: ClientAssets }): App {
  const persisted = createPersistedOperations(deps);
  const authenticator = createAuthenticator(deps);
  const yoga = createYogaServer(deps, persisted, undefined, authenticator);
  const app = new Hono<{ Bindings: HttpBindings }>();

  // Every response names its request id (the one a proxy in front sent, else
  // a new one), and so does the log line of a request that failed: what a
  // visitor reports and what the log says meet there.
  app.use(async (c, next) => {
    const sent = c.req.header('x-request-id');
    const id = sent && REQUEST_ID.test(sent) ? sent : randomUUID();
    c.header('X-Request-Id', id);
    await withRequestId(id, next);
    c.header('X-Request-Id', id);
  });
  app.use(securityHeaders(deps.config));
  app.use(compress());
  app.use(compressWholeBodies());

  const readiness = { draining: false };
  // A load balancer probes every few seconds: an outage is logged once, not at every probe.
  const outages = outageLog(deps.services.log);
  // Alive: the process answers (a load balancer or orchestrator restarts it otherwise).
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true });
  });
  // Ready for traffic: the database and, when configured, Redis answer, and the server is not shutting down.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const check = (run: () => Promise<unknown>, what: string) =>
      withTimeout(run(), what).then(
        () => {
          outages.recovered(what);
          return 'ok';
        },
        (error: unknown) => {
          outages.failed(what, error, (reason) => `Not ready: ${what} failed (${reason})`);
          return 'unreachable';
        },
      );
    const [database, redis] = await Promise.all([
      check(() => deps.prisma.$queryRaw`SELECT 1`, 'the database'),
      deps.services.redis ? check(() => deps.services.redis!.ping(READINESS_TIMEOUT_MS), 'Redis') : 'off',
    ]);
    const ready = !readiness.draining && database === 'ok' && redis !== 'unreachable';
    return c.json(
      { ok: ready, database, redis, ...(readiness.draining ? { shuttingDown: true } : {}) },
      ready ? 200 : 503,
    );
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => {
    const socketAddress = c.env?.incoming?.socket.remoteAddress ?? null;
    return yoga.fetch(c.req.raw, { clientIp: clientIpOf(c.req.raw, deps.config, socketAddress) });
  });

  // Before the routes: CORS for the downloads a page on a listed origin may make.
  for (const path of ['/api/crm/*', '/media/original/*']) app.use(path, fileRouteCors(deps.config));
  const uploads = registerMediaRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerPageViewRoute(app, deps);
  registerCrmExportRoute(app, deps);
  if (deps.client) {
    registerServiceWorkerRoute(app, deps.client);
    registerClientRoutes(app, deps.client, {
      origin: deps.config.publicUrl,
      contactEmail: deps.config.mail.contactInbox,
      log: deps.services.log,
      execute: inProcessExecutor(yoga),
      contactForm: contactFormHandler(deps),
    });
  }

  app.onError((error, c) => {
    // Hono calls this inside the failed handler's chain, so within the id's context.
    const id = currentRequestId() ?? 'unknown';
    deps.services.log.error(`${c.req.method} ${c.req.path} failed (request ${id})`, error);
    return c.text(`Internal Server Error (request ${id})`, 500);
  });

  return {
    app,
    yoga,
    persisted,
    admit: (request, clientIp) => admitRequest(deps, authenticator, request, clientIp),
    log: deps.services.log,
    clock: deps.services.clock,
    readiness,
    uploads,
  };
}
