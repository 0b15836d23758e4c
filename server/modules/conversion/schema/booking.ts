// The 'Schedule a Consultation' dialog's mutation: stores the booking request
// (linked to the visitor's CRM contact) and queues its notification.
import { CRM_WEBSITE_SOURCE } from '../../../../domain/constants';
import {
  type BookingRequestValues,
  earliestBookingDate,
  splitName,
  validateBookingRequest,
} from '../../../../domain/conversion';
import { builder, PUBLIC } from '../../../builder';
import { RateLimitError, ValidationError } from '../../../errors';
import { storeSubmission, upsertCrmContact } from '../../crm/contacts';
import { announceQueued, queueEmail } from '../../outbox/queue';
import { enforceRateLimit, isHoneypotFilled } from '../../submissions/policy';
import { SubmissionReceived, trimValues } from '../../submissions/schema/submission';

const BookingRequestInput = builder.inputType('BookingRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    preferredDate: t.string({ required: true, description: 'YYYY-MM-DD, tomorrow or later.' }),
    preferredTime: t.string({ required: true, description: 'One of the 14 time slots, e.g. "9:30 AM".' }),
    alternateDate: t.string(),
    alternateTime: t.string(),
    message: t.string(),
    honeypot: t.string({ description: 'The hidden field bots fill in; people leave it empty.' }),
  }),
});

const calendarDate = (value: string) => new Date(`${value}T00:00:00Z`);

builder.mutationFields((t) => ({
  requestBooking: t.field({
    ...PUBLIC,
    type: SubmissionReceived,
    args: { input: t.arg({ type: BookingRequestInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      enforceRateLimit(context, 'booking');
      if (isHoneypotFilled(context, 'booking', input.honeypot)) return { received: true };
      const values = trimValues<BookingRequestValues>(input);
      const now = context.services.clock.now();
      ValidationError.throwIf(validateBookingRequest(values, earliestBookingDate(now)));

      const queued = await storeSubmission(context.prisma, context.services.log, {
        crm: async (tx) => {
          const contact = await upsertCrmContact(tx, {
            ...splitName(values.name),
            email: values.email,
            phone: values.phone,
            source: CRM_WEBSITE_SOURCE,
            now,
          });
          return contact.id;
        },
        store: async (tx, contactId) => {
          await tx.bookingRequest.create({
            data: {
              name: values.name,
              email: values.email.toLowerCase(),
              phone: values.phone || null,
              preferredDate: calendarDate(values.preferredDate),
              preferredTime: values.preferredTime,
              alternateDate: values.alternateDate ? calendarDate(values.alternateDate) : null,
              alternateTime: values.alternateTime || null,
              message: values.message || null,
              contactId,
              createdAt: now,
            },
          });
          return queueEmail(
            tx,
            {
              template: 'booking_request',
              to: context.config.mail.contactInbox,
              contactId,
              data: {
                name: values.name,
                email: values.email,
                phone: values.phone,
                preferred_date: values.preferredDate,
                preferred_time: values.preferredTime,
                alternate_date: values.alternateDate,
                alternate_time: values.alternateTime,
                message: values.message,
              },
            },
            now,
          );
        },
      });
      announceQueued(context.services, queued);
      return { received: true };
    },
  }),
}));
