// How the back-office shows a moment (a note's time, a schedule, kept
// changes): one format for every screen. Not in components/format.ts, which
// public pages load.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "27 Nov 2026, 19:53", in the admin's own time zone. */
export const formatDateTime = (moment: string | Date): string => DATE_TIME.format(new Date(moment));
