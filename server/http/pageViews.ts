// POST /api/page-views: the beacon every public page sends once shown
// (navigator.sendBeacon, so the page never waits for it). It always answers
// 204: a refused view (Do Not Track, a bot, a flood, an admin looking at
// the site) looks like any other.
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  cleanPath,
  cleanReferrer,
  doNotTrack,
  isTrackablePath,
  isWebcontainerHost,
  PAGE_VIEW_ENDPOINT,
} from '../../domain/analytics';
import type { Config } from '../config';
import { sessionTokenOf, viewerOf } from '../context';
import type { PrismaClient } from '../db';
import { createPageViewRecorder } from '../modules/analytics/pageViews';
import type { Services } from '../services';
import { clientIpOf } from './proxy';

const MAX_BODY_BYTES = 2048;
const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|preview|lighthouse/i;

export function registerPageViewRoute(
  app: Hono<{ Bindings: HttpBindings }>,
  { prisma, config, services }: { prisma: PrismaClient; config: Config; services: Services },
): void {
  const recorder = createPageViewRecorder(prisma);
  // An oversized body is not read at all, and answered like any other.
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 204) });
  // An admin checking the site is not a visitor (the session is read only when a cookie names one).
  const isAdminView = async (request: Request, address: string | null) =>
    sessionTokenOf(request) !== undefined &&
    Boolean((await viewerOf({ prisma, config, services }, request, address))?.isAdmin);
  app.post(PAGE_VIEW_ENDPOINT, limit, async (c) => {
    const request = c.req.raw;
    const host = new URL(request.url).hostname;
    const userAgent = c.req.header('user-agent') ?? '';
    const address = clientIpOf(request, config, c.env?.incoming?.socket.remoteAddress ?? null);
    const view = parseView(await c.req.text());
    if (
      view &&
      !doNotTrack(c.req.header('dnt')) &&
      !isWebcontainerHost(host) &&
      !BOTS.test(userAgent) &&
      isTrackablePath(view.path) &&
      !(await isAdminView(request, address)) &&
      (await services.rateLimiter.hit('pageView', address))
    ) {
      try {
        await recorder.record({
          path: cleanPath(view.path),
          referrer: cleanReferrer(view.referrer, [new URL(request.url).host, new URL(config.publicUrl).host]),
          address: address ?? 'unknown',
          userAgent,
          now: services.clock.now(),
        });
      } catch (error) {
        services.log.warn('Could not record a page view', error);
      }
    }
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}

function parseView(body: string): { path: string; referrer: string | null } | null {
  try {
    const value = JSON.parse(body) as { path?: unknown; referrer?: unknown };
    if (typeof value.path !== 'string') return null;
    return { path: value.path, referrer: typeof value.referrer === 'string' ? value.referrer : null };
  } catch {
    return null;
  }
}
