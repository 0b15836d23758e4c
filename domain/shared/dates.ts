// Calendar dates as the forms and the server exchange them: YYYY-MM-DD.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as a CSV writes it for spreadsheets, in UTC to the second:
 * 2026-12-06 07:00:00. Excel, LibreOffice and Google Sheets read this as a
 * date and time; the ISO form with a T and milliseconds stays text there.
 */
export function csvDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A date and time written 2026-12-06 07:00[:00[.000]] with a T or a space,
 * or null. Without a zone it is UTC, as csvDateTime writes it, never the
 * reading machine's zone; an offset or Z written with it is kept.
 */
export function utcDateTimeWritten(text: string): Date | null {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text.trim(),
    );
  if (!match || !isIsoDate(match[1]!)) return null;
  const parsed = new Date(`${match[1]}T${match[2]}${match[3] ?? 'Z'}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The visitor's own calendar date (browser time zone), YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The moment that stands for a calendar day when only the day is known (a
 * last contact picked in a date field, or imported as 2026-11-20): noon UTC,
 * the same moment whichever runtime writes it (an admin's browser in
 * Auckland or Berlin, the server), so `dayOfMoment` reads it back as that
 * day everywhere and screens show it as that day, not on their own clock.
 */
export function dayMoment(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/**
 * The day a moment stands for when it is exactly that day's `dayMoment` (a
 * last contact picked as a day, or imported as one), else null: a moment
 * with a time of its own (a form's submission, to the millisecond) stays a
 * moment. The same answer on every runtime's calendar.
 */
export function dayOfMoment(date: Date): string | null {
  const day = date.toISOString().slice(0, 10);
  return dayMoment(day).getTime() === date.getTime() ? day : null;
}

/**
 * The day a moment is shown as: a day only (`dayMoment`) is that day on
 * every calendar; a moment with a time of its own is its day on this
 * runtime's calendar (a message sent at 22:00 in New York is stored as the
 * next day in UTC).
 */
export function shownDay(date: Date): string {
  return dayOfMoment(date) ?? localIsoDate(date);
}

/** Which number comes first in a slashed day (03/04/2026): the day, as most of the world writes it, or the month, as the US does. */
export type DayOrder = 'dayFirst' | 'monthFirst';
export const DAY_ORDERS = ['dayFirst', 'monthFirst'] as const satisfies readonly DayOrder[];

const SLASHED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * How a slashed day reads: the order its numbers allow alone (20/11/2026 can
 * only be day first), 'either' when both are at most 12 (03/04/2026), null
 * when the text is not a slashed day.
 */
export function slashedDayOrder(text: string): DayOrder | 'either' | null {
  const match = SLASHED_DAY.exec(text.trim());
  if (!match) return null;
  const [first, second] = [Number(match[1]), Number(match[2])];
  if (first > 12 && second <= 12) return 'dayFirst';
  if (second > 12 && first <= 12) return 'monthFirst';
  return first <= 12 && second <= 12 ? 'either' : null;
}

/**
 * A day written alone in a spreadsheet's usual ways, as YYYY-MM-DD, or null
 * when the text is not one: 2026-11-20, 2026/11/20, 20.11.2026 (day first,
 * as German and most of Europe write it), slashed days in `order` (month
 * first by default, as US Excel writes them: 11/20/2026), unless its numbers
 * allow only the other order (20/11/2026), "Nov 20, 2026" and
 * "20 November 2026". A time in the text makes it a moment, not a day (null).
 */
export function dayWritten(text: string, order: DayOrder = 'monthFirst'): string | null {
  const value = text.trim();
  const day = (year: number, month: number, date: number) => {
    const iso = `${year}-${pad(month)}-${pad(date)}`;
    return isIsoDate(iso) ? iso : null;
  };
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (match) return day(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match) return day(Number(match[3]), Number(match[2]), Number(match[1]));
  match = SLASHED_DAY.exec(value);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const reads = slashedDayOrder(value);
    const dayFirst = reads === 'dayFirst' || (reads === 'either' && order === 'dayFirst');
    return dayFirst ? day(year, second, first) : day(year, first, second);
  }
  // A month by name with a day and a four-digit year, read by the runtime's date parser on its own calendar.
  if (/[a-z]{3}/i.test(value) && /\b\d{4}\b/.test(value) && !/\d:\d/.test(value)) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : localIsoDate(parsed);
  }
  return null;
}

// Time zones by their IANA names (Europe/Berlin), as a browser reports its own
// (Intl.DateTimeFormat().resolvedOptions().timeZone).

/** An IANA zone name's shape: letters, digits and _ + - in up to four /-parts. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9][A-Za-z0-9_+-]*){0,3}$/;
export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether a text is shaped like a zone name (this runtime may still not know it). */
export function isTimeZoneName(value: string): boolean {
  return value.length <= TIME_ZONE_MAX_LENGTH && TIME_ZONE_NAME.test(value);
}

/** The zone's canonical spelling when this runtime knows it (europe/berlin → Europe/Berlin), else null. */
export function knownTimeZone(value: string): string | null {
  return zoneClock(value)?.resolvedOptions().timeZone ?? null;
}

// One formatter per zone name: building an Intl.DateTimeFormat costs far more
// than using one, and a bookings page reads the same few zones again and again.
const clocks = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter reading the zone's wall clock to the second, or null for a zone this runtime does not know. */
function zoneClock(zone: string): Intl.DateTimeFormat | null {
  let clock = clocks.get(zone);
  if (clock === undefined) {
    try {
      clock = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      clock = null;
    }
    // Names come from stored requests, so the map is bounded by the zones in use.
    if (clocks.size < 1000) clocks.set(zone, clock);
  }
  return clock;
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function zoneOffset(instant: number, clock: Intl.DateTimeFormat): number {
  const parts = clock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time ("10:30 AM") on a calendar date is in a zone,
 * or null when the time or the zone cannot be read. A time that a clock change
 * repeats is its first occurrence; one it skips is read with the offset after
 * the change (no booking slot is near either).
 */
export function zonedInstant(isoDate: string, time: string, zone: string): Date | null {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time);
  const clock = zoneClock(zone);
  if (!match || !isIsoDate(isoDate) || !clock) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, Number(match[2]));
  // The offsets a day either side: the same unless the clocks change that day.
  const before = zoneOffset(wall - 86_400_000, clock);
  const after = zoneOffset(wall + 86_400_000, clock);
  const first = wall - before;
  if (zoneOffset(first, clock) === before) return new Date(first);
  return new Date(wall - after);
}
