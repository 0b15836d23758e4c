// Response compression. Hono's compress() pipes every body through a web
// CompressionStream, which in Node costs several stream hops per chunk on the
// main thread: profiled on the blog index query, it was 6% of the server's
// time. Bodies that are complete when the handler returns (GraphQL answers,
// pages, built assets, feeds) are instead read whole and gzipped in one call:
// at once when small (a 10 KB GraphQL answer: about 70 µs, where handing it
// to the thread pool costs 160 µs of CPU in all), on libuv's thread pool when
// large enough to hold up other requests. Bodies written as they go (a CSV
// export) still stream through hono's compress(), registered before this.
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than it costs (as hono's compress()). */
const THRESHOLD_BYTES = 1024;
/** From this size on, bodies are compressed on the thread pool (about half a millisecond of work). */
const OFF_THREAD_BYTES = 64 * 1024;
/** Larger bodies (a big SVG from the media library) stream through compress() instead of being held whole. */
const WHOLE_BODY_MAX_BYTES = 4 * 1024 * 1024;

/** Types whose responses are complete when sent, and worth compressing. */
const WHOLE_BODY_TYPES =
  /^\s*(?:application\/(?:json|graphql-response\+json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|text\/(?:html|css|javascript|plain|xml)|image\/svg\+xml)\s*(?:;|$)/i;

/** Whether an Accept-Encoding header takes gzip (with a q above zero, or by `*`), read as hono's compress() reads it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  return (named ? named.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0)) > 0;
}

/** Statuses whose responses have no body to compress. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function compressWholeBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Read without touching `body`: on Yoga's responses that getter builds a
    // stream, where arrayBuffer() below takes the string as it is.
    const response = c.res;
    const type = response.headers.get('Content-Type');
    if (
      c.req.method === 'HEAD' ||
      NULL_BODY_STATUSES.has(response.status) ||
      response.status === 206 ||
      response.headers.has('Content-Encoding') ||
      !type ||
      !WHOLE_BODY_TYPES.test(type) ||
      Number(response.headers.get('Content-Length') ?? 0) > WHOLE_BODY_MAX_BYTES ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = response.headers.get('Vary');
    const varied =
      vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')
        ? null
        : vary
          ? `${vary}, Accept-Encoding`
          : 'Accept-Encoding';
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) {
      if (varied) c.header('Vary', varied);
      return;
    }
    // One new response, its headers set here: hono's c.header() on a sent
    // response would first copy it into another one, body stream and all.
    const headers = new Headers(response.headers);
    if (varied) headers.set('Vary', varied);
    const body = new Uint8Array(await response.arrayBuffer());
    const replace = (content: Uint8Array<ArrayBuffer>) => {
      headers.set('Content-Length', String(content.byteLength));
      // Hono copies the replaced response's headers onto a new one (its
      // Content-Length included); this one is already complete.
      c.res = undefined;
      c.res = new Response(content, { status: response.status, statusText: response.statusText, headers });
    };
    if (body.byteLength < THRESHOLD_BYTES) return replace(body);
    const options = { level: constants.Z_DEFAULT_COMPRESSION };
    // zlib allocates its output in an ArrayBuffer of its own, never a shared one.
    const compressed = (
      body.byteLength < OFF_THREAD_BYTES ? gzipSync(body, options) : await gzipAsync(body, options)
    ) as Uint8Array<ArrayBuffer>;
    headers.set('Content-Encoding', 'gzip');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(compressed);
  };
}
