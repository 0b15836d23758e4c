// A labelled form field with its error message wired up for screen readers.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export type FieldFrameProps = { label: string; error?: string | null; hint?: ReactNode; required?: boolean };

export const inputClass = (error?: string | null) =>
  `block w-full rounded-md border px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 ${
    error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-indigo-600'
  }`;

export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
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
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, under the ids `describedBy` points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  error,
  hint,
  required,
  className = '',
  ...props
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldFrame id={props.id ?? id} label={label} error={error} hint={hint} required={required}>
      <input
        id={props.id ?? id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id ?? id, error, hint)}
        className={`${inputClass(error)} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className = '',
  ...props
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <FieldFrame id={props.id ?? id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={props.id ?? id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id ?? id, error, hint)}
        className={`${inputClass(error)} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}
