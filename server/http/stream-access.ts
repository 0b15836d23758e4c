// A subscription lives no longer than the credential that opened it: an API
// token revoked, expired or whose owner is no longer an admin, or a session
// signed out, expired or demoted, ends the stream at once with the refusal a
// new request would get (UNAUTHENTICATED, or FORBIDDEN for a session whose
// user is no longer an admin). Over graphql-ws and over HTTP server-sent
// events alike, since both subscribe through Yoga's plugins.
//
// Events are sent without looking the credential up: it is checked again
// only when its end is announced (`credential:ended`, from any instance),
// once when the stream starts listening for that (an end announced between
// the stream's authentication and then was heard by no one; if the event bus
// has not confirmed the listening within LISTENING_WAIT_MS, Redis away, at
// once then, and the wait is let go of as the stream ends), when it
// expires (a timer on the app's clock), and every
// CREDENTIAL_RECHECK_MS for ends that nothing announces: a role changed or a
// user removed straight in the database (the app has no way to do either),
// or `npm run admin:create` run in its own process beside an in-memory bus.
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type Context, createAuthenticator } from '../context';
import { ForbiddenError } from '../errors';
import { credentialKeysOf } from '../modules/auth/credentials';
import type { Viewer } from '../modules/auth/sessions';
import { listen } from '../services/events';

/** How often an open stream checks its credential for an end nothing announced. */
export const CREDENTIAL_RECHECK_MS = 60_000;

/** How long a starting stream waits for the event bus to confirm it listens before it checks anyway. */
export const LISTENING_WAIT_MS = 5_000;

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
 * Calls `check` whenever `viewer`'s credential may have ended (see the top of
 * this file); the returned function lets go of every listener and timer.
 */
function watchCredential({ services }: Deps, viewer: Viewer, check: () => void): () => void {
  const { events, clock } = services;
  const stops = credentialKeysOf(viewer).map((key) =>
    listen(events.subscribe('credential:ended', key), () => check()),
  );
  // Whatever happened since the authentication: from here on, an end is heard.
  // Redis away does not answer (ioredis queues the PING, one shared by the
  // streams starting meanwhile): the wait is bounded, and given up as the
  // stream ends, so the bus keeps no stream's check.
  const waiting = new AbortController();
  let released = false;
  const cancelWait = clock.at(new Date(clock.now().getTime() + LISTENING_WAIT_MS), () => waiting.abort());
  const listened = () => {
    cancelWait();
    if (!released) check();
  };
  events.listening(waiting.signal).then(listened, listened);
  let cancelRecheck: () => void;
  const recheckLater = () => {
    cancelRecheck = clock.at(new Date(clock.now().getTime() + CREDENTIAL_RECHECK_MS), () => {
      recheckLater();
      check();
    });
  };
  recheckLater();
  const cancelExpiry = clock.at(viewer.expiresAt, check);
  return () => {
    released = true;
    for (const stop of stops) stop();
    cancelRecheck();
    cancelExpiry();
    cancelWait();
    waiting.abort();
  };
}

type Result = IteratorResult<ExecutionResult>;
const DONE: Result = { done: true, value: undefined };

/**
 * `source`, ended by the first refusal a check finds: the refusal is sent as
 * the last event, at once even while the source is quiet, and the source is
 * let go. An event that arrives while a check is under way waits for it.
 * `watch` is told how to start a check and returns how to stop watching,
 * which happens whenever the stream ends. `return` ends it at once, even
 * while it waits for its next event (an async generator would wait).
 */
function endedOnRefusal(
  source: AsyncIterable<ExecutionResult>,
  refusal: () => Promise<GraphQLError | null>,
  watch: (check: () => void) => () => void,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  let refused: GraphQLError | null = null;
  /** Ends the wait of a `next` for the source, when a refusal comes first. */
  let interrupt: ((result: 'refused') => void) | null = null;
  let checking = 0;
  let checked: (() => void)[] = [];
  const check = () => {
    if (ended || refused) return;
    checking++;
    refusal()
      // A check that fails (the database away) leaves the stream to the next one.
      .then(
        (error) => {
          if (!error || refused || ended) return;
          refused = error;
          interrupt?.('refused');
        },
        () => {},
      )
      .finally(() => {
        checking--;
        if (checking > 0) return;
        for (const resolve of checked) resolve();
        checked = [];
      });
  };
  const release = watch(check);
  const end = async (): Promise<Result> => {
    if (!ended) {
      ended = true;
      release();
      // Not awaited: a source that is an async generator (watchJob) takes a
      // return only after its pending next, which a quiet stream may never get.
      Promise.resolve(iterator.return?.()).catch(() => {});
    }
    return DONE;
  };
  const sendRefusal = async (): Promise<Result> => {
    const error = refused as GraphQLError;
    await end();
    return { done: false, value: { errors: [error] } };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (ended) return DONE;
      if (refused) return sendRefusal();
      let next: Result | 'refused';
      try {
        next = await new Promise<Result | 'refused'>((resolve, reject) => {
          interrupt = resolve;
          iterator.next().then(resolve, reject);
        });
      } catch (error) {
        ended = true;
        release();
        throw error;
      } finally {
        interrupt = null;
      }
      if (ended) return DONE;
      if (next === 'refused') return sendRefusal();
      if (next.done) {
        await end();
        return next;
      }
      if (checking > 0) await new Promise<void>((resolve) => checked.push(resolve));
      if (refused) return sendRefusal();
      return ended ? DONE : next;
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
        const viewer = context.viewer;
        if (!viewer) return;
        setResult(
          endedOnRefusal(
            result,
            () => accessEnded(deps, context),
            (check) => watchCredential(deps, viewer, check),
          ),
        );
      },
    }),
  };
}
