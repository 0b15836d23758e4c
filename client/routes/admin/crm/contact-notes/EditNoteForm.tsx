// An admin's note rewritten in place on the notes page: the same rules as a
// new note (never empty), Save or Cancel; its date stays. The list shows the
// new text as soon as the server has it (the note is one record in Relay's
// store). The save names the version the note was shown at: one saved since
// (another admin, another tab) is refused with the conflict message in the
// note's place, the typed text kept and the note as saved now shown beside
// it (`onConflict` reloads it), so a second Save overwrites it on purpose.
// Escape in the form is its Cancel: the typed text goes without asking, as
// Cancel lets it go, and the keyboard goes back to the note's Edit button.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { validateEditedNote } from '../../../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import type { EditNoteFormMutation } from '../../../../__generated__/EditNoteFormMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { TextAreaField } from '../../kit/fields';
import { formatDateTime } from '../../kit/formatDateTime';
import { useAsyncMutation } from '../../kit/mutationFailure';
import type { useNotice } from '../../kit/useNotice';
import { useNoteSubmit } from './useNoteSubmit';

type Note = { id: string; note: string; version: number; createdAt: string };

export function EditNoteForm({
  note,
  notice,
  onDone,
  onChange,
  onConflict,
}: {
  note: Note;
  notice: ReturnType<typeof useNotice>;
  /** Saved or cancelled: the note is shown again. */
  onDone: () => void;
  /** Whether what is typed differs from the note (leaving the page then asks first). */
  onChange: (changed: boolean) => void;
  /** The note was saved since it was opened: reload it. */
  onConflict: () => void;
}) {
  const [text, setText] = useState(note.note);
  const {
    error,
    conflict,
    field,
    submit: submitNote,
  } = useNoteSubmit(notice, CRM_TEXT.editNoteFailed, { rule: validateEditedNote, onConflict });
  const alert = useRef<HTMLDivElement>(null);
  const [save, saving] = useAsyncMutation<EditNoteFormMutation>(graphql`
    mutation EditNoteFormMutation($input: UpdateCrmContactNoteInput!) {
      updateCrmContactNote(input: $input) {
        __typename
        ... on CrmNote {
          id
          note
          version
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  // Editing goes on from the note's end, as a click after its last word would: the browser puts the caret before the first.
  useEffect(() => {
    const textarea = field.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [field]);
  // A refusal takes the focus, so it is read out (the typed text stays in the field).
  useEffect(() => {
    if (conflict) alert.current?.focus();
  }, [conflict]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const send = async () =>
      (await save({ variables: { input: { id: note.id, expectedVersion: note.version, note: text } } }))
        .updateCrmContactNote;
    if (await submitNote(text, send)) {
      notice.success(CRM_TEXT.noteSaved);
      onDone();
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || saving) return;
        event.preventDefault();
        onDone();
      }}
      className="space-y-3"
    >
      {conflict ? (
        <div ref={alert} tabIndex={-1}>
          <Alert tone="error" title={CRM_TEXT.editNoteFailed}>
            <p>{conflict}</p>
            <p className="mt-2 font-medium">{CRM_TEXT.noteSavedNow}</p>
            <p className="whitespace-pre-wrap">{note.note}</p>
          </Alert>
        </div>
      ) : null}
      <TextAreaField
        ref={field}
        label={`Note of ${formatDateTime(note.createdAt)}`}
        rows={4}
        value={text}
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value !== note.note);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={saving}>
          {saving ? 'Saving...' : 'Save note'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
