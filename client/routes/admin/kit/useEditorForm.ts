// The state of an editor: the values as edited, whether they differ from what
// was loaded (the unsaved-changes guard holds navigation while they do), the
// domain's validation before anything is sent, and the save: the server's
// field messages land on the fields, a version conflict or any other refusal
// in the failure alert; once saved the editor replaces its history entry with
// the list's. Changes not saved yet are kept in the browser for the next time
// the editor opens (useEditorDraft).
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFailure } from '../auth/useFailure';
import type { Failure } from './mutationFailure';
import { type EditorDraftOptions, useEditorDraft } from './useEditorDraft';
import { useFormValues } from './useFormValues';
import { useUnsavedChanges } from './useUnsavedChanges';

export type EditorFailure = { title: string; detail: string | null; hasFieldErrors: boolean };

export type EditorOptions<Values> = {
  initial: Values;
  /** The domain's rules: field messages by name (empty when valid). */
  validate?: (values: Values) => Record<string, string>;
  /** Sends the values; resolves to null when saved. */
  save: (values: Values) => Promise<Failure | null>;
  /** The spec's 'Failed to save …'. */
  failedMessage: string;
  /** Where to go once saved (replacing the editor's history entry). */
  done?: string;
  /** Field ids are `<idPrefix>-<name>` (see field and control). */
  idPrefix?: string;
  /** After a failure (EditorFrame then focuses the first invalid field). */
  onFailed?: (fields: Record<string, string>) => void;
  /** Once saved, for an editor that stays open (set the new baseline, show a notice). */
  onSaved?: () => void;
  /** The row and version whose unsaved changes are kept in the browser until saved or discarded. */
  draft?: EditorDraftOptions;
};

export function useEditorForm<Values extends object>(options: EditorOptions<Values>) {
  const { initial, validate, save, failedMessage, done, idPrefix, onFailed, onSaved } = options;
  const form = useFormValues(initial, idPrefix);
  const { values, setValues, setErrors, changed: dirty } = form;
  const [failure, setFailure] = useFailure<EditorFailure>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const draft = useEditorDraft(options.draft, values, dirty, setValues);
  const guard = useUnsavedChanges(dirty, draft.forget);

  const fail = (detail: string | null, fields: Record<string, string>) => {
    setErrors(fields);
    setFailure({
      title: failedMessage,
      detail: detail && detail !== failedMessage ? detail : null,
      hasFieldErrors: Object.keys(fields).length > 0,
    });
    onFailed?.(fields);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const local = validate?.(values) ?? {};
    if (Object.keys(local).length > 0) return fail(null, local);
    setFailure(null);
    setSaving(true);
    try {
      const problem = await save(values);
      if (problem) return fail(problem.message || null, problem.fields);
      setErrors({});
      draft.forget();
      guard.allowNavigation();
      onSaved?.();
      if (done) navigate(done, { replace: true });
    } catch {
      fail(null, {});
    } finally {
      setSaving(false);
    }
  };

  return { ...form, failure, saving, dirty, submit, guard, draft };
}

export type EditorForm<Values extends object> = ReturnType<typeof useEditorForm<Values>>;
