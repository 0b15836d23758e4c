// The back-office field set: text, textarea, select, checkbox and date, each
// with its label, hint and error wired for screen readers (aria-invalid,
// aria-describedby). Text and select fields are the site's own (components/Field).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { describedBy, type FieldFrameProps, FieldMessages, TextField } from '../../../components/Field';

export { SelectField, TextAreaField, TextField } from '../../../components/Field';

export type Option = { value: string; label: string };

/**
 * The options an editor loaded (a page of terms, the first 100 by name), then
 * the row's own choices that are not among them: a chosen term past that page
 * still shows as chosen, and can be taken off.
 */
export function withChosen(
  options: readonly Option[],
  chosen: readonly ({ id: string; name: string } | null | undefined)[],
): Option[] {
  const known = new Set(options.map((option) => option.value));
  const extra = chosen.filter((term) => term != null && !known.has(term.id)) as {
    id: string;
    name: string;
  }[];
  return [
    ...options,
    ...[...new Map(extra.map((term) => [term.id, { value: term.id, label: term.name }])).values()],
  ];
}

/**
 * A checkbox or radio button with its words beside it: the whole label is
 * what a thumb presses, 44 px high on a phone (the box alone is 13 px) and
 * 24 px from a tablet up, where a pointer is finer.
 */
export const CHOICE_LABEL = 'flex min-h-11 items-center gap-2 md:min-h-6';
/** A box standing alone (a row's 'Select …'): the label around it gives it a 45 px square to press. */
export const CHOICE_ALONE = '-m-[16px] inline-flex cursor-pointer p-[16px]';

/** A date (yyyy-mm-dd) in the browser's date picker. */
export function DateField(props: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <TextField type="date" {...props} />;
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
      <label htmlFor={id} className={`${CHOICE_LABEL} text-sm font-medium text-slate-800`}>
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
