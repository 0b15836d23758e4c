// An admin's note rewritten in place on the notes page: the same rules as a
// new note (never empty), Save or Cancel; its date stays. The list shows the
// new text as soon as the server has it (the note is one record in Relay's
// store).
import { type FormEvent, useEffect, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { CRM_TEXT, validateEditedNote } from '../../../../../domain/crm';
import type { EditNoteFormMutation } from '../../../../__generated__/EditNoteFormMutation.graphql';
import { Button } from '../../../../components/Button';
import { TextAreaField } from '../../kit/fields';
import { formatDateTime } from '../../kit/formatDateTime';
import { useAsyncMutation } from '../../kit/mutationFailure';
import type { useNotice } from '../../kit/useNotice';
import { useNoteSubmit } from './useNoteSubmit';

type Note = { id: string; note: string; createdAt: string };

export function EditNoteForm({
  note,
  notice,
  onDone,
  onChange,
}: {
  note: Note;
  notice: ReturnType<typeof useNotice>;
  /** Saved or cancelled: the note is shown again. */
  onDone: () => void;
  /** Whether what is typed differs from the note (leaving the page then asks first). */
  onChange: (changed: boolean) => void;
}) {
  const [text, setText] = useState(note.note);
  const {
    error,
    field,
    submit: submitNote,
  } = useNoteSubmit(notice, CRM_TEXT.editNoteFailed, validateEditedNote);
  const [save, saving] = useAsyncMutation<EditNoteFormMutation>(graphql`
    mutation EditNoteFormMutation($input: UpdateCrmContactNoteInput!) {
      updateCrmContactNote(input: $input) {
        __typename
        ... on CrmNote {
          id
          note
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  useEffect(() => field.current?.focus(), [field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const send = async () =>
      (await save({ variables: { input: { id: note.id, note: text } } })).updateCrmContactNote;
    if (await submitNote(text, send)) {
      notice.success(CRM_TEXT.noteSaved);
      onDone();
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
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
