// A request Yoga cannot read (a body that is not JSON, GET parameters that
// are not JSON, a body of a type it has no parser for) is the client's
// mistake: it gets a 400 (415 for the type) with a short message, never its
// own body echoed back, and the log gets one debug line, not a stack.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../log';

export const MALFORMED_REQUEST_MESSAGE =
  'The request could not be read: send a JSON body or valid JSON parameters.';

/** A request that names no operation (Yoga's persisted-operation plugin would say 'PersistedQueryKeyNotFound'). */
export const NO_QUERY_MESSAGE =
  'The request has no operation: send its text as "query" (or a persisted id in extensions.persistedQuery).';

/** A POST body of a type Yoga has no parser for (fetch() sends a string body as text/plain). */
export const UNSUPPORTED_TYPE_MESSAGE =
  'The body must be sent with content-type application/json (or multipart/form-data with a file, or application/graphql).';

export function malformedRequestPlugin(log: Logger): Plugin {
  return {
    onParams: ({ params }) => {
      const persisted = (params.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery;
      if ((typeof params.query !== 'string' || params.query.trim() === '') && persisted === undefined)
        throw new GraphQLError(NO_QUERY_MESSAGE, {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
    },
    onRequestParse: ({ requestParser, setRequestParser, request }) => {
      // Yoga would answer an empty 415, which says nothing a script can act on.
      if (!requestParser) {
        if (request.method === 'POST')
          setRequestParser(() => {
            throw new GraphQLError(UNSUPPORTED_TYPE_MESSAGE, {
              extensions: { code: 'BAD_REQUEST', http: { status: 415 } },
            });
          });
        return;
      }
      setRequestParser(async (incoming) => {
        try {
          return await requestParser(incoming);
        } catch (error) {
          // A body over the size limit keeps its 413 (its message names no content);
          // Yoga's own 400s quote the body, so they are replaced below.
          if (
            error instanceof GraphQLError &&
            (error.extensions.http as { status?: number } | undefined)?.status === 413
          )
            throw error;
          const reason = error instanceof Error ? error.message : String(error);
          // Debug, not a warning: any client can send these by the thousand, and it is not ours to act on.
          log.debug(
            `Refused a malformed GraphQL ${request.method} request: ${reason.replace(/\s+/g, ' ').slice(0, 120)}`,
          );
          throw new GraphQLError(MALFORMED_REQUEST_MESSAGE, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}
