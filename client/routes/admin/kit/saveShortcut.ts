// Ctrl+S (⌘S on a Mac), which the editors and saving dialogs take for their
// save rather than the browser's "Save page as".

/** Whether a key press is the save shortcut (not Ctrl+Shift+S, nor while an input method composes). */
export const isSaveShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 's' &&
  !event.isComposing;
