// What an editor's changes leave behind when the page goes before they are
// saved (the tab crashed or was closed, the browser quit, a reload was
// confirmed): while the values differ from what was loaded they are kept in
// this browser's localStorage, and the editor opened again on the same row at
// the same version offers them back. Saving, "Leave without saving" and
// signing out forget them. A row saved since (another version) drops them:
// restoring them over that save would undo it unseen. They belong to the
// admin who made them: another admin signing in at this browser (after a
// session that expired) is not offered them.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

const PREFIX = 'admin-editor-draft:';
/** Typing writes once it pauses this long, not at every key (a post's content can be 200,000 characters). */
const WRITE_DELAY_MS = 300;

/** Which row an editor shows (e.g. `post:<id>`, `post:new`), at which version. */
export type EditorDraftOptions = { key: string; version: string | number | null };

type Stored<Values> = { version: string | number | null; values: Values; at: string };

// Storage may be unavailable (private modes, a full quota): the editor then simply keeps nothing.
function read<Values>(key: string): Stored<Values> | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as Stored<Values>) : null;
  } catch {
    return null;
  }
}
function write<Values>(key: string, stored: Stored<Values>): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // Nothing kept: the unsaved-changes prompt still stands.
  }
}
function remove(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/** Forgets every editor's kept changes in this browser (at sign-out: the next person here must not see them). */
export function forgetEditorDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** The signed-in admin's id (AuthProvider provides it): kept changes are stored under it. */
export const EditorDraftOwner = createContext<string | null>(null);

export type EditorDraft<Values = unknown> = {
  /** When the changes offered back were made; null when there is nothing to offer. */
  offeredFrom: string | null;
  restore(): void;
  discard(): void;
  /**
   * After a save (`sent`: the values it sent), or when the admin chose to
   * leave without saving (what is on screen). Only those values are settled:
   * keys typed while the save was on its way are still kept.
   */
  forget(sent?: Values): void;
};

export function useEditorDraft<Values>(
  options: EditorDraftOptions | undefined,
  values: Values,
  dirty: boolean,
  apply: (values: Values) => void,
): EditorDraft<Values> {
  const owner = useContext(EditorDraftOwner);
  // Nothing is kept for an editor with no key, or outside a signed-in admin's screens.
  const key = owner && options ? `${owner}:${options.key}` : undefined;
  const version = options?.version ?? null;
  const [offer, setOffer] = useState<Stored<Values> | null>(() => {
    if (!key) return null;
    const stored = read<Values>(key);
    // Kept from another version, or no different from what loaded: nothing to offer.
    if (stored && (stored.version !== version || JSON.stringify(stored.values) === JSON.stringify(values))) {
      remove(key);
      return null;
    }
    return stored;
  });

  // The values a save sent (or those left without saving), as JSON: they are
  // not kept again, though the editor stays on screen while the next one loads
  // and a write for them was already waiting. Values that differ (typed while
  // the save was on its way, or after) are kept as usual.
  const latest = useRef(values);
  latest.current = values;
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (!key) return;
    if (offer) {
      // Editing without answering the offer starts anew: what is typed now is kept instead.
      if (dirty) setOffer(null);
      return;
    }
    if (!dirty) return remove(key);
    // Compared once typing pauses, not at every key (the values are large).
    const timer = setTimeout(() => {
      if (JSON.stringify(values) !== settled.current)
        write(key, { version, values, at: new Date().toISOString() });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, version, values, dirty, offer]);

  const forget = useCallback(
    (sent?: Values) => {
      settled.current = JSON.stringify(sent ?? latest.current);
      if (key) remove(key);
    },
    [key],
  );
  return {
    offeredFrom: offer?.at ?? null,
    restore: () => {
      if (!offer) return;
      setOffer(null);
      apply(offer.values);
    },
    discard: () => {
      setOffer(null);
      forget();
    },
    forget,
  };
}
