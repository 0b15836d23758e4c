// A request Yoga cannot read (a body that is not JSON, GET parameters that
// are not JSON) is the client's mistake: it gets a 400 with a short message,
// never its own body echoed back, and the log gets one line, not a stack.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../log';

export const MALFORMED_REQUEST_MESSAGE =
  'The request could not be read: send a JSON body or valid JSON parameters.';

/** A request that names no operation (Yoga's persisted-operation plugin would say 'PersistedQueryKeyNotFound'). */
export const NO_QUERY_MESSAGE =
  'The request has no operation: send its text as "query" (or a persisted id in extensions.persistedQuery).';

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
      if (!requestParser) return;
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
          log.warn(
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
