// The buttons at the foot of a dialog's form: Cancel, then the action, which
// says what it is doing while busy and submits the form unless given onClick.
// A dialog that saves something (a term, an image's details) takes Ctrl+S /
// ⌘S for its action, as the editors do, rather than the browser's "Save page
// as".
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { isSaveShortcut } from './saveShortcut';

export function DialogActions({
  label,
  busyLabel = 'Saving...',
  busy = false,
  disabled = false,
  onClick,
  cancelLabel = 'Cancel',
  onCancel,
  saveShortcut = false,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** Not usable for another reason than being busy (nothing to do yet). */
  disabled?: boolean;
  onClick?: () => void;
  cancelLabel?: string;
  onCancel: () => void;
  /** Ctrl+S / ⌘S inside the dialog runs the action (for an action that saves, not one that sends or deletes). */
  saveShortcut?: boolean;
}) {
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = saveShortcut ? action.current?.closest('dialog') : null;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat && !action.current?.disabled) action.current?.click();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [saveShortcut]);
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        ref={action}
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        busy={busy}
        disabled={disabled}
        aria-keyshortcuts={saveShortcut ? 'Control+S Meta+S' : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
