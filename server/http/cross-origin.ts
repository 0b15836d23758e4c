// Which other origins may use the API from a browser, and protection against
// cross-site requests that ride on the admin's cookie.
//
// CORS: same-origin only unless CORS_ORIGINS lists origins (which then get
// credentials) or is '*' (any origin, never with credentials).
//
// CSRF: a request that carries a cookie must come from our own origin or a
// listed one (Origin, or Sec-Fetch-Site where Origin is absent) and carry
// CSRF_HEADER, which a cross-site form, image or script cannot send. Other
// credentials (an API token in Authorization, which no browser adds on its
// own) are not cookies, so such requests are exempt: `carriesCookie` is the
// one place that decides.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { MiddlewareHandler } from 'hono';
import { CSRF_HEADER } from '../../domain/shared/constants';
import type { Config } from '../config';
import { sendsApiToken } from '../context';
import { errorsResponse } from './error-response';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * Whether a browser could have attached this request's credentials on its
 * own: a cookie, unless the request names an API token, which is then its
 * only credential (the cookie is ignored, see context.ts).
 */
export function carriesCookie(headers: Pick<Headers, 'get'>): boolean {
  return (headers.get('cookie') ?? '').trim() !== '' && !sendsApiToken(headers);
}

/** The origins this server answers as: its public URL and the one the request was addressed to. */
function ownOrigins(request: Request, config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin, new URL(request.url).origin];
  const host = request.headers.get('host');
  if (host) {
    const proto = config.trustProxy.kind !== 'none' ? request.headers.get('x-forwarded-proto') : null;
    origins.push(`${proto?.split(',')[0]?.trim() ?? new URL(request.url).protocol.slice(0, -1)}://${host}`);
  }
  return origins;
}

export const isOwnOrigin = (origin: string, request: Request, config: Config) =>
  ownOrigins(request, config).includes(origin);

/** Listed by name in CORS_ORIGINS ('*' names none). */
const isListedOrigin = (origin: string, config: Config) =>
  Array.isArray(config.corsOrigins) && config.corsOrigins.includes(origin);

/** Why a request from a browser on another site is refused, or null when it may proceed. */
export function crossSiteRefusal(request: Request, config: Config): string | null {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return isOwnOrigin(origin, request, config) || isListedOrigin(origin, config)
      ? null
      : `Requests with a cookie are not accepted from ${origin}.`;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return 'Requests with a cookie are only accepted from this site.';
  return null;
}

/**
 * Whether a WebSocket upgrade may proceed, judged as HTTP requests are: from
 * this site or a listed origin as it comes; from any other origin only
 * without a cookie, and then (`tokenOnly`) its socket must authenticate with
 * an API token in connection_init, as a script's fetch with a token would
 * (no ambient credential rides on it), unless CORS_ORIGINS is '*'.
 */
export function upgradeAdmission(
  request: Request,
  config: Config,
): { refused: string } | { tokenOnly: string | null } {
  const origin = request.headers.get('origin');
  if (origin === null || isOwnOrigin(origin, request, config) || isListedOrigin(origin, config))
    return { tokenOnly: null };
  if (carriesCookie(request.headers))
    return { refused: `WebSocket connections are not accepted from ${origin}.` };
  // '*' lets any page read public data; none of them may use a cookie.
  return { tokenOnly: config.corsOrigins === '*' ? null : origin };
}

/**
 * A refusal made outside Yoga and tus (a bad token, a READ token or a 429 on
 * the upload route) with the CORS headers they would have given it, so a
 * page on an allowed origin can read its status and Retry-After.
 */
export function withCorsHeaders(response: Response, request: Request, config: Config): Response {
  const options = corsOptions(config)(request);
  const origin = request.headers.get('origin');
  if (!options || origin === null) return response;
  response.headers.set('access-control-allow-origin', origin);
  if (options.credentials) response.headers.set('access-control-allow-credentials', 'true');
  response.headers.set('access-control-expose-headers', options.exposedHeaders.join(', '));
  response.headers.append('vary', 'Origin');
  return response;
}

/**
 * CORS for the file routes (CSV exports, originals), as Yoga gives /graphql:
 * a preflight from an allowed origin is answered (a script's GET sends
 * Authorization, which needs one), and every answer, refusals included,
 * carries the headers that let the page read it.
 */
export function fileRouteCors(config: Config): MiddlewareHandler {
  return async (c, next) => {
    const options = corsOptions(config)(c.req.raw);
    if (c.req.method === 'OPTIONS' && options) {
      const preflight = new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, HEAD',
          'access-control-allow-headers': options.allowedHeaders.join(', '),
          'access-control-max-age': String(options.maxAge),
        },
      });
      return withCorsHeaders(preflight, c.req.raw, config);
    }
    await next();
    c.res = withCorsHeaders(new Response(c.res.body, c.res), c.req.raw, config);
  };
}

/** Yoga's `cors` option. */
export function corsOptions(config: Config) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (origin === null || isOwnOrigin(origin, request, config)) return false;
    const shared = {
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'authorization', IDEMPOTENCY_HEADER, CSRF_HEADER],
      // Not CORS-safelisted: without this a page could not read when to retry a 429, or why a token was refused.
      // Content-Disposition: the name of a file route's download (CSV exports, originals).
      exposedHeaders: ['retry-after', 'www-authenticate', 'content-disposition'],
      maxAge: 600,
    };
    if (isListedOrigin(origin, config)) return { ...shared, origin: [origin], credentials: true };
    if (config.corsOrigins === '*') return { ...shared, origin: ['*'], credentials: false };
    return false;
  };
}

/** The refusal's body: its status is the response's (403), not one of the error's extensions. */
const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'CSRF_REFUSED' } });

/** Refuses cookie-carrying requests that a page on another site could have made. */
export function csrfProtection(config: Config): Plugin {
  return {
    onRequest: ({ request, endResponse, fetchAPI }) => {
      if (request.method === 'OPTIONS' || !carriesCookie(request.headers)) return;
      // A top-level navigation (GraphiQL in development) runs no operation by itself.
      const navigation = request.method === 'GET' && request.headers.get('sec-fetch-mode') === 'navigate';
      const reason =
        crossSiteRefusal(request, config) ??
        (navigation || request.headers.get(CSRF_HEADER)
          ? null
          : `Requests with a cookie must send the ${CSRF_HEADER} header.`);
      if (!reason) return;
      endResponse(errorsResponse(request, [refused(reason).toJSON()], { status: 403 }, fetchAPI));
    },
  };
}
