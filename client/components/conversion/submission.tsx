// What the contact and booking dialogs share: the form state and submit, the
// answer of a submission mutation, the 2 s auto-close, the honeypot field, the
// email and phone fields, the dialog frame, and the unsent values kept when
// the dialog is closed (a tap beside it loses nothing).
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { FIELD_LIMITS, HONEYPOT_FIELD } from '../../../domain/conversion';
import { MODAL_AUTO_CLOSE_MS } from '../../../domain/shared/constants';
import { failureOf, type ResultShape } from '../../relay/mutationFailure';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../Field';
import { randomId } from '../randomId';

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
  /** Without them, a plain form's field (posted as typed). */
  value?: string;
  onChange?: (value: string) => void;
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
          {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : {})}
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

type Values = Record<string, string>;

/**
 * What a visitor typed into a dialog they closed without sending it (a tap
 * beside it, Escape): kept for this tab's session, so opening the dialog
 * again brings it back. Only the fields they changed are kept; sending
 * clears it. Storage that is full or switched off keeps nothing.
 */
const drafts = {
  key: (name: string) => `meridian-lab:draft:${name}`,
  read<V extends Values>(name: string, initial: V): V {
    try {
      const kept = JSON.parse(sessionStorage.getItem(drafts.key(name)) ?? '{}') as Partial<V>;
      const known = Object.entries(kept).filter(
        ([field, value]) => field in initial && typeof value === 'string',
      );
      return { ...initial, ...Object.fromEntries(known) };
    } catch {
      return initial;
    }
  },
  write<V extends Values>(name: string, initial: V, values: V): void {
    const changed = Object.entries(values).filter(([field, value]) => value !== initial[field]);
    try {
      if (changed.length === 0) sessionStorage.removeItem(drafts.key(name));
      else sessionStorage.setItem(drafts.key(name), JSON.stringify(Object.fromEntries(changed)));
    } catch {
      // Nothing kept: the form still works.
    }
  },
};

/**
 * A submission on its way, kept for the tab's session beside the draft: its
 * key, so that the same values sent again (after the dialog was closed while
 * "Sending...", or a reload) are the same submission, stored once; and
 * whether it was received after its dialog had closed, so that opening it
 * again says so instead of offering to send it a second time.
 */
type Sending<V> = { values: V; submissionKey: string; received?: true };
const sending = {
  key: (name: string) => `meridian-lab:sending:${name}`,
  read<V>(name: string): Sending<V> | null {
    try {
      return JSON.parse(sessionStorage.getItem(sending.key(name)) ?? 'null') as Sending<V> | null;
    } catch {
      return null;
    }
  },
  write<V>(name: string, value: Sending<V> | null): void {
    try {
      if (value) sessionStorage.setItem(sending.key(name), JSON.stringify(value));
      else sessionStorage.removeItem(sending.key(name));
    } catch {
      // Nothing kept: a retry after a reload is then a new submission.
    }
  },
};

type Callbacks = { onCompleted: (answer: ResultShape) => void; onError: () => void };

/** What `field(name)` of a submission form hands a field. */
type FieldBinding = {
  value?: string;
  error?: string;
  onChange?: (event: { target: { value: string } }) => void;
  /** A plain form's (posted without JavaScript): its name, id and first value. */
  name?: string;
  id?: string;
  defaultValue?: string;
};

/** The visitor's email: the same field in every form that asks for it. */
export const EmailField = (binding: FieldBinding) => (
  <TextField
    label="Email"
    type="email"
    required
    autoComplete="email"
    limit={FIELD_LIMITS.email}
    {...binding}
  />
);

/** The visitor's phone, optional. */
export const PhoneField = (binding: FieldBinding) => (
  <TextField label="Phone (optional)" type="tel" autoComplete="tel" limit={FIELD_LIMITS.phone} {...binding} />
);

/**
 * A visitor's submission form: values, messages from the shared rules and
 * from the server, the submit states, the honeypot, the auto-close and focus
 * on the first invalid field. `send` commits the mutation with the answer's
 * callbacks; `failed` is the form's own message when sending fails.
 */
export function useSubmissionForm<V extends Values>({
  draft,
  initial,
  validate,
  send,
  failed,
  onClose,
}: {
  /** The name its unsent values are kept under when the dialog is closed. */
  draft: string;
  initial: V | (() => V);
  validate: (values: V) => Partial<Record<keyof V, string>>;
  /**
   * `sent.submissionKey`: the same for a retry of the same values, so the server
   * stores a submission whose answer was lost on the way back only once.
   */
  send: (values: V, sent: { honeypot: string | null; submissionKey: string }, callbacks: Callbacks) => void;
  failed: string;
  onClose: () => void;
}) {
  const [empty] = useState(initial);
  /** What an earlier dialog sent: received once it had closed (say so), or perhaps not (its key is reused). */
  const [earlier] = useState(() => sending.read<V>(draft));
  const [values, setValues] = useState(() => (earlier?.received ? empty : drafts.read(draft, empty)));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [state, setState] = useState<SubmitState>(earlier?.received ? 'success' : 'idle');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  /** The key of the values last sent, kept until they are received. */
  const key = useRef<Sending<V> | null>(earlier?.received ? null : earlier);
  /** Whether the dialog is still open when an answer comes (it may be closed while sending). */
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    if (earlier?.received) sending.write(draft, null);
    return () => {
      open.current = false;
    };
  }, [draft, earlier]);
  useAutoClose(state, onClose);
  useFocusFirstError(form, errors);
  useEffect(() => {
    // Once sent, nothing is left to keep.
    drafts.write(draft, empty, state === 'success' ? empty : values);
  }, [draft, empty, values, state]);

  const field = (name: keyof V) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      // A message about what was there goes once it is changed (the next Send checks again).
      if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest as typeof errors);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    // A retry of what was sent before (its answer lost, or refused for a while) is the same submission.
    if (key.current === null || JSON.stringify(key.current.values) !== JSON.stringify(values))
      key.current = { values, submissionKey: randomId() };
    sending.write(draft, key.current);
    const submissionKey = key.current.submissionKey;
    send(
      values,
      { honeypot: honeypot || null, submissionKey },
      {
        onCompleted: (answer) => {
          const outcome = outcomeOf(answer);
          if (outcome.kind === 'received') {
            key.current = null;
            if (open.current) {
              sending.write(draft, null);
              return setState('success');
            }
            // Closed while sending: nothing left to send, and the next opening says it arrived.
            drafts.write(draft, empty, empty);
            return sending.write(draft, { values: empty, submissionKey, received: true });
          }
          setState('idle');
          if (outcome.kind === 'invalid') setErrors(outcome.errors as Partial<Record<keyof V, string>>);
          else setFailure(outcome.message ?? failed);
        },
        onError: () => {
          setState('idle');
          setFailure(failed);
        },
      },
    );
  };

  return { field, submit, state, failure, form, honeypot, setHoneypot, onClose };
}

/** The dialog around a submission form: the form until it succeeds, then the success message. */
export function SubmissionDialog({
  title,
  className,
  sent,
  submitLabel,
  form,
  children,
}: {
  title: string;
  className?: string;
  sent: string;
  submitLabel: string;
  form: Omit<ReturnType<typeof useSubmissionForm>, 'field'>;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={form.onClose} title={title} className={className}>
      {form.state === 'success' ? (
        <SuccessMessage>{sent}</SuccessMessage>
      ) : (
        <form ref={form.form} onSubmit={form.submit} noValidate className="relative space-y-4">
          {children}
          <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
          {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={form.onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={form.state === 'submitting'}>
              {form.state === 'submitting' ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
