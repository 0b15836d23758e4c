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

/** Yoga's error for the same case, so clients see no difference. */
const tooLarge = () =>
  new GraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

/**
 * The request, its body counted as it streams and refused once over `limit`
 * bytes; `over` says whether it was (a parser reading the body may report
 * the stream's error as its own, e.g. a multipart body as unreadable).
 */
function countedRequest(request: Request, limit: number): { request: Request; over: () => boolean } {
  const body = request.body;
  if (!body) return { request, over: () => false };
  let read = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
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
      const enforce = (allowed: number) => {
        if (declared) {
          if (Number(length) > allowed) throw tooLarge();
          return;
        }
        setRequestParser(async (incoming) => {
          const { request: counted, over } = countedRequest(incoming, allowed);
          try {
            return await requestParser(counted);
          } catch (error) {
            throw over() ? tooLarge() : error;
          }
        });
      };
      const upload = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
      // The caller is asked only when the JSON limit may not be enough.
      if (uploads && upload && (!declared || Number(length) > limit))
        return uploads.allowed(request, serverContext).then((ok) => enforce(ok ? uploads.limit : limit));
      enforce(limit);
    },
  };
}
