// How the back-office shows a moment (a note's time, a schedule, when a row
// was received) and a day: one format for every screen, in the admin's own
// time zone, without seconds. Not in components/format.ts, which public
// pages load.
import { shownDay } from '../../../../domain/shared/dates';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "27 Nov 2026, 19:53". */
export const formatDateTime = (moment: string | Date): string => DATE_TIME.format(new Date(moment));

/** "27 Nov 2026". */
export const formatDate = (moment: string | Date): string => DATE.format(new Date(moment));

/** A calendar date as stored (YYYY-MM-DD: a booking's day, an analytics day) written as "27 Nov 2026", never shifted by the admin's time zone. */
export const formatCalendarDate = (isoDate: string): string =>
  CALENDAR_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** A moment's day, "27 Nov 2026": a day only (a last contact picked or imported as a day, `dayMoment`) is that day on every admin's calendar. */
export const formatDay = (moment: string | Date): string => formatCalendarDate(shownDay(new Date(moment)));
