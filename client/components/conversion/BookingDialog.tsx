// The 'Schedule a Consultation' dialog (SPEC §2, §5): a booking request for a
// date from tomorrow on in one of the 14 slots; closes 2 s after success.
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import {
  BOOKING_TIME_SLOTS,
  type BookingRequestValues,
  emptyBookingRequest,
  FIELD_LIMITS,
  validateBookingRequest,
} from '../../../domain/conversion';
import { addDays, localIsoDate } from '../../../domain/shared/dates';
import { CONTACT } from '../../../domain/shared/messages';
import type { BookingDialogRequestMutation } from '../../__generated__/BookingDialogRequestMutation.graphql';
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

const requestMutation = graphql`
  mutation BookingDialogRequestMutation($input: BookingRequestInput!) {
    requestBooking(input: $input) {
      __typename
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

type Errors = Partial<Record<keyof BookingRequestValues, string>>;

export default function BookingDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(emptyBookingRequest);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [commit] = useMutation<BookingDialogRequestMutation>(requestMutation);
  // The visitor's own tomorrow: the dialog only renders in the browser.
  const [tomorrow] = useState(() => addDays(localIsoDate(new Date()), 1));
  useAutoClose(state, onClose);
  useFocusFirstError(form, errors);

  const field = (name: keyof BookingRequestValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = validateBookingRequest(values, tomorrow);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    const optional = (value: string) => value || null;
    commit({
      variables: {
        input: {
          ...values,
          phone: optional(values.phone),
          alternateDate: optional(values.alternateDate),
          alternateTime: optional(values.alternateTime),
          message: optional(values.message),
          honeypot: optional(honeypot),
        },
      },
      onCompleted: ({ requestBooking }) => {
        const outcome = outcomeOf(requestBooking);
        if (outcome.kind === 'received') return setState('success');
        setState('idle');
        if (outcome.kind === 'invalid') setErrors(outcome.errors);
        else setFailure(outcome.message ?? CONTACT.bookingFailed);
      },
      onError: () => {
        setState('idle');
        setFailure(CONTACT.bookingFailed);
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title="Schedule a Consultation" className="max-w-xl">
      {state === 'success' ? (
        <SuccessMessage>{CONTACT.bookingSent}</SuccessMessage>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className="relative space-y-4">
          <TextField
            label="Name"
            required
            autoComplete="name"
            maxLength={FIELD_LIMITS.name}
            data-autofocus
            {...field('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
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
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Preferred date"
              type="date"
              required
              min={tomorrow}
              {...field('preferredDate')}
            />
            <SelectField
              label="Preferred time"
              required
              placeholder="Select a time"
              options={BOOKING_TIME_SLOTS}
              {...field('preferredTime')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Alternate date (optional)"
              type="date"
              min={tomorrow}
              {...field('alternateDate')}
            />
            <SelectField
              label="Alternate time (optional)"
              placeholder="Select a time"
              options={BOOKING_TIME_SLOTS}
              {...field('alternateTime')}
            />
          </div>
          <TextAreaField
            label="What would you like to discuss? (optional)"
            rows={3}
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
              {state === 'submitting' ? 'Sending...' : 'Request Consultation'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
