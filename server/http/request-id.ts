// The id of the HTTP request being served (see the middleware in app.ts),
// for code that is not handed the request: Yoga logs and masks an error a
// resolver threw without telling which request it came from. With it, the
// GraphQL operation the request runs (noted by yoga.ts once it is parsed),
// so that log line can name the operation too.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A GraphQL operation as the log names it: its name, and its root type (`Query`, `Mutation`). */
export type OperationNote = { name: string | null; rootType: string };

type RequestScope = { id: string; operation?: OperationNote };

const current = new AsyncLocalStorage<RequestScope>();

/** Runs `serve` with `id` as the current request id, for everything it awaits. */
export const withRequestId = <T>(id: string, serve: () => Promise<T>): Promise<T> =>
  current.run({ id }, serve);

/**
 * A scope for an operation over a WebSocket, which is served in pieces
 * (its start, then each event of a subscription): the function runs each
 * piece with `id` as the current request id, all in the same scope, so the
 * operation noted at its start is named by the lines its events cause.
 */
export function requestScope(id: string): <T>(serve: () => T) => T {
  const scope: RequestScope = { id };
  return (serve) => current.run(scope, serve);
}

/** The id of the request (or WebSocket operation) being served; undefined outside one (a job). */
export const currentRequestId = (): string | undefined => current.getStore()?.id;

/** Notes the operation the current request runs (one per request: batching is off); nothing outside a request. */
export const noteOperation = (operation: OperationNote): void => {
  const scope = current.getStore();
  if (scope) scope.operation = operation;
};

/** The operation the current request runs, once noted. */
export const currentOperation = (): OperationNote | undefined => current.getStore()?.operation;
