// A labelled form field with its error message wired up for screen readers,
// and for a long text its length against the limit, shown as the limit
// nears: the text is never cut short (a paste past the limit would lose its
// end unseen); the form's rules refuse it until it is shortened. A message
// that appears while its field has the focus (Enter in it refused) is read
// out as it appears: the focus, already there, cannot move to it to read it.

import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { characterCount } from '../../domain/shared/validation';
import { grouped } from './format';

export type FieldFrameProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The most characters the value may have: a count shows from 90% of it on. */
  limit?: number;
  /**
   * What the limit counts, when the value is stored otherwise than typed (a folder name once the
   * folder rule made it): the count and the limit are of that.
   */
  counts?: (value: string) => string;
  /**
   * The error is an alert, read out as it shows, wherever the focus is. It is
   * one anyway when it shows while the field has the focus.
   */
  announceError?: boolean;
};

/** From how full of its limit a field shows its count. */
const COUNT_FROM = 0.9;

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
  count,
  announceError,
  children,
}: Omit<FieldFrameProps, 'limit' | 'counts'> & { id: string; count?: ReactNode; children: ReactNode }) {
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
      <FieldMessages id={id} hint={hint} error={error} announce={announceError} />
      {count}
    </div>
  );
}

/** A field's hint and error, under the ids `describedBy` points at. */
export function FieldMessages({
  id,
  hint,
  error,
  announce = false,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | null;
  /** The error is an alert (FieldFrameProps' announceError). */
  announce?: boolean;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/**
 * Splits a field's props into its frame (label, hint, error) and the props of
 * its control, tied to them for screen readers; what the caller passes wins.
 */
function useControl<Props extends FieldFrameProps & { id?: string; className?: string; value?: unknown }>({
  label,
  error,
  hint,
  required,
  limit,
  counts = (value) => value,
  announceError,
  className = '',
  ...props
}: Props) {
  const generated = useId();
  const id = props.id ?? generated;
  // Whether the message showing now came while the field had the focus: decided as it
  // comes, and kept while it stays (a later render, focus elsewhere, changes nothing).
  const [shown, setShown] = useState<{ error: typeof error; focused: boolean }>({ error, focused: false });
  if (shown.error !== error) {
    const focused = Boolean(error) && typeof document !== 'undefined' && document.activeElement?.id === id;
    setShown({ error, focused });
  }
  const alert = announceError || (shown.error === error && shown.focused);
  const length = typeof props.value === 'string' ? characterCount(counts(props.value)) : 0;
  const counted = limit !== undefined && length >= limit * COUNT_FROM;
  const count = counted ? (
    <p
      id={`${id}-count`}
      className={`text-xs ${length > limit ? 'font-semibold text-red-700' : 'text-slate-500'}`}
    >
      {grouped(length)} of {grouped(limit)} characters
    </p>
  ) : null;
  const described = [describedBy(id, error, hint), counted ? `${id}-count` : null].filter(Boolean).join(' ');
  return {
    frame: { id, label, error, hint, required, count, announceError: alert },
    control: {
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
      className: `${inputClass(error)} ${className}`,
      ...props,
      // After the props: a wrapper passing `id={undefined}` on would leave the label pointing at nothing.
      id,
    },
  };
}

export function TextField(
  props: FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const { frame, control } = useControl(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const { frame, control } = useControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

export type SelectOption = string | { value: string; label: string };

/** A labelled <select>; options are values, or values with their labels. */
export function SelectField({
  className = 'bg-white',
  options,
  placeholder,
  ...props
}: FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** An empty first option, e.g. 'Select a time'. */
    placeholder?: string;
  }) {
  const { frame, control } = useControl({ ...props, className });
  return (
    <FieldFrame {...frame}>
      <select {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
