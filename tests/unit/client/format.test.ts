// The public pages' date and price formatting is written out by hand (no
// Intl on a first visit); it must say exactly what Intl's en-US formatting
// says, which it replaced.
import { describe, expect, it } from 'vitest';
import { CURRENCY_PREFIXES, formatDate, formatPrice } from '../../../client/components/format';

const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const intlPrice = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

describe('formatDate', () => {
  it('says what Intl says, in UTC, for every day from 1999 to 2031', () => {
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000 + 3_600_000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intlDate.format(new Date(iso)));
    }
  });

  it('reads the day in UTC, whatever the offset written', () => {
    expect(formatDate('2026-03-01T00:30:00+02:00')).toBe('February 28, 2026');
    expect(formatDate('2026-11-27')).toBe('November 27, 2026');
  });

  it('refuses what is not a date, as Intl does', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  const amounts = [
    0, 1, 5, 10, 99, 100, 101, 150, 999, 1_000, 12_345, 99_900, 100_000, 123_456, 250_000_00, 1_234_567_89,
    100_000_000_00, -4_550,
  ];

  it.each(Object.keys(CURRENCY_PREFIXES))('says what Intl says for %s', (currency) => {
    for (const cents of amounts)
      expect(formatPrice(cents, currency), `${cents}`).toBe(intlPrice(cents, currency));
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPrice(120_000, 'JPY')).toBe(intlPrice(120_000, 'JPY'));
    expect(formatPrice(120_050, 'BRL')).toBe(intlPrice(120_050, 'BRL'));
  });

  it('says when there is no price', () => {
    expect(formatPrice(null, 'USD')).toBe('Price on request');
    expect(formatPrice(undefined, 'EUR')).toBe('Price on request');
  });
});
