// Every mutation goes out with an Idempotency-Key header (see
// server/http/idempotency.ts): the same key for a request sent again before
// the server answered it, so a save whose answer was lost on the way back and
// that the admin sends again is run once, and a new key once it has an
// answer. The server keeps keys of signed-in callers only; it ignores the
// header on the public forms, which send their own submission keys.
import { randomId } from '../components/randomId';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The server's refusal of a key whose first request is still running: the key is kept for the next retry. */
export const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';

/** Keys of requests sent without an answer yet, by what was sent. */
const unanswered = new Map<string, string>();

/** The key for `request` (its body, and its files' names and sizes). */
export function idempotencyKey(request: string): string {
  let key = unanswered.get(request);
  if (key === undefined) {
    key = randomId();
    unanswered.set(request, key);
  }
  return key;
}

/** The server answered `request`: the next one alike is a new request. */
export function answered(request: string, errors: readonly { extensions?: { code?: string } }[] | undefined) {
  if (!errors?.some((error) => error.extensions?.code === KEY_IN_USE)) unanswered.delete(request);
}
