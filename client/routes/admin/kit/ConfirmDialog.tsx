// A confirmation before something that cannot be undone (delete, restore):
// what happens, a Cancel button that gets focus first, and the action.
import type { ReactNode } from 'react';
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
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-4 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
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
