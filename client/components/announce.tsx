// What is said to screen reader users through a live region. Screen readers
// read what is added to a region already on the page, not a region added
// with its text in it, nor text left as it was: so the region stays on the
// page, and each message is numbered as it is given and put in it under
// that number as its key, a new node even when it says the same again
// ("Image saved", twice).
import { useCallback, useRef, useState } from 'react';

export type Numbered<T> = T & { number: number };

/** The message shown last, numbered; `say` gives a new one, `clear` takes it away. */
export function useNumbered<T extends object>() {
  const [message, setMessage] = useState<Numbered<T> | null>(null);
  const given = useRef(0);
  const say = useCallback((value: T) => {
    given.current += 1;
    setMessage({ ...value, number: given.current });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, say, clear };
}

/**
 * Tells screen reader users, politely, what a change made from the keyboard
 * did where they cannot see it ("Module 2 moved up: now module 1."). Put
 * `region` in the page once; it shows nothing.
 */
export function useAnnouncer() {
  const { message, say, clear } = useNumbered<{ text: string }>();
  const announce = useCallback((text: string) => say({ text }), [say]);
  const region = (
    <div role="status" className="sr-only">
      {message ? <span key={message.number}>{message.text}</span> : null}
    </div>
  );
  // `clear` empties the region, saying nothing: what it said last is no longer so.
  return { announce, clear, region };
}
