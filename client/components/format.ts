// Formatting that gives the same text on the server and in any browser
// (fixed locale and time zone), so server-rendered pages hydrate cleanly.
//
// Dates and the usual currencies are spelled out here rather than formatted
// with Intl: a page's first use of Intl loads the browser's ICU data, 50 to
// 75 ms on a fast CPU (four times that on a slow phone), in one task while the
// page hydrates. tests/unit/client/format.test.ts holds the output to Intl's
// en-US formatting. Other currencies still go through Intl.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 27, 2026": en-US, long date style, UTC. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * What en-US puts before the amount, for currencies with two decimals (a
 * code alone is followed by a no-break space).
 */
export const CURRENCY_PREFIXES: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  INR: '₹',
  CHF: 'CHF\u00a0',
  SEK: 'SEK\u00a0',
  NOK: 'NOK\u00a0',
  DKK: 'DKK\u00a0',
  PLN: 'PLN\u00a0',
};

/** 12345 → "12,345". */
export const grouped = (units: number) => String(units).replace(/\B(?=(\d{3})+$)/g, ',');

/** "$1,200", or "$1,200.50" when there are cents; "Price on request" without a price. */
export function formatPrice(cents: number | null | undefined, currency: string): string {
  if (cents == null) return 'Price on request';
  const prefix = CURRENCY_PREFIXES[currency];
  if (prefix === undefined || !Number.isSafeInteger(cents)) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  }
  const absolute = Math.abs(cents);
  const fraction = absolute % 100;
  const amount =
    grouped(Math.floor(absolute / 100)) + (fraction ? `.${String(fraction).padStart(2, '0')}` : '');
  return `${cents < 0 ? '-' : ''}${prefix}${amount}`;
}

export const LEVEL_LABELS: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const FORMAT_LABELS: Record<string, string> = {
  online: 'Live online',
  in_person: 'In person',
  hybrid: 'Hybrid',
  self_paced: 'Self-paced',
};

/** The one rule for "1 post", "2 posts", shared with the server's messages. */
export { plural } from '../../domain/shared/messages';
