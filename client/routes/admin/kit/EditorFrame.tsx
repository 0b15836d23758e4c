// The frame of every editor: back to the list, the save button (it submits
// the form named formId), the title, the failure alert and the
// unsaved-changes dialog. After a failed save the first field marked invalid
// takes the focus (the browser scrolls to it); a failure that names no
// field shown in the form focuses the alert, so it is read out and shown.
// Changes kept from a visit that ended unsaved are offered back above the form.
// Ctrl+S (⌘S on a Mac) saves and keeps the editor open, where the Save button
// goes back to the list: the shortcut is for saving often while writing. It
// says "Saved" until the next change, and never opens the browser's "Save
// page as" (useSaveShortcut).
import { type ReactNode, useEffect, useRef } from 'react';
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { firstFocusable } from '../../../components/focus';
import { documentTitle, PageHeading } from '../../../components/PageHeading';
import { type Back, BackLink } from './BackLink';
import { formatDateTime } from './formatDateTime';
import { isSaveShortcut } from './saveShortcut';
import type { EditorDraft } from './useEditorDraft';
import type { EditorForm, SavedInPlace } from './useEditorForm';

/** The offer to restore kept changes; either answer puts focus on the form's first field. */
function KeptChanges({ draft, formId }: { draft: EditorDraft; formId: string }) {
  if (!draft.offeredFrom) return null;
  const answer = (choice: () => void) => () => {
    choice();
    firstFocusable(document.getElementById(formId))?.focus();
  };
  return (
    <Alert tone="info" title={CONTENT.draftKeptTitle}>
      <p>{formatMessage(CONTENT.draftKept, { when: formatDateTime(draft.offeredFrom) })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={answer(draft.restore)}>Restore changes</Button>
        <Button variant="secondary" onClick={answer(draft.discard)}>
          Discard them
        </Button>
      </div>
    </Alert>
  );
}

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = MAC ? '⌘S' : 'Ctrl+S';

/**
 * Ctrl+S / ⌘S saves in place. Not while a dialog is open over the editor
 * (the assistant, a picker: the keyboard is theirs) or a save is under way;
 * the browser's own "Save page as" never opens on an editor.
 */
function useSaveShortcut(save: () => void, saving: boolean) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      if (event.repeat || saving || document.querySelector('dialog[open]')) return;
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [saving]);
}

/** An editor a save in place opened (a row just created) takes the focus where it was. */
function useFocusAfterSave(openedBySave: SavedInPlace | null, formId: string) {
  const focus = openedBySave?.focus ?? null;
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const target =
      typeof focus === 'number' ? form?.elements[focus] : focus && document.getElementById(focus);
    if (target instanceof HTMLElement) target.focus();
  }, [focus, formId]);
}

export function EditorFrame<Values extends object>({
  editor,
  formId,
  title,
  subject,
  back,
  saveLabel,
  lead,
  actions,
  children,
}: {
  editor: EditorForm<Values>;
  formId: string;
  title: string;
  /**
   * The saved name of what is edited (a post's title): the document title
   * names it, so tabs and the browser's history tell two editors apart.
   */
  subject?: string | null;
  back: Back;
  saveLabel: string;
  lead?: ReactNode;
  /** More buttons beside Save. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { failure } = editor;
  const alert = useRef<HTMLDivElement>(null);
  useSaveShortcut(editor.saveInPlace, editor.saving);
  useFocusAfterSave(editor.openedBySave, formId);
  useEffect(() => {
    if (!failure) return;
    const field = failure.hasFieldErrors
      ? document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')
      : null;
    (field ?? alert.current)?.focus();
  }, [failure, formId]);
  return (
    <div className="space-y-6">
      {/* Sticky, so Save stays on screen beside a long form. */}
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 bg-slate-50/95 py-2">
        <BackLink {...back} />
        <div className="flex flex-wrap items-center gap-3">
          {/* Announced once a save in place is done; emptied by the next change. Out of
              the row while empty, so it leaves no gap before the buttons where they wrap. */}
          <p role="status" className="text-sm font-medium text-emerald-800 empty:absolute">
            {editor.savedInPlace && !editor.dirty ? (
              <>
                <span aria-hidden="true">✓</span> Saved
              </>
            ) : null}
          </p>
          {actions}
          <Button
            type="submit"
            form={formId}
            busy={editor.saving}
            title={
              editor.leavesOnSave
                ? `${saveLabel} and go back to the list. ${SHORTCUT} saves and keeps the editor open.`
                : `${saveLabel} (${SHORTCUT})`
            }
            aria-keyshortcuts={editor.leavesOnSave ? undefined : MAC ? 'Meta+S' : 'Control+S'}
          >
            {editor.saving ? 'Saving...' : saveLabel}
          </Button>
        </div>
      </div>
      <PageHeading title={title} lead={lead} withTitle={!subject} />
      {subject ? <title>{documentTitle(`${title}: ${subject}`)}</title> : null}
      {failure ? (
        <div ref={alert} tabIndex={-1}>
          <Alert tone="error" title={failure.title}>
            {failure.detail ? <p>{failure.detail}</p> : null}
            {failure.hasFieldErrors ? <p>Please correct the fields marked below.</p> : null}
          </Alert>
        </div>
      ) : null}
      <KeptChanges draft={editor.draft} formId={formId} />
      {children}
      {editor.guard.dialog}
    </div>
  );
}
