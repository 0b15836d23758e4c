// The HTTP application: GraphQL, health check and the browser app. A fetch
// handler, so tests can call `app.request(...)` without a port.
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { type ClientAssets, registerClientRoutes } from './http/client';
import { inProcessExecutor } from './http/execute';
import { registerPageViewRoute } from './http/pageViews';
import type { PersistedOperations } from './http/persisted-operations';
import { clientIpOf } from './http/proxy';
import { securityHeaders } from './http/security';
import { registerSeoRoutes } from './http/seo';
import { registerServiceWorkerRoute } from './http/serviceWorker';
import type { Logger } from './log';
import { type AppDeps, createPersistedOperations, createYogaServer, type Yoga } from './yoga';

export type App = {
  app: Hono<{ Bindings: HttpBindings }>;
  yoga: Yoga;
  persisted: PersistedOperations;
  log: Logger;
};

export function createApp(deps: AppDeps & { client?: ClientAssets }): App {
  const persisted = createPersistedOperations(deps);
  const yoga = createYogaServer(deps, persisted);
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(securityHeaders(deps.config));
  app.use(compress());

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => {
    const socketAddress = c.env?.incoming?.socket.remoteAddress ?? null;
    return yoga.fetch(c.req.raw, { clientIp: clientIpOf(c.req.raw, deps.config, socketAddress) });
  });

  registerSeoRoutes(app, deps);
  registerPageViewRoute(app, deps);
  if (deps.client) {
    registerServiceWorkerRoute(app, deps.client);
    registerClientRoutes(app, deps.client, {
      origin: deps.config.publicUrl,
      log: deps.services.log,
      execute: inProcessExecutor(yoga),
    });
  }

  app.onError((error, c) => {
    deps.services.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.text('Internal Server Error', 500);
  });

  return { app, yoga, persisted, log: deps.services.log };
}
