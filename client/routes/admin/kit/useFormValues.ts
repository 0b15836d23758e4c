// The values of a form and their field messages, whether they differ from
// what the form started from, and the props that bind a field to one value.
// A message stands for the value it was given for: once that value changes
// (typed, or set by another field, as a title sets its slug) it is no longer
// shown. The editors build on it (useEditorForm); a dialog or the sign-in
// form uses it alone, with `form` on its <form> so that the first field a
// failure marks invalid takes the focus.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * `initial`: the values the form starts from, given again at each render (a
 * new baseline after a save or a reload makes `changed` compare with it).
 */
export function useFormValues<Values extends object>(initial: Values, idPrefix?: string) {
  const [values, setValues] = useState(initial);
  /** The messages, and the values they were given for. */
  const [given, setGiven] = useState<{ errors: Record<string, string>; for: Values }>({
    errors: {},
    for: initial,
  });
  const latest = useRef(values);
  latest.current = values;
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const setErrors = useCallback(
    (errors: Record<string, string>) => setGiven({ errors, for: latest.current }),
    [],
  );
  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [key, message] of Object.entries(given.errors)) {
      // A message about something other than one value (a list, the whole form) stays until replaced.
      const value = (values as Record<string, unknown>)[key];
      if (!(key in values) || Object.is(value, (given.for as Record<string, unknown>)[key]))
        shown[key] = message;
    }
    return shown;
  }, [given, values]);

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(given.errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [given]);

  const set = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
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

  return { values, setValues, set, field, control, errors, setErrors, changed, form };
}
