// A confirmation before something that cannot be undone (delete, restore):
// what happens, a Cancel button that gets focus first, and the action.
// Cancel is described by what happens, so a screen reader reads it out with
// the button. A confirmation may turn into another question while open
// (deleting an image turns into removing it from the posts that show it):
// the keyboard then goes back to Cancel, off the button just pressed (now
// the new, more destructive action, which a second Enter would run), and the
// new explanation is read out with it.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  disabled?: boolean;
  /** The button that closes it doing nothing, when 'Cancel' would be read as the action (cancelling an import). */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onClose,
  disabled = false,
  dismissLabel = 'Cancel',
}: ConfirmDialogProps) {
  const explanation = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  /** The question asked last: another one while open is a new step. */
  const asked = useRef(title);
  useEffect(() => {
    if (asked.current === title) return;
    asked.current = title;
    if (open) cancel.current?.focus();
  }, [title, open]);
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div id={explanation} className="space-y-4 text-sm text-slate-700">
        {children}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button
          ref={cancel}
          variant="secondary"
          onClick={onClose}
          aria-describedby={explanation}
          data-autofocus
        >
          {dismissLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy} disabled={disabled}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The confirmation before deleting one thing: "Delete this <noun>?", its
 * "Delete <noun>" button, which reads "Deleting..." while the delete runs.
 * A title or label of its own replaces the noun's (a bulk delete, a term
 * named in the title).
 */
export function DeleteDialog({
  noun,
  title = `Delete this ${noun}?`,
  confirmLabel = `Delete ${noun}`,
  ...props
}: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'busyLabel' | 'tone'> & {
  noun: string;
  title?: string;
  confirmLabel?: string;
}) {
  return <ConfirmDialog title={title} confirmLabel={confirmLabel} busyLabel="Deleting..." {...props} />;
}
