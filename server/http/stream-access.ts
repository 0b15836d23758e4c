// A subscription lives no longer than the credential that opened it. Before
// each event is sent, its caller is authenticated again, exactly as a new
// request would be: an API token revoked, expired or whose owner is no
// longer an admin, or a session signed out or demoted, ends the stream with
// the refusal a new request would get (UNAUTHENTICATED, or FORBIDDEN for a
// session whose user is no longer an admin). Over graphql-ws and over HTTP
// server-sent events alike, since both subscribe through Yoga's plugins.
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type Context, createAuthenticator } from '../context';
import { ForbiddenError } from '../errors';

type Deps = Parameters<typeof createAuthenticator>[0];

/** Why `context`'s caller may no longer receive events, or null. */
async function accessEnded(deps: Deps, context: Context): Promise<GraphQLError | null> {
  const before = context.viewer;
  if (!before) return null;
  // A new authenticator: the request's own remembers its first answer.
  const now = await createAuthenticator(deps).authenticate(context.request, context.clientIp);
  if ('refused' in now) return new GraphQLError(now.refused, { extensions: { code: 'UNAUTHENTICATED' } });
  if (!now.viewer || now.viewer.id !== before.id) return new ForbiddenError(false);
  if (before.isAdmin && !now.viewer.isAdmin) return new ForbiddenError(true);
  return null;
}

/**
 * `source`, each event checked by `refusal` first: a refusal is sent as the
 * last event and the source is let go. `return` reaches the source at once,
 * even while it waits for its next event (an async generator would wait).
 */
function endedOnRefusal(
  source: AsyncIterable<ExecutionResult>,
  refusal: () => Promise<GraphQLError | null>,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  const end = async (): Promise<IteratorResult<ExecutionResult>> => {
    if (!ended) {
      ended = true;
      await iterator.return?.();
    }
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (ended) return { done: true, value: undefined };
      const next = await iterator.next();
      if (next.done || ended) return next.done ? next : end();
      const refused = await refusal();
      if (!refused) return next;
      await end();
      return { done: false, value: { errors: [refused] } };
    },
    return: end,
    async throw(error: unknown) {
      await end();
      throw error;
    },
  };
}

export function streamAccessPlugin(deps: Deps): Plugin<Context> {
  return {
    onSubscribe: () => ({
      onSubscribeResult: ({ args, result, setResult }) => {
        if (!(Symbol.asyncIterator in result)) return;
        const context = args.contextValue as Context;
        if (!context.viewer) return;
        setResult(endedOnRefusal(result, () => accessEnded(deps, context)));
      },
    }),
  };
}
