// The values of a form and their field messages, whether they differ from
// what the form started from, and the props that bind a field to one value:
// changing a value clears its message. The editors build
// on it (useEditorForm); a dialog or the sign-in form uses it alone.
import { useCallback, useState } from 'react';

/**
 * `initial`: the values the form starts from, given again at each render (a
 * new baseline after a save or a reload makes `changed` compare with it).
 */
export function useFormValues<Values extends object>(initial: Values, idPrefix?: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const set = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

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

  return { values, setValues, set, field, control, errors, setErrors, changed };
}
