// A labelled <select> over value/label options, with its error wired up for
// screen readers (the public SelectField takes plain strings).
import { type SelectHTMLAttributes, useId } from 'react';

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  required,
  options,
  placeholder,
  id: givenId,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: readonly Option[];
  /** An empty first option, e.g. 'Select an author'. */
  placeholder?: string;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 ${
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-indigo-600'
        }`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
