// What an editor's changes leave behind when the page goes before they are
// saved (the tab crashed or was closed, the browser quit, a reload was
// confirmed): while the values differ from what was loaded they are kept in
// this browser's localStorage, and the editor opened again on the same row at
// the same version offers them back. Saving, "Leave without saving" and
// signing out forget them. A row saved since (another version) drops them:
// restoring them over that save would undo it unseen. They belong to the
// admin who made them: another admin signing in at this browser (after a
// session that expired) is not offered them.
//
// A save that leaves the editor (a new row created: the editor at the row's
// own address replaces it; the Save button going back to the list) takes
// along the keys typed while it was on its way: they are kept under the row's
// key with the values the save sent, and the editor that opens there puts
// them back over what it loaded, at once when the save kept the editor open
// (Ctrl+S), as an offer when it went back to the list. An existing row's are
// kept at the version its save made: saved again since, they are dropped.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

const PREFIX = 'admin-editor-draft:';
/** Typing writes once it pauses this long, not at every key (a post's content can be 200,000 characters). */
const WRITE_DELAY_MS = 300;

type Version = string | number | null;

/** Which row an editor shows (e.g. `post:<id>`, `post:new`, by the row's global id), at which version. */
export type EditorDraftOptions = { key: string; version: Version };

/**
 * Where a save that leaves the editor carries the keys typed while it was on
 * its way (see EditorDraft.forget): the row's key, whether its editor puts
 * them back at once, and the version the save made when known (else the
 * version the row's next editor loads).
 */
export type DraftCarry = { key: string; resume: boolean; version?: Version };

/** The key of the row a new one's editor (`kind:new`) created, by its global id. */
export const createdDraftKey = (key: string, createdId: string): string =>
  `${key.replace(/:new$/, '')}:${createdId}`;

type Stored<Values> = {
  version: Version;
  values: Values;
  at: string;
  /**
   * Kept by a save that left the editor (see EditorDraft.forget's `carry`):
   * what it sent, so only the keys typed since are put back over what loads.
   * Kept at no version (a row just created), the row's first editor takes
   * the entry at the version it loads.
   */
  sent?: Values;
  /** Put back as soon as the row's editor opens, not offered (the save kept the editor open). */
  resume?: boolean;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `current` with the stored value of each field still as it was sent: what a
 * form shows once saved, keys typed while the save was on its way kept.
 */
export function withStored<Values extends object>(current: Values, sent: Values, stored: Values): Values {
  const next = { ...current };
  for (const key of Object.keys(stored) as (keyof Values)[])
    if (same(current[key], sent[key])) next[key] = stored[key];
  return next;
}

/** How the keys typed since a save (`current`, the save sent `sent`) go over what loaded after it (`stored`). */
export type KeepTyped<Values> = (current: Values, sent: Values, stored: Values) => Values;

/** `values` in the order of `like`'s keys (a form compares its values with what loaded as JSON). */
function inOrderOf<Values>(values: Values, like: Values): Values {
  if (typeof values !== 'object' || values === null || typeof like !== 'object' || like === null)
    return values;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(like))
    if (key in values) ordered[key] = (values as Record<string, unknown>)[key];
  return Object.assign(ordered, values);
}

/**
 * What kept changes put back over `loaded`: all of them, or the keys typed
 * since the save that carried them (in the order of what loaded: a new row's
 * empty form may list them in another).
 */
const keptOver = <Values>(stored: Stored<Values>, loaded: Values, keep: KeepTyped<Values>): Values =>
  stored.sent === undefined ? stored.values : inOrderOf(keep(stored.values, stored.sent, loaded), loaded);

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
   * keys typed while the save was on its way are still kept. A save that
   * leaves the editor (a row created, Save going back to the list) `carry`s
   * them to the row's key, as long as this editor is on screen and as it
   * leaves; `resume` when the editor that opens there puts them back at once.
   */
  forget(sent?: Values, carry?: DraftCarry): void;
};

export function useEditorDraft<Values>(
  options: EditorDraftOptions | undefined,
  values: Values,
  dirty: boolean,
  apply: (values: Values) => void,
  keep: KeepTyped<Values> = withStored as unknown as KeepTyped<Values>,
): EditorDraft<Values> {
  const owner = useContext(EditorDraftOwner);
  // Nothing is kept for an editor with no key, or outside a signed-in admin's screens.
  const key = owner && options ? `${owner}:${options.key}` : undefined;
  const version = options?.version ?? null;
  const [offer, setOffer] = useState<Stored<Values> | null>(() => {
    if (!key) return null;
    const stored = read<Values>(key);
    if (!stored) return null;
    // Carried by the save that created the row: put back as the editor opens (below),
    // or offered, at the version this first editor of the row loaded.
    if (stored.resume) return null;
    if (stored.sent !== undefined && stored.version === null) {
      stored.version = version;
      write(key, stored);
    }
    // Kept from another version, or no different from what loaded: nothing to offer.
    if (stored.version !== version || same(keptOver(stored, values, keep), values)) {
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
  // Where a save that left the editor carried the keys typed since (storage key and entry), from which key.
  const carried = useRef<{
    key: string;
    from?: string;
    sent: Values;
    resume: boolean;
    version: Version;
  } | null>(null);
  const keepCarried = useCallback((now: Values) => {
    const to = carried.current;
    if (!to) return;
    if (JSON.stringify(now) === settled.current) return remove(to.key);
    write(to.key, {
      version: to.version,
      values: now,
      sent: to.sent,
      resume: to.resume,
      at: new Date().toISOString(),
    });
  }, []);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  const latestKeep = useRef(keep);
  latestKeep.current = keep;

  useEffect(() => {
    // Still on screen as the created row's own editor (not opened anew): it keeps its changes as usual.
    const to = carried.current;
    if (to && to.key === key && to.from !== key) carried.current = null;
    if (carried.current) {
      // The row is saved and this editor is leaving: what is typed goes to the row's key.
      const timer = setTimeout(() => keepCarried(values), WRITE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!key) return;
    if (offer) {
      // Editing without answering the offer starts anew: what is typed now is kept instead.
      if (dirty) setOffer(null);
      return;
    }
    if (!dirty) {
      // Not yet: changes carried here by the save that created the row are put back below.
      if (!read<Values>(key)?.resume) remove(key);
      return;
    }
    // Compared once typing pauses, not at every key (the values are large).
    const timer = setTimeout(() => {
      if (JSON.stringify(values) !== settled.current)
        write(key, { version, values, at: new Date().toISOString() });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, version, values, dirty, offer, keepCarried]);

  // A save that left the editor was answered with keys typed since: kept for the row as this editor leaves.
  useEffect(() => () => keepCarried(latest.current), [keepCarried]);

  // The editor a save that created the row opened: the keys typed while it was on its way go back at once,
  // over what loaded (read once the editor that typed them has left, and kept them). They stay to be
  // put back so until this editor keeps its changes as usual (the router may open the row's editor
  // twice); at another version they are not put back.
  useEffect(() => {
    if (!key) return;
    const stored = read<Values>(key);
    if (!stored?.resume) return;
    if (stored.sent === undefined && stored.version !== version) return remove(key);
    const restored = keptOver(stored, latest.current, latestKeep.current);
    write(key, { version, values: restored, at: stored.at, resume: true });
    latestApply.current(restored);
  }, [key, version]);

  const forget = useCallback(
    (sent?: Values, carry?: DraftCarry) => {
      settled.current = JSON.stringify(sent ?? latest.current);
      if (key) remove(key);
      if (!owner || !carry || sent === undefined) return;
      carried.current = {
        key: `${owner}:${carry.key}`,
        from: key,
        sent,
        resume: carry.resume,
        version: carry.version ?? null,
      };
      if (JSON.stringify(latest.current) !== settled.current) keepCarried(latest.current);
    },
    [key, owner, keepCarried],
  );
  return {
    offeredFrom: offer?.at ?? null,
    restore: () => {
      if (!offer) return;
      setOffer(null);
      apply(keptOver(offer, latest.current, keep));
    },
    discard: () => {
      setOffer(null);
      forget();
    },
    forget,
  };
}
