// Booking requests as admins handle them: new, then confirmed (for the
// preferred or the alternate slot, and moved to the other one) or declined,
// optionally with an email that tells the visitor, queued in the same
// transaction as the decision.
import { splitName } from '../../../domain/conversion';
import {
  BOOKING_DURATION_MINUTES,
  BOOKING_REPLY_MAX,
  BOOKING_STATUS_LABELS,
  type BookingSlotChoice,
  type BookingStatus,
  canChangeBookingSlot,
  canMoveBooking,
} from '../../../domain/crm/bookings';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { zonedInstant } from '../../../domain/shared/dates';
import { formatMessage } from '../../../domain/shared/messages';
import { maxLength } from '../../../domain/shared/validation';
import type { Context } from '../../context';
import type { BookingRequest } from '../../db/generated/prisma/client';
import { NotFoundError, ValidationError } from '../../errors';
import type { CalendarEventData } from '../outbox/calendar';
import { announceQueued, queueEmail } from '../outbox/queue';
import { type GlobalId, rowIdOrNotFound } from '../shared/ids';
import { forCaller } from '../shared/saves';

export type BookingDecision = {
  status: BookingStatus;
  /** The slot a confirmation is for: the preferred one unless said. */
  slot?: BookingSlotChoice | null;
  /** Email the visitor the decision. */
  notify?: boolean | null;
  /** A message of the admin's in that email. */
  message?: string | null;
};

/** A calendar date as a visitor reads it in an email: "Thursday 14 March 2030". */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A slot written out for the visitor: "Thursday 14 March 2030 at 10:30 AM (Asia/Tokyo)". */
export function slotText(date: Date, time: string | null, zone: string | null): string {
  // From the parts, so that a newer ICU's punctuation ("Thursday, 14 March") cannot change it.
  const part = Object.fromEntries(LONG_DATE.formatToParts(date).map(({ type, value }) => [type, value]));
  const day = `${part.weekday} ${part.day} ${part.month} ${part.year}`;
  if (!time) return day;
  return `${day} at ${time}${zone ? ` (${zone.replaceAll('_', ' ')})` : ''}`;
}

/**
 * A slot of a request as an event in the visitor's calendar, or undefined
 * when its instant is unknown (a request from before zones were kept). One
 * UID per request, so a move or a cancellation replaces the event; its
 * SEQUENCE is the seconds since the request came, higher for every answer.
 */
function calendarEvent(
  booking: BookingRequest,
  which: BookingSlotChoice | null,
  publicUrl: string,
  now: Date,
): CalendarEventData | undefined {
  const [date, time] =
    which === 'alternate'
      ? [booking.alternateDate, booking.alternateTime]
      : [booking.preferredDate, booking.preferredTime];
  const start =
    which && date && time && booking.timeZone
      ? zonedInstant(date.toISOString().slice(0, 10), time, booking.timeZone)
      : null;
  if (!start) return undefined;
  return {
    uid: `booking-${booking.id}@${new URL(publicUrl).hostname}`,
    sequence: Math.max(0, Math.floor((now.getTime() - booking.createdAt.getTime()) / 1000)),
    starts_at: start.toISOString(),
    minutes: BOOKING_DURATION_MINUTES,
    attendee_name: booking.name,
    attendee_email: booking.email,
  };
}

export async function moveBooking(
  context: Context,
  globalId: GlobalId,
  decision: BookingDecision,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'BookingRequest', CRM_TEXT.bookingNotFound);
  const { status } = decision;
  const message = decision.message?.trim() ?? '';
  const notify = decision.notify ?? false;
  const tooLong = maxLength(BOOKING_REPLY_MAX)(message);
  if (decision.slot && status !== 'confirmed')
    throw new ValidationError([{ field: 'slot', message: CRM_TEXT.bookingSlotOnlyToConfirm }]);
  if (message && !notify)
    throw new ValidationError([{ field: 'message', message: CRM_TEXT.bookingMessageWithoutEmail }]);
  if (tooLong) throw new ValidationError([{ field: 'message', message: tooLong }]);
  const slot = status === 'confirmed' ? (decision.slot ?? 'preferred') : null;
  const now = context.services.clock.now();

  const queued = await context.prisma.$transaction(async (tx) => {
    const booking = await tx.bookingRequest.findUnique({ where: { id } });
    if (!booking) throw new NotFoundError(CRM_TEXT.bookingNotFound);
    // Confirming a confirmed request again moves it to its other slot.
    const moved = booking.status === 'confirmed' && status === 'confirmed';
    const allowed = moved
      ? canChangeBookingSlot(booking.status, booking.alternateDate !== null) && booking.confirmedSlot !== slot
      : canMoveBooking(booking.status, status);
    if (!allowed)
      throw new ValidationError([
        {
          field: 'status',
          message: formatMessage(CRM_TEXT.bookingMoveRefused, {
            status: BOOKING_STATUS_LABELS[booking.status].toLowerCase(),
          }),
        },
      ]);
    if (slot === 'alternate' && !booking.alternateDate)
      throw new ValidationError([{ field: 'slot', message: CRM_TEXT.bookingNoAlternate }]);
    // Only from what was read: of two admins answering at once, the second is refused
    // (PostgreSQL re-reads the row once the first commits), so the visitor gets one email.
    const { count } = await tx.bookingRequest.updateMany({
      where: { id, status: booking.status, confirmedSlot: booking.confirmedSlot },
      data: { status, confirmedSlot: slot, updatedAt: now },
    });
    if (count === 0)
      throw new ValidationError([
        {
          field: 'status',
          message: forCaller(context, {
            page: CRM_TEXT.bookingAnsweredMeanwhile,
            script: CRM_TEXT.bookingAnsweredMeanwhileForScripts,
          }),
        },
      ]);
    if (!notify) return null;

    const name = splitName(booking.name).firstName || booking.name;
    const preferred = slotText(booking.preferredDate, booking.preferredTime, booking.timeZone);
    const alternate = booking.alternateDate
      ? slotText(booking.alternateDate, booking.alternateTime, booking.timeZone)
      : '';
    const replyTo = context.config.mail.contactInbox;
    const email = { to: booking.email, contactId: booking.contactId };
    return status === 'confirmed'
      ? queueEmail(
          tx,
          {
            ...email,
            template: 'booking_confirmed',
            data: {
              name,
              when: slot === 'alternate' ? alternate : preferred,
              moved,
              message,
              reply_to: replyTo,
              calendar: calendarEvent(booking, slot, context.config.publicUrl, now),
            },
          },
          now,
        )
      : queueEmail(
          tx,
          {
            ...email,
            template: 'booking_declined',
            data: {
              name,
              preferred,
              alternate,
              message,
              reply_to: replyTo,
              // A confirmed consultation leaves the visitor's calendar.
              calendar:
                booking.status === 'confirmed'
                  ? calendarEvent(booking, booking.confirmedSlot, context.config.publicUrl, now)
                  : undefined,
            },
          },
          now,
        );
  });
  if (queued) announceQueued(context.services, queued);
  return id;
}
