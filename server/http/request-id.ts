// The id of the HTTP request being served (see the middleware in app.ts),
// for code that is not handed the request: Yoga logs and masks an error a
// resolver threw without telling which request it came from.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/** Runs `serve` with `id` as the current request id, for everything it awaits. */
export const withRequestId = <T>(id: string, serve: () => Promise<T>): Promise<T> => current.run(id, serve);

/** The id of the request being served; undefined outside one (a WebSocket operation, a job). */
export const currentRequestId = (): string | undefined => current.getStore();
