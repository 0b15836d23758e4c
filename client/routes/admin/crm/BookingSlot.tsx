// A slot of a booking request as the visitor chose it: their date and clock
// time in their time zone ("3 Dec 2026, 10:30 AM, Asia/Tokyo"), and, when
// the admin's clock reads otherwise at that moment, what it reads ("1:30 AM
// your time", with the day when it is another). Requests from before the
// zone was kept show the date and time alone. The same in the bookings list
// and a contact's history, and in the dialog that answers a request.
import type { ReactNode } from 'react';
import { BOOKING_SLOTS, type BookingSlotChoice } from '../../../../domain/crm/bookings';
import { localIsoDate, zonedInstant } from '../../../../domain/shared/dates';
import { formatCalendarDate } from '../kit/formatDateTime';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
/** As the slots are written: "1:30 AM". */
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** The admin's own time zone. */
const HERE = TIME.resolvedOptions().timeZone;

/** What the admin's own clock reads at the slot, or null when it reads the same (or cannot tell). */
function yourTime(date: string, time: string, zone: string): string | null {
  const instant = zonedInstant(date, time, zone);
  if (!instant || instant.getTime() === zonedInstant(date, time, HERE)?.getTime()) return null;
  const reads = TIME.format(instant);
  return localIsoDate(instant) === date ? reads : `${SHORT_DAY.format(instant)}, ${reads}`;
}

export function BookingSlot({
  date,
  time,
  zone,
}: {
  date: string;
  time: string | null | undefined;
  zone: string | null | undefined;
}) {
  const when = [formatCalendarDate(date), time, time && zone?.replaceAll('_', ' ')];
  const here = time && zone ? yourTime(date, time, zone) : null;
  return (
    <>
      {when.filter(Boolean).join(', ')}
      {here ? <span className="block text-xs text-slate-600">{here} your time</span> : null}
    </>
  );
}

/** A request's two slots, as the screens read them. */
export type RequestSlots = {
  preferredDate: string;
  preferredTime: string;
  alternateDate?: string | null;
  alternateTime?: string | null;
  timeZone?: string | null;
};

export const SLOT_LABELS: Record<BookingSlotChoice, string> = {
  preferred: 'Preferred',
  alternate: 'Alternate',
};

/** The slots a request has: the preferred one, and the alternate when it was given. */
export const slotsOf = (request: RequestSlots): BookingSlotChoice[] =>
  BOOKING_SLOTS.filter((which) => which === 'preferred' || Boolean(request.alternateDate));

/**
 * One of a request's slots, with `mark` under it ("Confirmed slot"); null
 * when the request has no such slot.
 */
export function requestSlot(request: RequestSlots, which: BookingSlotChoice, mark?: ReactNode): ReactNode {
  const [date, time] =
    which === 'preferred'
      ? [request.preferredDate, request.preferredTime]
      : [request.alternateDate, request.alternateTime];
  if (!date) return null;
  return (
    <>
      <BookingSlot date={date} time={time} zone={request.timeZone} />
      {mark ? <span className="block text-xs font-semibold text-green-800">{mark}</span> : null}
    </>
  );
}
