// A GraphQL request refused before Yoga runs anything (a bad API token, a
// token over its limit, a cookie without the CSRF header) is still a GraphQL
// over HTTP answer: its body is `{ errors }` in the media type the request's
// Accept asks for, as Yoga's own answers are, with the refusal's status.

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/**
 * The JSON media type to answer `request` in, chosen as Yoga chooses it: the
 * first type of its Accept that either matches, where a wildcard (`*\/*`,
 * `application/*`) or no Accept at all is answered as application/json.
 */
export function responseMediaType(request: Request): string {
  const accepted = (request.headers.get('accept') || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const entry of accepted) {
    const mediaType = entry.split(';')[0];
    if (mediaType === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (mediaType === JSON_TYPE || mediaType === 'application/*' || mediaType === '*/*') return JSON_TYPE;
  }
  return JSON_TYPE;
}

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
