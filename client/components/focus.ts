// Where focus can go, for the components that move it themselves (dialogs,
// a list that grows or loses a row), and what every modal on the native
// <dialog> does with it (useModal: Dialog, and the message that takes a
// public dialog's place when its code could not be loaded, which cannot wait
// for Dialog's chunk). The modal part lives here rather than in a module of
// its own: beside this one, the bundler made that one, and this one, two more
// scripts of every first visit.
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/**
 * The elements the keyboard can reach with Tab. Beyond form controls and
 * links: a <details>' own <summary> (its first; the outbox's "Plain text as
 * sent"), a player with its controls, and text being edited in place. A
 * dialog's Tab cycle is built from this list: one missing is skipped over.
 */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'details > summary:first-of-type:not([tabindex="-1"])',
  'audio[controls]:not([tabindex="-1"])',
  'video[controls]:not([tabindex="-1"])',
  '[contenteditable]:not([contenteditable="false"]):not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

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

/**
 * Gives focus back to `opener` once what it started is over (a dialog it
 * opened, a row action it ran), or to the page's heading when nothing had
 * focus as it started. Where that took the opener's row away
 * (deleted it), focus would fall to the page's body, and a keyboard or screen
 * reader user would have to find their place again: it goes to what is left
 * of that row, or to the row after (or before), else to the page's heading.
 * A list that reloads after the dialog has closed removes the opener or its
 * row a moment later (a revoked token loses its button, a booking answered
 * leaves the list of those to answer): that is watched for until focus
 * moves on, or for a few seconds.
 */
export function keepFocusNear(opener: HTMLElement | null): () => void {
  if (!opener || opener === document.body) {
    // Opened by the page itself (/contact opens its dialog): focus goes to the page's heading.
    return () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && (!document.activeElement || document.activeElement === document.body))
        focusStatic(heading);
    };
  }
  // A row, or what stands for one (a list's selection bar, marked data-focus-group).
  const row = opener.closest('li, tr, [data-focus-group]');
  // The row itself first: it may stay with the opener gone (a revoked token loses its Revoke button).
  const nearby = [row, row?.nextElementSibling, row?.previousElementSibling];
  const main = opener.closest('main');
  const focusNearby = () => {
    const next = nearby.map(firstFocusable).find(Boolean);
    const heading = main?.isConnected ? main.querySelector<HTMLElement>('h1') : null;
    if (next) next.focus();
    else if (heading) focusStatic(heading);
  };
  /** Until focus moves on: when `target` leaves the page, focus goes nearby (and is watched again). */
  const watch = (target: Element | null) => {
    if (!row || !target?.isConnected || target === document.body) return;
    const stop = whenPresent(
      () => !target.isConnected,
      () => {
        document.removeEventListener('focusin', stop);
        if (document.activeElement && document.activeElement !== document.body) return;
        focusNearby();
        watch(document.activeElement);
      },
      { root: main ?? document.body },
    );
    // The admin moved on to another control before it went.
    document.addEventListener('focusin', stop, { once: true });
  };
  return () => {
    if (opener.isConnected) opener.focus();
    // Unless what replaced the opener took focus already (an import's result, once it is cancelled).
    else if (!document.activeElement || document.activeElement === document.body) focusNearby();
    watch(document.activeElement);
  };
}

/**
 * Runs `change` (rows of a list reordered, or one removed) and keeps the
 * keyboard on the control that made it: the same control of its row
 * (`data-focus-key` on the row, `data-focus-action` on the control) wherever
 * the row went, another of its row's controls when that one is now disabled
 * (Up at the top), or near the row when it has gone.
 */
export function keepFocusThrough(control: HTMLElement, change: () => void): void {
  const row = control.closest<HTMLElement>('[data-focus-key]');
  const key = row?.dataset.focusKey;
  const action = control.dataset.focusAction;
  const near = keepFocusNear(control);
  change();
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== control) return;
    const moved = key
      ? [...document.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
          (element) => element.dataset.focusKey === key,
        )
      : undefined;
    const controls = moved ? [...moved.querySelectorAll<HTMLButtonElement>('[data-focus-action]')] : [];
    const usable = controls.filter(
      (element) => !element.disabled && element.closest('[data-focus-key]') === moved,
    );
    const same = usable.find((element) => element.dataset.focusAction === action);
    if (same ?? usable[0]) (same ?? usable[0])!.focus();
    else near();
  });
}

/**
 * For a control disabled while the change it made is saved (a `<select>` has
 * no `busy`): the browser drops its focus to the page's body as it is
 * disabled; once `work` is done, it gets it back, unless focus went elsewhere.
 */
export async function refocusAfter(
  control: HTMLElement & { disabled?: boolean },
  work: Promise<unknown>,
): Promise<void> {
  try {
    await work;
  } finally {
    // Enabled again in a render that follows the work: looked for over the next frames.
    let frames = 60;
    const retry = () => {
      const active = document.activeElement;
      if (!control.isConnected || (active && active !== document.body)) return;
      if (!control.disabled) control.focus();
      else if (--frames > 0) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  }
}

/**
 * Whether focus is still where it was when `from` was taken (or fell to the
 * page's body, its control gone): a focus moved a moment after an action must
 * not take the keyboard from a field the user has gone on to since.
 */
export const focusUnmovedSince = (from: Element | null) =>
  document.activeElement === from || !document.activeElement || document.activeElement === document.body;

/**
 * An added row takes the focus: once the row keyed `key` (its
 * `data-focus-key`) is on the page, its control marked `data-focus-first`
 * (a question's text, past its move buttons), else its first control, is
 * focused, instead of leaving the keyboard on the Add button; unless the
 * user has moved the focus on meanwhile.
 */
export function focusAddedRow(key: string): void {
  const from = document.activeElement;
  whenPresent(
    () => document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`),
    (row) => {
      if (!focusUnmovedSince(from)) return;
      const marked = row.querySelector<HTMLElement>('[data-focus-first]');
      if (marked) marked.focus();
      else focusRow(row);
    },
  );
}

/** Wraps Tab in a modal from its last focusable element to the first, and Shift+Tab back. */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Shows the <dialog> in `ref` as a modal while `open` (put `keepFocusInside`
 * on its onKeyDown): the browser makes the page behind it inert and closes it
 * on Escape (its cancel event); page scroll is locked; focus goes to its
 * control marked data-autofocus (or the browser's first one) and, when it
 * closes, back to the element that opened it (keepFocusNear).
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const restoreFocus = keepFocusNear(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // A form names its first field with data-autofocus; otherwise the browser focuses the first control.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      restoreFocus();
    };
  }, [ref, open]);
}
