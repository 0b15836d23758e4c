// Formatting that gives the same text on the server and in any browser
// (fixed locale and time zone), so server-rendered pages hydrate cleanly.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatDate = (iso: string) => DATE.format(new Date(iso));

export function formatPrice(cents: number | null | undefined, currency: string): string {
  if (cents == null) return 'Price on request';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
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

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
