// Closing what opens over the page without being a dialog (the phone menu,
// the floating contact options): Escape closes it and gives the keyboard back
// to its button; a press anywhere else closes it. A dialog above it keeps its
// own Escape.
import { useEffect } from 'react';

export function useDismiss(
  open: boolean,
  close: () => void,
  {
    parts,
    toggle,
  }: {
    /** What a press inside leaves open: the button and what it opened. */
    parts: () => readonly (Element | null)[];
    toggle: () => HTMLElement | null;
  },
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement?.closest('dialog')) return;
      close();
      toggle()?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!parts().some((part) => part?.contains(event.target as Node))) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, parts, toggle]);
}
