// The frame of every editor: back to the list, the save button (it submits
// the form named formId), the title, the failure alert and the
// unsaved-changes dialog. After a failed save the first field marked invalid
// takes the focus (the browser scrolls to it); a failure that names no
// field shown in the form focuses the alert, so it is read out and shown.
// Changes kept from a visit that ended unsaved are offered back above the form.
// Ctrl+S (⌘S on a Mac) saves as the Save button does, rather than opening the
// browser's "Save page as" (useSaveShortcut).
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { firstFocusable } from '../../../components/focus';
import { documentTitle, PageHeading } from '../../../components/PageHeading';
import { formatDateTime } from './formatDateTime';
import type { EditorDraft } from './useEditorDraft';
import type { EditorForm } from './useEditorForm';

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

/**
 * Ctrl+S / ⌘S submits the form named formId, as its Save button does. Not
 * while a dialog is open over the editor (the assistant, a picker: the
 * keyboard is theirs) or a save is under way; the browser's own "Save page
 * as" never opens on an editor.
 */
function useSaveShortcut(formId: string, saving: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const save = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      if (!save || event.key.toLowerCase() !== 's' || event.isComposing) return;
      event.preventDefault();
      if (event.repeat || saving || document.querySelector('dialog[open]')) return;
      document.querySelector<HTMLFormElement>(`form#${formId}`)?.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [formId, saving]);
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
  back: { to: string; label: string };
  saveLabel: string;
  lead?: ReactNode;
  /** More buttons beside Save. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { failure } = editor;
  const alert = useRef<HTMLDivElement>(null);
  useSaveShortcut(formId, editor.saving);
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
        <Link to={back.to} className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Button
            type="submit"
            form={formId}
            disabled={editor.saving}
            title={MAC ? `${saveLabel} (⌘S)` : `${saveLabel} (Ctrl+S)`}
            aria-keyshortcuts={MAC ? 'Meta+S' : 'Control+S'}
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
