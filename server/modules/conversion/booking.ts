// The 'Schedule a Consultation' dialog: the booking request is stored
// (linked to the visitor's CRM contact) and its notification queued.

import {
  type BookingRequestValues,
  earliestBookingDate,
  splitName,
  validateBookingRequest,
} from '../../../domain/conversion';
import { CRM_WEBSITE_SOURCE } from '../../../domain/crm';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { upsertCrmContact } from '../crm/contacts';
import { announceQueued, queueEmail } from '../outbox/queue';
import { enforceRateLimit, isHoneypotFilled, trimValues } from '../submissions/policy';
import { storeSubmission } from '../submissions/store';

export type BookingRequestInput = {
  [K in keyof BookingRequestValues]?: string | null;
} & { honeypot?: string | null };

const calendarDate = (value: string) => new Date(`${value}T00:00:00Z`);

export async function requestBooking(context: Context, input: BookingRequestInput): Promise<void> {
  await enforceRateLimit(context, 'booking');
  if (isHoneypotFilled(context, 'booking', input.honeypot)) return;
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
}
