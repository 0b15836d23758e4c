// The state of an editor: the values as edited, whether they differ from what
// was loaded (the unsaved-changes guard holds navigation while they do), the
// domain's validation before anything is sent, and the save: the server's
// field messages land on the fields, a version conflict or any other refusal
// in the failure alert; once saved the editor replaces its history entry with
// the list's.
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Failure } from './mutationFailure';
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
};

export function useEditorForm<Values extends object>(options: EditorOptions<Values>) {
  const { initial, validate, save, failedMessage, done, idPrefix, onFailed, onSaved } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<EditorFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const guard = useUnsavedChanges(dirty);

  // Changing a value clears its field's message.
  const set = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

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
      guard.allowNavigation();
      onSaved?.();
      if (done) navigate(done, { replace: true });
    } catch {
      fail(null, {});
    } finally {
      setSaving(false);
    }
  };

  /** The props of a control bound to one value that reports the value itself. */
  const control = <K extends keyof Values & string>(key: K) => ({
    // No id key at all without a prefix: `id: undefined` would override the field's own id.
    ...(idPrefix ? { id: `${idPrefix}-${key}` } : {}),
    value: values[key],
    error: errors[key],
    onChange: (value: Values[K]) => set(key, value),
  });

  /** The props of a text-like field (input, textarea, select) bound to one value. */
  const field = <K extends keyof Values & string>(key: K) => ({
    ...control(key),
    value: values[key] as unknown as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as Values[K]),
  });

  return { values, setValues, set, field, control, errors, setErrors, failure, saving, dirty, submit, guard };
}

export type EditorForm<Values extends object> = ReturnType<typeof useEditorForm<Values>>;
