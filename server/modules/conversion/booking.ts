// The 'Schedule a Consultation' dialog: the booking request is stored
// (linked to the visitor's CRM contact) and its notification queued.

import {
  type BookingRequestValues,
  earliestBookingDate,
  splitName,
  validateBookingRequest,
} from '../../../domain/conversion';
import { CRM_WEBSITE_SOURCE } from '../../../domain/crm/contacts';
import { isTimeZoneName, knownTimeZone } from '../../../domain/shared/dates';
import { VALIDATION } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { upsertCrmContact } from '../crm/contacts';
import { announceQueued, queueEmail } from '../outbox/queue';
import { enforceRateLimit, isHoneypotFilled, submissionKeyOf, trimValues } from '../submissions/policy';
import { storeSubmission } from '../submissions/store';

export type BookingRequestInput = {
  [K in keyof BookingRequestValues]?: string | null;
} & { timeZone?: string | null; honeypot?: string | null; submissionKey?: string | null };

const calendarDate = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * The zone the slots are in, spelt canonically. A zone name this server's
 * time zone data does not know yet (a browser's may be newer) is kept as
 * sent rather than costing the visitor their request.
 */
function timeZoneOf(input: BookingRequestInput): { zone: string | null; error?: string } {
  const zone = input.timeZone?.trim() || null;
  if (zone === null) return { zone };
  if (!isTimeZoneName(zone)) return { zone, error: VALIDATION.timeZoneInvalid };
  return { zone: knownTimeZone(zone) ?? zone };
}

export async function requestBooking(context: Context, input: BookingRequestInput): Promise<void> {
  await enforceRateLimit(context, 'booking');
  if (isHoneypotFilled(context, 'booking', input.honeypot)) return;
  const values = trimValues<BookingRequestValues>(input);
  const now = context.services.clock.now();
  const timeZone = timeZoneOf(input);
  ValidationError.throwIf({
    ...validateBookingRequest(values, earliestBookingDate(now)),
    ...(timeZone.error ? { timeZone: timeZone.error } : {}),
  });
  const key = submissionKeyOf('booking', input.submissionKey, now);

  const queued = await storeSubmission(
    context.prisma,
    context.services.log,
    {
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
            timeZone: timeZone.zone,
            message: values.message || null,
            contactId,
            createdAt: now,
            updatedAt: now,
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
              time_zone: timeZone.zone ?? '',
              message: values.message,
            },
          },
          now,
        );
      },
    },
    key,
  );
  // null: sent before (its answer was lost), and stored then.
  if (queued) announceQueued(context.services, queued);
}
