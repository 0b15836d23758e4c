// What the new-note form and a note's edit form share on submit: the note
// rule first (an empty one is refused on the spot, its field focused), then
// the server's answer, its field message on the field and the failure in
// the page's notice; a conflict (the note was saved since the edit opened)
// is kept for the edit form to show in the note's place, with `onConflict`
// to reload what was saved.
import { useRef, useState } from 'react';
import { validateNote } from '../../../../../domain/crm/contacts';
import type { Rule } from '../../../../../domain/shared/validation';
import { useFailure } from '../../auth/useFailure';
import { failureOf, type ResultShape } from '../../kit/mutationFailure';
import type { useNotice } from '../../kit/useNotice';

/** `rule`: the note rule with the words of this form (adding, or saving an edit). */
export function useNoteSubmit(
  notice: ReturnType<typeof useNotice>,
  failed: string,
  { rule = validateNote, onConflict }: { rule?: Rule; onConflict?: () => void } = {},
) {
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useFailure<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  /** Resolves to whether the note was saved (the caller says so). */
  const submit = async (text: string, send: () => Promise<ResultShape>): Promise<boolean> => {
    const problem = rule(text);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return false;
    }
    setError(null);
    setConflict(null);
    try {
      const failure = failureOf(await send(), 'CrmNote');
      if (!failure) return true;
      setError(failure.fields.note ?? null);
      if (failure.conflict && onConflict) {
        setConflict(failure.message || failed);
        onConflict();
      } else notice.error(failure.fields.note ? failed : failure.message || failed);
    } catch {
      notice.error(failed);
    }
    return false;
  };
  return { error, conflict, field, submit };
}
