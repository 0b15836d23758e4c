// Holds the browser's Back and Forward while a screen has unsaved changes.
// React Router re-renders synchronously inside its popstate listener, so a
// screen's own listener would be gone before it ran; this one is installed at
// start-up, before the router's, and stops the event when a hold is active:
// it steps back to the page and tells the screen, which may then move on.
// React Router numbers its history entries (state.idx).

type Hold = { index: number | undefined; onHeld(delta: number): void };

let hold: Hold | null = null;
let restoring = false;

const indexOf = (state: unknown) => (state as { idx?: number } | null)?.idx;

export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (restoring) {
      // The step back to the held page: nobody else needs to see it.
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!hold) return;
    event.stopImmediatePropagation();
    const target = indexOf(event.state);
    const delta = hold.index !== undefined && target !== undefined ? target - hold.index : -1;
    restoring = true;
    window.history.go(-delta);
    hold.onHeld(delta);
  });
}

/** Holds Back/Forward until the returned release is called; `onHeld` gets the attempted move. */
export function holdHistoryMoves(onHeld: (delta: number) => void): () => void {
  const current: Hold = { index: indexOf(window.history.state), onHeld };
  hold = current;
  return () => {
    if (hold === current) hold = null;
  };
}
