// The ranges the analytics screen offers, kept in the URL (?days=7): the
// entry point reads it before the screen's code has loaded.
export const RANGES = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;

/** The range named in the URL, or the default for a missing or unknown one. */
export function daysOf(searchParams: URLSearchParams): number {
  const days = Number(searchParams.get('days'));
  return (RANGES as readonly number[]).includes(days) ? days : DEFAULT_DAYS;
}
