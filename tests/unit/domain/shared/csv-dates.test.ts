// Dates in the contacts CSV: written as UTC date-times spreadsheets read as
// dates, read back as UTC on any server, under headers the import maps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectColumns } from '../../../../domain/crm/csv';
import { csvDateTime, dayMoment, dayOfMoment, utcDateTimeWritten } from '../../../../domain/shared/dates';

describe('csvDateTime and utcDateTimeWritten', () => {
  it.each([
    ['2026-12-06T07:00:00.000Z', '2026-12-06 07:00:00'],
    ['2026-03-29T01:30:15.678Z', '2026-03-29 01:30:15'],
    ['1999-12-31T23:59:59.999Z', '1999-12-31 23:59:59'],
  ])('%s is written %s', (iso, written) => {
    expect(csvDateTime(new Date(iso))).toBe(written);
  });

  it.each([
    ['2026-12-06 07:00:00', '2026-12-06T07:00:00.000Z'],
    ['2026-12-06 07:00', '2026-12-06T07:00:00.000Z'],
    [' 2026-12-06T07:00:00.123Z ', '2026-12-06T07:00:00.123Z'],
    ['2026-11-20T22:30:00-05:00', '2026-11-21T03:30:00.000Z'],
    ['2026-11-20 22:30:00+0100', '2026-11-20T21:30:00.000Z'],
    ['2026-02-30 07:00', null],
    ['2026-12-06', null],
    ['07:00 2026-12-06', null],
    ['2026-12-06 7am', null],
  ])('%j is read as %s', (text, iso) => {
    expect(utcDateTimeWritten(text)?.toISOString() ?? null).toBe(iso);
  });

  it('reads back what it writes, to the second, whatever the machine zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          expect(utcDateTimeWritten(csvDateTime(date))?.getTime()).toBe(
            Math.floor(date.getTime() / 1000) * 1000,
          );
        },
      ),
    );
  });
});

describe('the export headers on import', () => {
  it('maps the date columns whatever their "(UTC)"', () => {
    expect(detectColumns(['Email', 'Last contact (UTC)', 'Created (UTC)', 'Last contact'])).toEqual([
      { field: 'email' },
      { field: 'lastContactDate' },
      { ignore: true },
      { ignore: true },
    ]);
  });
});

describe('dayOfMoment', () => {
  it('is null for a moment with a time of its own', () => {
    const noon = dayMoment('2026-11-20').getTime();
    expect(dayOfMoment(new Date(noon))).toBe('2026-11-20');
    for (const offset of [1, 1000, -3_600_000, 12 * 3_600_000])
      expect(dayOfMoment(new Date(noon + offset))).toBeNull();
  });

  it('gives back the day of every dayMoment, whatever the machine zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-02'), max: new Date('9999-12-30'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(dayOfMoment(dayMoment(day))).toBe(day);
        },
      ),
    );
  });
});
