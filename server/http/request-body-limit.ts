// The size limit on a GraphQL request's body, checked before it is read.
// Yoga's own (maxRequestBodySize) pipes every body through a web
// TransformStream and wraps the request in a second Request, which also takes
// the body off @hono/node-server's direct read: 12-15% of the blog index
// query's throughput. A body that declares its length is framed by Node's
// HTTP parser to exactly that many bytes, so the header is the whole check;
// only a body of unknown length (chunked, or a stream handed in in-process)
// is counted as it is read.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** A size as the README's limits table says it: 700 KB, 50.7 MB. */
export function sizeOf(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.round(bytes / 1000)} KB`
    : `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

/**
 * Yoga's error for the same case (status and code), saying the limit that
 * applied and what it is, so a script knows how much it may send.
 */
const tooLarge = (limit: number, what: string) =>
  new GraphQLError(`The request body is larger than ${sizeOf(limit)} (${limit} bytes), ${what}.`, {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE', limit },
  });

/** What the JSON limit is, for a request that may not upload more. */
const JSON_LIMIT = 'the most a request may send; only an administrator may upload a larger file (multipart)';

/**
 * The request, its body counted as it streams and refused once over `limit`
 * bytes; `over` says whether it was (a parser reading the body may report
 * the stream's error as its own, e.g. a multipart body as unreadable).
 */
function countedRequest(
  request: Request,
  limit: number,
  refusal: () => GraphQLError,
): { request: Request; over: () => boolean } {
  const body = request.body;
  if (!body) return { request, over: () => false };
  let read = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(refusal());
        else controller.enqueue(chunk);
      },
    }),
  );
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
  return { request: copy, over: () => read > limit };
}

/**
 * Files (an image, a contact CSV) come as multipart requests from an admin:
 * those may be as large as `limit` says; any other multipart body has the
 * JSON limit, so a visitor cannot make the server hold a large body.
 */
export type UploadLimit = {
  limit: number;
  /** What `limit` is, for the refusal: "the most an administrator's upload may send: ...". */
  what: string;
  /** Whether this caller may send files (the server's context: its client's address). */
  allowed: (request: Request, serverContext: object) => Promise<boolean>;
};

export function requestBodyLimitPlugin(limit: number, uploads?: UploadLimit): Plugin {
  return {
    // Synchronous but for a large upload: the hot path (a JSON query) awaits nothing.
    onRequestParse({ request, requestParser, setRequestParser, serverContext }) {
      if (request.method === 'GET' || request.method === 'HEAD' || !requestParser) return;
      const length = request.headers.get('content-length');
      const declared = length !== null && !request.headers.has('transfer-encoding');
      if (declared && !/^\d+$/.test(length))
        throw new GraphQLError('Content-Length header is invalid.', {
          extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
        });
      const enforce = (allowed: number, what: string) => {
        const refusal = () => tooLarge(allowed, what);
        if (declared) {
          if (Number(length) > allowed) throw refusal();
          return;
        }
        setRequestParser(async (incoming) => {
          const { request: counted, over } = countedRequest(incoming, allowed, refusal);
          try {
            return await requestParser(counted);
          } catch (error) {
            throw over() ? refusal() : error;
          }
        });
      };
      const upload = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
      // The caller is asked only when the JSON limit may not be enough.
      if (uploads && upload && (!declared || Number(length) > limit))
        return uploads
          .allowed(request, serverContext)
          .then((ok) => (ok ? enforce(uploads.limit, uploads.what) : enforce(limit, JSON_LIMIT)));
      enforce(limit, JSON_LIMIT);
    },
  };
}
