// Answering a booking request, from the bookings list or a contact's
// history: confirm it for the preferred or the alternate slot, move a
// confirmed one to its other slot, or decline it, and (ticked by default)
// email the visitor the answer with an optional note; the email waits in the outbox like every other. Field messages from
// the server show beside their field; the request is left as it was.
import { type FormEvent, Fragment, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import {
  BOOKING_STATUS_LABELS,
  type BookingAnswer,
  type BookingSlotChoice,
} from '../../../../domain/crm/bookings';
import { CRM_TEXT } from '../../../../domain/crm/messages';
import { formatMessage } from '../../../../domain/shared/messages';
import type { BookingAnswerDialogMutation } from '../../../__generated__/BookingAnswerDialogMutation.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, UNSAVED_CHANGES } from '../../../components/Dialog';
import { useFailure } from '../auth/useFailure';
import { DialogActions } from '../kit/DialogActions';
import { CheckboxField, TextAreaField } from '../kit/fields';
import { settle, useAsyncMutation } from '../kit/mutationFailure';
import { useFormValues } from '../kit/useFormValues';
import { type RequestSlots, requestSlot, SLOT_LABELS, slotsOf } from './BookingSlot';
import { BOOKING_ANSWER_LABELS } from './bookings.resource';

export type AnswerableBooking = RequestSlots & {
  id: string;
  name: string;
  email: string;
  /** The slot confirmed so far, for a move to the other one. */
  confirmedSlot?: string | null;
};

/** The status each answer sets. */
const STATUS = { confirmed: 'confirmed', moved: 'confirmed', declined: 'declined' } as const;

const WORDS = {
  confirmed: {
    title: 'Confirm the booking of',
    email: 'the confirmation',
    action: 'Confirm booking',
    busy: 'Confirming...',
    note: 'Where you will call them, or what to prepare.',
  },
  moved: {
    title: 'Change the confirmed slot of',
    email: 'the new time',
    action: 'Change slot',
    busy: 'Changing...',
    note: 'Why it moved, or what to prepare.',
  },
  declined: {
    title: 'Decline the booking of',
    email: 'that we cannot meet then',
    action: 'Decline request',
    busy: 'Declining...',
    note: 'Other times you could offer, for example.',
  },
} as const;

export function BookingAnswerDialog({
  booking,
  answer,
  onClose,
  onAnswered,
}: {
  booking: AnswerableBooking;
  answer: BookingAnswer;
  onClose: () => void;
  /** Done: what to tell the admin ("Booking request of Ada: confirmed. The email ... is in the outbox."). */
  onAnswered: (notice: string) => void;
}) {
  const words = WORDS[answer];
  /** Whether there are two slots to choose from. */
  const choosing = STATUS[answer] === 'confirmed' && Boolean(booking.alternateDate);
  const { values, set, field, errors, setErrors, form } = useFormValues({
    // A move starts on the slot not confirmed yet.
    slot: (answer === 'moved' && booking.confirmedSlot !== 'alternate'
      ? 'alternate'
      : 'preferred') as BookingSlotChoice,
    notify: true,
    message: '',
  });
  const [failed, setFailed] = useFailure<string>();
  const [commit, busy] = useAsyncMutation<BookingAnswerDialogMutation>(graphql`
    mutation BookingAnswerDialogMutation($input: SetBookingRequestStatusInput!) {
      setBookingRequestStatus(input: $input) {
        __typename
        ... on BookingRequest {
          id
          status
          confirmedSlot
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(null);
    const message = values.notify ? values.message.trim() : '';
    const failure = await settle(
      commit({
        variables: {
          input: {
            id: booking.id,
            status: STATUS[answer],
            slot: choosing ? values.slot : null,
            notify: values.notify,
            message: message || null,
          },
        },
      }),
      'BookingRequest',
    );
    if (failure) {
      // A message about a field on screen shows beside it; any other (the request was
      // answered meanwhile, the server could not be reached) above the form.
      setErrors(failure.fields);
      const beside = (failure.fields.slot && choosing) || (failure.fields.message && values.notify);
      setFailed(beside ? null : failure.message || CRM_TEXT.bookingMoveFailed);
      return;
    }
    const moved = { name: booking.name, status: BOOKING_STATUS_LABELS[STATUS[answer]].toLowerCase() };
    onAnswered(
      values.notify
        ? formatMessage(CRM_TEXT.bookingMovedEmailed, { ...moved, email: booking.email })
        : formatMessage(CRM_TEXT.bookingMoved, moved),
    );
  };

  const asked = (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {slotsOf(booking).map((which) => (
        <Fragment key={which}>
          <dt className="font-medium text-slate-800">{SLOT_LABELS[which]}</dt>
          <dd>{requestSlot(booking, which)}</dd>
        </Fragment>
      ))}
    </dl>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${words.title} ${booking.name}`}
      askBeforeDismiss={values.message.trim() ? UNSAVED_CHANGES : null}
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        {choosing ? (
          <fieldset aria-describedby={errors.slot ? 'booking-slot-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Slot to confirm</legend>
            <div className="mt-2 space-y-2">
              {slotsOf(booking).map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name="booking-slot"
                    className="mt-1"
                    value={choice}
                    checked={values.slot === choice}
                    onChange={() => set('slot', choice)}
                    data-autofocus={choice === values.slot ? true : undefined}
                  />
                  <span>
                    <span className="font-medium text-slate-800">{SLOT_LABELS[choice]}:</span>{' '}
                    {requestSlot(
                      booking,
                      choice,
                      answer === 'moved' && booking.confirmedSlot === choice ? 'Confirmed now' : null,
                    )}
                  </span>
                </label>
              ))}
            </div>
            {errors.slot ? (
              <p id="booking-slot-error" className="mt-1 text-sm text-red-700">
                {errors.slot}
              </p>
            ) : null}
          </fieldset>
        ) : (
          asked
        )}
        <CheckboxField
          label={`Email ${booking.name} ${words.email}`}
          hint={`To ${booking.email}. Replies come to the company inbox.`}
          checked={values.notify}
          onChange={(event) => set('notify', event.target.checked)}
          data-autofocus={choosing ? undefined : true}
        />
        {values.notify ? (
          <TextAreaField
            label="Note in the email (optional)"
            hint={words.note}
            rows={4}
            {...field('message')}
          />
        ) : null}
        <DialogActions label={words.action} busyLabel={words.busy} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The buttons that open the dialog for one request, named with the visitor for screen readers. */
export function BookingAnswerButtons({
  booking,
  answers,
  onAnswer,
}: {
  booking: AnswerableBooking;
  answers: readonly BookingAnswer[];
  onAnswer: (booking: AnswerableBooking, answer: BookingAnswer) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {answers.map((answer) => (
        <Button
          key={answer}
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => onAnswer(booking, answer)}
        >
          {BOOKING_ANSWER_LABELS[answer]}
          <span className="sr-only"> {booking.name}</span>
        </Button>
      ))}
    </div>
  );
}

/**
 * The dialog of a screen that answers booking requests: `open` shows it for
 * one request, `element` is where it renders; `onAnswered` gets the notice
 * once the answer is saved and the dialog closed.
 */
export function useBookingAnswerDialog(onAnswered: (notice: string) => void) {
  const [answering, setAnswering] = useState<{ booking: AnswerableBooking; answer: BookingAnswer } | null>(
    null,
  );
  const element = answering ? (
    <BookingAnswerDialog
      {...answering}
      onClose={() => setAnswering(null)}
      onAnswered={(notice) => {
        setAnswering(null);
        onAnswered(notice);
      }}
    />
  ) : null;
  return {
    open: (booking: AnswerableBooking, answer: BookingAnswer) => setAnswering({ booking, answer }),
    element,
  };
}
