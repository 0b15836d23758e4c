// The 'Schedule a Consultation' dialog (SPEC §2, §5): a booking request for a
// date from tomorrow on in one of the 14 slots; closes 2 s after success.
// The dates and times are the visitor's own: the dialog says so, and sends
// their time zone, which the back-office shows with the slots.
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import {
  BOOKING_TIME_SLOTS,
  emptyBookingRequest,
  FIELD_LIMITS,
  validateBookingRequest,
} from '../../../domain/conversion';
import { addDays, localIsoDate } from '../../../domain/shared/dates';
import { CONTACT } from '../../../domain/shared/messages';
import type { BookingDialogRequestMutation } from '../../__generated__/BookingDialogRequestMutation.graphql';
import { SelectField, TextAreaField, TextField } from '../Field';
import { EmailField, PhoneField, SubmissionDialog, useSubmissionForm } from './submission';

const requestMutation = graphql`
  mutation BookingDialogRequestMutation($input: BookingRequestInput!) {
    requestBooking(input: $input) {
      __typename
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export default function BookingDialog({ onClose }: { onClose: () => void }) {
  const [commit] = useMutation<BookingDialogRequestMutation>(requestMutation);
  // The visitor's own tomorrow: the dialog only renders in the browser.
  const [tomorrow] = useState(() => addDays(localIsoDate(new Date()), 1));
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const optional = (value: string) => value || null;
  const form = useSubmissionForm({
    draft: 'booking',
    initial: emptyBookingRequest,
    validate: (values) => validateBookingRequest(values, tomorrow),
    failed: CONTACT.bookingFailed,
    onClose,
    send: (values, sent, { onCompleted, onError }) =>
      commit({
        variables: {
          input: {
            ...values,
            phone: optional(values.phone),
            alternateDate: optional(values.alternateDate),
            alternateTime: optional(values.alternateTime),
            message: optional(values.message),
            timeZone,
            ...sent,
          },
        },
        onCompleted: ({ requestBooking }) => onCompleted(requestBooking),
        onError,
      }),
  });
  const { field } = form;

  return (
    <SubmissionDialog
      title="Schedule a Consultation"
      className="max-w-xl"
      sent={CONTACT.bookingSent}
      submitLabel="Request Consultation"
      form={form}
    >
      <TextField
        label="Name"
        required
        autoComplete="name"
        limit={FIELD_LIMITS.name}
        data-autofocus
        {...field('name')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <EmailField {...field('email')} />
        <PhoneField {...field('phone')} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Preferred date" type="date" required min={tomorrow} {...field('preferredDate')} />
        <SelectField
          label="Preferred time"
          required
          placeholder="Select a time"
          hint={`Your time zone: ${timeZone.replaceAll('_', ' ')}`}
          options={BOOKING_TIME_SLOTS}
          {...field('preferredTime')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Alternate date (optional)" type="date" min={tomorrow} {...field('alternateDate')} />
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
        limit={FIELD_LIMITS.message}
        {...field('message')}
      />
    </SubmissionDialog>
  );
}
