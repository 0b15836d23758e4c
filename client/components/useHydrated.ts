// False while a server-rendered page is hydrating (and on the server), true
// once React has taken over the page in the browser.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
