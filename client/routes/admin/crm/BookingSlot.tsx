// A slot of a booking request as the visitor chose it: their date and clock
// time in their time zone ("3 Dec 2026, 10:30 AM, Asia/Tokyo"), and, when
// the admin's clock reads otherwise at that moment, what it reads ("1:30 AM
// your time", with the day when it is another). Requests from before the
// zone was kept show the date and time alone. The same in the bookings list
// and a contact's history.
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
