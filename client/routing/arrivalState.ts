// A navigation's state that is meant for the arrival only: where the focus
// goes after a search, "“…” was deleted." on the list an editor went back to,
// "Saved" in an editor opened by a save in place. The history entry keeps its
// state, so without this a reload of the page, or Back to it later, would
// move the focus or show the notice again, long after the action.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The state the current page was navigated to with, taken off its history
 * entry once read: the page as shown keeps it, a reload or a later visit
 * through Back and Forward finds none.
 */
export function useArrivalState<State>(): Partial<State> | null {
  const location = useLocation();
  useEffect(() => {
    // React Router keeps a navigation's state as `usr` in the entry's own state, beside its key.
    const entry = window.history.state as { usr?: unknown } | null;
    if (location.state != null && entry?.usr != null)
      window.history.replaceState({ ...entry, usr: null }, '');
  }, [location]);
  return (location.state as Partial<State> | null) ?? null;
}
