// What the contact and booking dialogs share: the submit states, the answer
// of a submission mutation, the 2 s auto-close, and the honeypot field.
import { type ReactNode, type RefObject, useEffect } from 'react';
import { HONEYPOT_FIELD } from '../../../domain/conversion';
import { MODAL_AUTO_CLOSE_MS } from '../../../domain/shared/constants';
import { failureOf, type ResultShape } from '../../relay/mutationFailure';
import { Alert } from '../Alert';

export type SubmitState = 'idle' | 'submitting' | 'success';

export type Outcome =
  | { kind: 'received' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message: string | null };

/** Reads a SubmissionReceived | ValidationError | RateLimitError answer. */
export function outcomeOf(answer: ResultShape): Outcome {
  const failure = failureOf(answer, 'SubmissionReceived');
  if (!failure) return { kind: 'received' };
  if (answer.__typename === 'ValidationError') return { kind: 'invalid', errors: failure.fields };
  // Only a rate limit's message is for visitors; anything else gets the form's own.
  return { kind: 'refused', message: answer.__typename === 'RateLimitError' ? failure.message : null };
}

/** Closes the dialog 2 s after a success (SPEC §9); closing unmounts and so resets the form. */
export function useAutoClose(state: SubmitState, close: () => void): void {
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(close, MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, close]);
}

/** Moves focus to the first field reported invalid, once the messages are shown. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}

/**
 * Off-screen and hidden from assistive technology; only bots fill it in. A
 * form with a real website field names its honeypot otherwise, so the
 * browser's autofill never fills the trap.
 */
export function HoneypotField({
  value,
  onChange,
  name = HONEYPOT_FIELD,
  label = 'Website',
}: {
  value: string;
  onChange: (value: string) => void;
  name?: string;
  label?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** The success message, focused so the keyboard stays inside the dialog when the form goes away. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <div tabIndex={-1} ref={(element) => element?.focus()} className="outline-none">
      <Alert tone="success">{children}</Alert>
    </div>
  );
}
