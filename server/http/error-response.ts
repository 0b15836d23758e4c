// A GraphQL request refused before Yoga runs anything (a bad API token, a
// token over its limit, a cookie without the CSRF header) is still a GraphQL
// over HTTP answer: its body is `{ errors }` in the media type the request's
// Accept asks for, as Yoga's own answers are, with the refusal's status.
// The file routes (exports, originals, stored files, uploads) answer their
// errors (refusals, a bad parameter, an unknown file) with the same errors:
// as `{ errors }` to a script whose Accept asks for JSON, as plain text to a
// browser's download or curl.
import { GraphQLError } from 'graphql';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { FILE_ROUTES } from '../../domain/shared/messages';

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

/** `{ errors }` as the whole answer to `request`, in the media type it accepts. */
export function errorsResponse(
  request: Request,
  errors: readonly unknown[],
  init: { status: number; headers?: Record<string, string> },
  fetchAPI: { Response: typeof Response },
): Response {
  return errorsIn(responseMediaType(request), errors, init, fetchAPI);
}

/** `{ errors }` as the whole answer, in the JSON media type `type`. */
function errorsIn(
  type: string,
  errors: readonly unknown[],
  init: { status: number; headers?: Record<string, string> },
  fetchAPI: { Response: typeof Response },
): Response {
  return new fetchAPI.Response(JSON.stringify({ errors }), {
    status: init.status,
    headers: { ...init.headers, 'content-type': `${type}; charset=utf-8` },
  });
}

/** The status (400 when it gives none) and headers of `error`'s `extensions.http`. */
function httpOf(error: GraphQLError): { status: number; headers?: Record<string, string> } {
  const http = error.extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
  return { status: http?.status ?? 400, headers: http?.headers };
}

/** `error` as an entry of `errors`: its message and extensions, without `http`. */
function errorJson(error: GraphQLError) {
  const { http: _http, ...extensions } = error.extensions;
  return { message: error.message, extensions };
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
  return errorsResponse(request, [errorJson(error)], httpOf(error), fetchAPI);
}

export const PLAIN_TEXT = 'text/plain';

/**
 * The media type a file route answers an error to `c`'s request in,
 * negotiated from its Accept by hono/accepts: application/json or
 * application/graphql-response+json when Accept names one (or
 * `application/*`) with a higher q than plain text; plain text for no
 * Accept, `*\/*` alone, or JSON types refused with q=0.
 */
export const fileRouteErrorType = (c: Context): string =>
  accepts(c, { header: 'Accept', supports: [JSON_TYPE, GRAPHQL_RESPONSE, PLAIN_TEXT], default: PLAIN_TEXT });

/**
 * A file route's error answer: `{ errors }` with `error`'s message and
 * extensions to a request that asks for JSON (a script), else the same
 * message in plain text; with the status and headers of its `extensions.http`.
 */
export function fileRouteRefusal(c: Context, error: GraphQLError): Response {
  const type = fileRouteErrorType(c);
  if (type !== PLAIN_TEXT) return errorsIn(type, [errorJson(error)], httpOf(error), globalThis);
  const { status, headers } = httpOf(error);
  return new Response(error.message, {
    status,
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
  });
}

/** fileRouteRefusal of `message` with `status`, `code` and `headers`. */
export const fileRouteError = (
  c: Context,
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): Response =>
  fileRouteRefusal(c, new GraphQLError(message, { extensions: { code, http: { status, headers } } }));

/** A bad parameter or name (400, BAD_USER_INPUT). */
export const badFileInput = (c: Context, message: string): Response =>
  fileRouteError(c, 400, 'BAD_USER_INPUT', message);

/** No such file, row or import (404, NOT_FOUND); 'Not Found' unless the route names what. */
export const fileNotFound = (c: Context, message: string = FILE_ROUTES.notFound): Response =>
  fileRouteError(c, 404, 'NOT_FOUND', message);
