// The confirmation before undoing an import: from its result screen and from
// the import history.
import { ConfirmDialog } from '../../kit/ConfirmDialog';

export function UndoImportDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Undo this import?"
      confirmLabel="Undo import"
      busyLabel="Undoing..."
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        The contacts it created are removed (with any notes added since). The ones it updated or restored get
        their earlier values back in the fields it changed; a field edited since keeps the edit.
      </p>
    </ConfirmDialog>
  );
}
