// The 'Schedule a Consultation' dialog's mutation (../booking.ts holds the rules).
import { builder, PUBLIC } from '../../../builder';
import { RateLimitError, ValidationError } from '../../../errors';
import { SubmissionReceived } from '../../submissions/schema/submission';
import { requestBooking } from '../booking';

const BookingRequestInput = builder.inputType('BookingRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    preferredDate: t.string({ required: true, description: 'YYYY-MM-DD, tomorrow or later.' }),
    preferredTime: t.string({ required: true, description: 'One of the 14 time slots, e.g. "9:30 AM".' }),
    alternateDate: t.string(),
    alternateTime: t.string(),
    timeZone: t.string({
      description:
        "The visitor's IANA time zone (e.g. Europe/Berlin), which the dates and times are in; the booking form sends the browser's.",
    }),
    message: t.string(),
    honeypot: t.string({ description: 'The hidden field bots fill in; people leave it empty.' }),
    submissionKey: t.string({
      description:
        'A UUID the form makes for this submission and sends again with each retry of it: a key already received is answered as received, and not stored twice.',
    }),
  }),
});

builder.mutationFields((t) => ({
  requestBooking: t.field({
    ...PUBLIC,
    type: SubmissionReceived,
    args: { input: t.arg({ type: BookingRequestInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      await requestBooking(context, input);
      return { received: true };
    },
  }),
}));
