// The buttons at the foot of a dialog's form: Cancel, then the action, which
// says what it is doing while busy and submits the form unless given onClick.
import { Button } from '../../../components/Button';

export function DialogActions({
  label,
  busyLabel = 'Saving...',
  busy = false,
  disabled = false,
  onClick,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** Not usable for another reason than being busy (nothing to do yet). */
  disabled?: boolean;
  onClick?: () => void;
  cancelLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onClick ? 'button' : 'submit'} onClick={onClick} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
