// Where focus can go, for the components that move it themselves (dialogs,
// a list that grows or loses a row).

/** The elements the keyboard can reach with Tab. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The first control inside `element` that is on screen, if `element` is still in the page. */
export const firstFocusable = (element: Element | null | undefined) =>
  element?.isConnected
    ? [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.getClientRects().length > 0)
    : undefined;

/** Focuses what is not a control (a heading, a row), so a screen reader reads it out; Tab still passes it by. */
export function focusStatic(element: HTMLElement, options?: FocusOptions): void {
  element.tabIndex = -1;
  element.focus(options);
}

/** A row of a list: its first control, or the row itself (read out whole) when it has none. */
export function focusRow(row: HTMLElement | undefined): void {
  if (!row) return;
  const control = firstFocusable(row);
  if (control) control.focus();
  else focusStatic(row);
}

/**
 * Calls `then` with what `find` returns as soon as it returns something:
 * now, or when the page changes (a list's new rows, a page's heading, render
 * a moment after their data arrives). Gives up after `timeoutMs`; the
 * returned function stops waiting earlier.
 */
export function whenPresent<T>(
  find: () => T | null | undefined,
  then: (found: T) => void,
  { root = document.body, timeoutMs = 5000 }: { root?: Node; timeoutMs?: number } = {},
): () => void {
  const now = find();
  if (now) {
    then(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const found = find();
    if (!found) return;
    stop();
    then(found);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
