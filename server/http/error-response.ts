// A GraphQL request refused before Yoga runs anything (a bad API token, a
// token over its limit, a cookie without the CSRF header) is still a GraphQL
// over HTTP answer: its body is `{ errors }` in the media type the request's
// Accept asks for, as Yoga's own answers are, with the refusal's status.
// The file routes (exports, originals, uploads) refuse with the same errors:
// as `{ errors }` to a script whose Accept names JSON, as plain text to a
// browser's download or curl.
import type { GraphQLError } from 'graphql';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/**
 * The JSON media type to answer `request` in, chosen as Yoga chooses it: the
 * first type of its Accept that either matches, where a wildcard (`*\/*`,
 * `application/*`) or no Accept at all is answered as application/json.
 */
export function responseMediaType(request: Request): string {
  for (const mediaType of acceptedTypes(request)) {
    if (mediaType === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (mediaType === JSON_TYPE || mediaType === 'application/*' || mediaType === '*/*') return JSON_TYPE;
  }
  return JSON_TYPE;
}

/** The media types of `request`'s Accept, in its order, without parameters (`*\/*` when it has none). */
const acceptedTypes = (request: Request) =>
  (request.headers.get('accept') || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .map((entry) => entry.split(';')[0]);

/** Whether `request`'s Accept names a JSON type itself (a wildcard does not). */
export const asksForJson = (request: Request): boolean =>
  acceptedTypes(request).some((type) => type === JSON_TYPE || type === GRAPHQL_RESPONSE);

/** `{ errors }` as the whole answer to `request`, in the media type it accepts. */
export function errorsResponse(
  request: Request,
  errors: readonly unknown[],
  init: { status: number; headers?: Record<string, string> },
  fetchAPI: { Response: typeof Response },
): Response {
  return new fetchAPI.Response(JSON.stringify({ errors }), {
    status: init.status,
    headers: { ...init.headers, 'content-type': `${responseMediaType(request)}; charset=utf-8` },
  });
}

/** The status (400 when it gives none) and headers of `error`'s `extensions.http`. */
function httpOf(error: GraphQLError): { status: number; headers?: Record<string, string> } {
  const http = error.extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
  return { status: http?.status ?? 400, headers: http?.headers };
}

/**
 * `error` as the whole HTTP answer to `request`: `{ errors }` with its
 * message and extensions, the status and headers its `extensions.http` gives
 * (400 when none).
 */
export function errorResponse(
  request: Request,
  error: GraphQLError,
  fetchAPI: { Response: typeof Response } = globalThis,
): Response {
  const { http: _http, ...extensions } = error.extensions;
  return errorsResponse(request, [{ message: error.message, extensions }], httpOf(error), fetchAPI);
}

/**
 * A file route's refusal: errorResponse to a request whose Accept names JSON
 * (a script), else the same message, status and headers in plain text.
 */
export function fileRouteRefusal(request: Request, error: GraphQLError): Response {
  if (asksForJson(request)) return errorResponse(request, error);
  const { status, headers } = httpOf(error);
  return new Response(error.message, {
    status,
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
  });
}
