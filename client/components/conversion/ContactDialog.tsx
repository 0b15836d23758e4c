// The 'Contact Us' dialog (SPEC §2, §5): the spec's fields and messages,
// validated in the browser and again on the server; closes 2 s after success.
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import {
  CONTACT_SUBJECTS,
  type ContactMessageValues,
  type ContactSubject,
  emptyContactMessage,
  FIELD_LIMITS,
  validateContactMessage,
} from '../../../domain/conversion';
import { CONTACT } from '../../../domain/shared/messages';
import type { ContactDialogSendMutation } from '../../__generated__/ContactDialogSendMutation.graphql';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextAreaField, TextField } from '../Field';
import { SelectField } from './SelectField';
import {
  HoneypotField,
  outcomeOf,
  type SubmitState,
  SuccessMessage,
  useAutoClose,
  useFocusFirstError,
} from './submission';

const sendMutation = graphql`
  mutation ContactDialogSendMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

type Errors = Partial<Record<keyof ContactMessageValues, string>>;

export default function ContactDialog({
  subject,
  onClose,
}: {
  subject?: ContactSubject;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => emptyContactMessage(subject));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [commit] = useMutation<ContactDialogSendMutation>(sendMutation);
  useAutoClose(state, onClose);
  useFocusFirstError(form, errors);

  const field = (name: keyof ContactMessageValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = validateContactMessage(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    commit({
      variables: { input: { ...values, phone: values.phone || null, honeypot: honeypot || null } },
      onCompleted: ({ sendContactMessage }) => {
        const outcome = outcomeOf(sendContactMessage);
        if (outcome.kind === 'received') return setState('success');
        setState('idle');
        if (outcome.kind === 'invalid') setErrors(outcome.errors);
        else setFailure(outcome.message ?? CONTACT.sendFailed);
      },
      onError: () => {
        setState('idle');
        setFailure(CONTACT.sendFailed);
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title="Contact Us">
      {state === 'success' ? (
        <SuccessMessage>{CONTACT.sent}</SuccessMessage>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className="relative space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              maxLength={FIELD_LIMITS.name}
              data-autofocus
              {...field('firstName')}
            />
            <TextField
              label="Last name"
              required
              autoComplete="family-name"
              maxLength={FIELD_LIMITS.name}
              {...field('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            {...field('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone}
            {...field('phone')}
          />
          <SelectField label="Subject" options={CONTACT_SUBJECTS} {...field('subject')} />
          <TextAreaField
            label="Message"
            required
            rows={5}
            maxLength={FIELD_LIMITS.message}
            {...field('message')}
          />
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={state === 'submitting'}>
              {state === 'submitting' ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
