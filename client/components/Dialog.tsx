// A modal dialog on the native <dialog> element (focus.ts' useModal: the page behind
// it inert, Escape, Tab kept inside, page scroll locked, focus given back to
// the element that opened it, or, when the dialog removed that element's row
// (a delete), to the row next to it), with a title and a × button; it closes
// on a backdrop click (one that also began there: a text selection dragged
// out of a field ends in a click on the dialog itself), and asks before one
// of those ways out drops a form's unsaved changes (its Cancel button is
// taken at its word).
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { firstFocusable, keepFocusInside, useModal } from './focus';

/** What a dialog asks before Escape, a click beside it or its × lose something. */
export type DismissQuestion = { title: string; detail: string; stay: string; leave: string };

/** The question of a form with changes not saved. */
export const UNSAVED_CHANGES: DismissQuestion = {
  title: 'Discard your changes?',
  detail: 'What you changed here has not been saved.',
  stay: 'Keep editing',
  leave: 'Discard changes',
};

export function Dialog({
  open,
  onClose,
  title,
  children,
  className = 'max-w-lg',
  style,
  askBeforeDismiss = null,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** E.g. a maximum height from domain constants. */
  style?: CSSProperties;
  /**
   * Leaving now would lose something (a form's unsaved changes): Escape, a
   * click beside the dialog and its × first ask this; none of them do otherwise.
   */
  askBeforeDismiss?: DismissQuestion | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** Whether the pointer went down on the backdrop (a click may end there having begun in a field). */
  const pressedOnBackdrop = useRef(false);
  const [asking, setAsking] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  /** Where focus was when the question came up (null: outside the dialog); it goes back there to stay. */
  const before = useRef<HTMLElement | null | undefined>(undefined);
  /** Escape, the backdrop or ×: straight out, unless there is something to ask first (and asked, Escape stays). */
  const dismiss = () => {
    if (!askBeforeDismiss) return onClose();
    if (!asking) {
      const active = document.activeElement;
      before.current = active instanceof HTMLElement && ref.current?.contains(active) ? active : null;
    }
    setAsking(!asking);
  };
  useEffect(() => {
    if (asking) return stay.current?.focus();
    if (before.current === undefined) return; // Not asked yet.
    (before.current?.isConnected ? before.current : firstFocusable(ref.current))?.focus();
    before.current = undefined;
  }, [asking]);
  if (asking && (!askBeforeDismiss || !open)) setAsking(false);

  useModal(ref, open);

  if (!open) return null;
  return (
    // Escape is the keyboard way out (onCancel); a click on the backdrop is the pointer way.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (event.target === ref.current && pressedOnBackdrop.current) dismiss();
      }}
      className={`m-auto w-[calc(100%-16px)] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50 sm:w-[calc(100%-2rem)] ${className}`}
      style={style}
    >
      {/* On a phone the padding is in px: text made larger (200%) gets the room, not the frame. */}
      <div className="p-[16px] sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Close"
            // 44 px square (a thumb's size on a phone, in px: larger text needs no larger thumb, and
            // at 200% text a 2.75rem square left the title no room); the negative margin keeps the title row's height.
            className="-m-[8px] inline-flex h-[44px] w-[44px] shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden="true" className="block text-xl leading-none">
              ×
            </span>
          </button>
        </div>
        {asking && askBeforeDismiss ? (
          <div
            role="alert"
            className="mb-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <p className="font-semibold">{askBeforeDismiss.title}</p>
            <p className="mt-1">{askBeforeDismiss.detail}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button ref={stay} variant="secondary" onClick={() => setAsking(false)}>
                {askBeforeDismiss.stay}
              </Button>
              <Button variant="danger" onClick={onClose}>
                {askBeforeDismiss.leave}
              </Button>
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
