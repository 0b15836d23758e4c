// Tells the back-office when the server has said its session is gone (a
// response error coded UNAUTHENTICATED: it expired, was signed out in another
// tab, or was revoked), so the admin can sign in again over the screen they
// are on instead of losing what they typed. Public pages never listen.
import type { GraphQLErrorShape } from './errors';

/** Told when the request that was refused was sent (`performance.now()`). */
type Listener = (sentAt: number) => void;
const listeners = new Set<Listener>();

/** Calls `listener` each time a response says the session has ended; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Looks at a response's errors and tells the listeners when one says the session has ended. */
export function noticeSessionEnded(errors: readonly GraphQLErrorShape[] | undefined, sentAt: number): void {
  if (!errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return;
  for (const listener of listeners) listener(sentAt);
}
