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
// over its entry, so the history holds no trace of it.

type Hold = { index: number | undefined; onHeld(delta: number): void };
type Layer = { index: number | undefined; onBack(): void };

let hold: Hold | null = null;
let layer: Layer | null = null;
let restoring = false;

const indexOf = (state: unknown) => (state as { idx?: number } | null)?.idx;
const LAYER_MARK = 'layer';
const isLayerEntry = (state: unknown) => (state as Record<string, unknown> | null)?.[LAYER_MARK] === true;

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
    if (!hold) return;
    event.stopImmediatePropagation();
    const target = indexOf(event.state);
    const delta = hold.index !== undefined && target !== undefined ? target - hold.index : -1;
    restoring = true;
    window.history.go(-delta);
    hold.onHeld(delta);
  });
  // Reloaded with a dialog open: the dialog is gone, and so goes its entry
  // (Back would otherwise seem to do nothing once).
  if (isLayerEntry(window.history.state)) stepBack();
}

/**
 * Gives a layer over the page (a public dialog, opened now) its own history
 * entry: Back closes it and calls `onBack`. The returned function is for
 * every other way of closing it: it steps back over the entry, unless Back
 * already did, or a navigation has since left it behind.
 */
export function openHistoryLayer(onBack: () => void): () => void {
  window.history.pushState({ ...(window.history.state ?? {}), [LAYER_MARK]: true }, '');
  const current: Layer = { index: indexOf(window.history.state), onBack };
  layer = current;
  return () => {
    if (layer !== current) return;
    layer = null;
    if (isLayerEntry(window.history.state)) stepBack();
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
