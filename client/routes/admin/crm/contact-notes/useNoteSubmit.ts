// What the new-note form and a note's edit form share on submit: the note
// rule first (an empty one is refused on the spot, its field focused), then
// the server's answer, its field message on the field and the failure in
// the page's notice.
import { useRef, useState } from 'react';
import { validateNote } from '../../../../../domain/crm';
import type { Rule } from '../../../../../domain/shared/validation';
import { failureOf, type ResultShape } from '../../kit/mutationFailure';
import type { useNotice } from '../../kit/useNotice';

/** `rule`: the note rule with the words of this form (adding, or saving an edit). */
export function useNoteSubmit(
  notice: ReturnType<typeof useNotice>,
  failed: string,
  rule: Rule = validateNote,
) {
  const [error, setError] = useState<string | null>(null);
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
    try {
      const failure = failureOf(await send(), 'CrmNote');
      if (!failure) return true;
      setError(failure.fields.note ?? null);
      notice.error(failure.fields.note ? failed : failure.message || failed);
    } catch {
      notice.error(failed);
    }
    return false;
  };
  return { error, field, submit };
}
