// Holds the browser's Back and Forward while a screen has unsaved changes.
// React Router re-renders synchronously inside its popstate listener, so a
// screen's own listener would be gone before it ran; this one is installed at
// start-up, before the router's, and stops the event when a hold is active:
// it steps back to the page and tells the screen, which may then move on.
// React Router numbers its history entries (state.idx).
//
// It also gives a layer over the page (a public dialog) a history entry of
// its own, so that Back on a phone closes the dialog instead of leaving the
// page under it: opening pushes an entry for the same page, marked; Back off
// it closes the layer, and the router never hears of it (the page did not
// change); closing the layer otherwise (×, Escape, after sending) steps back
// over its entry, so Back then leaves the page as before. The entry says what
// the layer was, so coming back onto it (Forward after Back closed it, or
// after a reload dropped it) opens that layer again instead of landing on an
// entry where nothing happens: every entry then shows something of its own.
// A reload drops the layer, unless the page loads in full for a new build
// because the layer's code was gone (newBuild.ts): the layer the visitor
// asked for then opens on the new page. Back or Forward onto a layer's entry
// from a page loaded in full opens it again too, so Forward then returns there.

type Hold = { index: number | undefined; onHeld(delta: number): void };
type Layer = { index: number | undefined; onBack(): void };
/**
 * Opens again the layer an entry describes, over the page of that entry
 * (`pageKey`, the router's key of it); true when that page is the one shown
 * (otherwise the router goes to it).
 */
type Reopen = (what: unknown, pageKey: string) => boolean;

let hold: Hold | null = null;
let layer: Layer | null = null;
let reopen: Reopen | null = null;
let restoring = false;
/** The page loaded in full for a new build on a layer's entry: that layer opens again once it can. */
let reopenOnLoad = false;

const indexOf = (state: unknown) => (state as { idx?: number } | null)?.idx;
/** React Router's `location.key` of an entry (its first entry has none: 'default'). */
const keyOf = (state: unknown) => (state as { key?: string } | null)?.key || 'default';
const LAYER_MARK = 'layer';
/** What the layer of an entry was (what `openHistoryLayer` was given), or undefined for a page's entry. */
const layerOf = (state: unknown) => (state as Record<string, unknown> | null)?.[LAYER_MARK];
const isLayerEntry = (state: unknown) => layerOf(state) !== undefined;
/** Marks a layer's entry whose page is loading in full for a new build. */
const REOPEN_MARK = 'reopenLayer';

/** Steps back over an entry nobody else needs to hear of. */
function stepBack(): void {
  restoring = true;
  window.history.back();
}

export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (restoring) {
      // The step back to the held page: nobody else needs to see it.
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    if (layer) {
      const closed = layer;
      layer = null;
      closed.onBack();
      // Back to the page under the layer: it is still there. A move further
      // (several steps from the browser's history menu) is the router's.
      if (!isLayerEntry(event.state) && indexOf(event.state) === closed.index) {
        event.stopImmediatePropagation();
        return;
      }
    }
    if (!layer && reopen && isLayerEntry(event.state)) {
      // Come back onto a layer's entry (Forward after Back closed it): the
      // layer opens again, over the page it was on.
      const shown = reopen(layerOf(event.state), keyOf(event.state));
      if (shown) {
        event.stopImmediatePropagation();
        return;
      }
    }
    if (!hold) return;
    event.stopImmediatePropagation();
    const target = indexOf(event.state);
    const delta = hold.index !== undefined && target !== undefined ? target - hold.index : -1;
    restoring = true;
    window.history.go(-delta);
    hold.onHeld(delta);
  });
  // Reloaded with a dialog open: the dialog is gone, and so goes its entry
  // (Back would otherwise seem to do nothing once); loaded for a new build,
  // or by Back or Forward from a page loaded in full (Back from there is to
  // the dialog, and Forward from the dialog goes there again), it opens again.
  const state = window.history.state as Record<string, unknown> | null;
  if (!state || !isLayerEntry(state)) return;
  const byHistory =
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
    'back_forward';
  if (!state[REOPEN_MARK] && !byHistory) {
    stepBack();
    return;
  }
  const { [REOPEN_MARK]: _reopen, ...unmarked } = state;
  window.history.replaceState(unmarked, '');
  reopenOnLoad = true;
}

/**
 * The page is about to load in full for a new build: a layer whose entry
 * the history is on opens again on the new page, instead of going.
 */
export function reopenLayerAfterLoad(): void {
  if (isLayerEntry(window.history.state))
    window.history.replaceState({ ...window.history.state, [REOPEN_MARK]: true }, '');
}

/** An open layer's hold on its history entry. */
export type HistoryLayer = {
  /** For every way of closing it but Back: steps back over its entry, unless Back already did, or a navigation has since left it behind. */
  leave(): void;
  /** Says what the layer is now (a dialog that handed over to another), for when its entry is come back to. */
  describe(what: NonNullable<unknown>): void;
};

/**
 * Makes a layer the owner of the entry the history is on: one just pushed,
 * or one come back to, whose layer `reopenHistoryLayers`' callback opened again.
 */
export function adoptHistoryLayer(onBack: () => void): HistoryLayer {
  const current: Layer = { index: indexOf(window.history.state), onBack };
  layer = current;
  return {
    leave() {
      if (layer !== current) return;
      layer = null;
      if (isLayerEntry(window.history.state)) stepBack();
    },
    describe(what) {
      if (layer === current && isLayerEntry(window.history.state))
        window.history.replaceState({ ...window.history.state, [LAYER_MARK]: what }, '');
    },
  };
}

/**
 * Gives a layer over the page (a public dialog, opened now) its own history
 * entry, which keeps `what` (a value the history can store: it says which
 * layer to open again when the entry is come back to). Back closes it and
 * calls `onBack`.
 */
export function openHistoryLayer(what: NonNullable<unknown>, onBack: () => void): HistoryLayer {
  window.history.pushState({ ...(window.history.state ?? {}), [LAYER_MARK]: what }, '');
  return adoptHistoryLayer(onBack);
}

/**
 * Opens layers again when the history comes back onto their entries:
 * `open` shows the one described (and takes the entry with
 * `adoptHistoryLayer`), and says whether the entry's page is the one shown.
 * Returns the function that stops it.
 */
export function reopenHistoryLayers(open: Reopen): () => void {
  reopen = open;
  if (reopenOnLoad) {
    // After the effects of the render that registered it have settled (a
    // development StrictMode runs them twice).
    queueMicrotask(() => {
      if (!reopenOnLoad || !reopen || layer || !isLayerEntry(window.history.state)) return;
      reopenOnLoad = false;
      reopen(layerOf(window.history.state), keyOf(window.history.state));
    });
  }
  return () => {
    if (reopen === open) reopen = null;
  };
}

/** Holds Back/Forward until the returned release is called; `onHeld` gets the attempted move. */
export function holdHistoryMoves(onHeld: (delta: number) => void): () => void {
  const current: Hold = { index: indexOf(window.history.state), onHeld };
  hold = current;
  return () => {
    if (hold === current) hold = null;
  };
}
