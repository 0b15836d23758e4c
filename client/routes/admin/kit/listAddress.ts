// The address each list screen was last shown at, its filters and search
// included, so that an editor opened from it goes back (Back, Save, Delete)
// to the list as the admin left it rather than to the whole list. Kept in the
// tab's session storage: through a reload of the editor, not into a new tab.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const KEY = 'admin-list:';

/** Session storage, or nothing where the browser refuses it (then lists go back unfiltered). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the current address for the list at its path (ResourceListScreen). */
export function useRememberListAddress() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      storage()?.setItem(KEY + pathname, search);
    } catch {
      // Storage full or refused: the list is then gone back to unfiltered.
    }
  }, [pathname, search]);
}

/** `path` with the search its list was last shown with; `path` itself for any other screen. */
export const listAddress = (path: string) => path + (storage()?.getItem(KEY + path) ?? '');
