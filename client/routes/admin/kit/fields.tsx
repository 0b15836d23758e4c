// The back-office field set: text, textarea, select, checkbox and date, each
// with its label, hint and error wired for screen readers (aria-invalid,
// aria-describedby). Text fields are the site's own (components/Field).
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import {
  describedBy,
  FieldFrame,
  type FieldFrameProps,
  FieldMessages,
  inputClass,
} from '../../../components/Field';

export { TextAreaField, TextField } from '../../../components/Field';

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  id: givenId,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> &
  FieldFrameProps & {
    options: readonly Option[];
    /** An empty first option, e.g. 'Select an author'. */
    placeholder?: string;
  }) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`bg-white ${inputClass(error)}`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A date (yyyy-mm-dd) in the browser's date picker. */
export function DateField(props: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const { label, error, hint, required, id: givenId, ...input } = props;
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        type="date"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it, and an optional hint or error under it. */
export function CheckboxField({
  label,
  error,
  hint,
  id: givenId,
  ...props
}: { label: ReactNode; error?: string | null; hint?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...props}
        />
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
