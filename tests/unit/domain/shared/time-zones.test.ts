// The time zone a booking's slots are in: names a browser reports, and the
// instant a slot is in another zone, across clock changes and the date line.
import { describe, expect, it } from 'vitest';
import {
  dayMoment,
  dayOfMoment,
  dayWritten,
  isTimeZoneName,
  knownTimeZone,
  slashedDayOrder,
  zonedInstant,
} from '../../../../domain/shared/dates';

describe('time zone names', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Etc/GMT+5', true],
    ['UTC', true],
    ['', false],
    ['Europe/', false],
    ['Europe/Berlin; DROP TABLE', false],
    ['../../etc/passwd', false],
    [`Europe/${'x'.repeat(60)}`, false],
  ])('%s is shaped like a zone name: %s', (value, shaped) => {
    expect(isTimeZoneName(value)).toBe(shaped);
  });

  it('spells a known zone canonically and knows an unknown one is not', () => {
    expect(knownTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
  });
});

describe('the instant of a slot in a zone', () => {
  it.each([
    // Winter and summer time in Berlin, either side of the spring change.
    ['2026-03-28', '10:30 AM', 'Europe/Berlin', '2026-03-28T09:30:00.000Z'],
    ['2026-03-30', '10:30 AM', 'Europe/Berlin', '2026-03-30T08:30:00.000Z'],
    // The change's own day: 10:30 is after it.
    ['2026-03-29', '10:30 AM', 'Europe/Berlin', '2026-03-29T08:30:00.000Z'],
    ['2026-11-01', '4:30 PM', 'America/New_York', '2026-11-01T21:30:00.000Z'],
    ['2026-10-31', '4:30 PM', 'America/New_York', '2026-10-31T20:30:00.000Z'],
    // Noon and the hours around it.
    ['2026-12-03', '12:30 PM', 'UTC', '2026-12-03T12:30:00.000Z'],
    ['2026-12-03', '1:00 PM', 'Asia/Tokyo', '2026-12-03T04:00:00.000Z'],
    // Half-hour and quarter-hour zones; a morning on the far side of the date line.
    ['2026-12-03', '9:00 AM', 'Asia/Kolkata', '2026-12-03T03:30:00.000Z'],
    ['2026-12-03', '9:00 AM', 'Asia/Kathmandu', '2026-12-03T03:15:00.000Z'],
    ['2026-12-03', '9:00 AM', 'Pacific/Kiritimati', '2026-12-02T19:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone)?.toISOString()).toBe(instant);
  });

  it('reads a time a clock change skips or repeats without failing', () => {
    // 2:30 AM does not happen in Berlin on 29 March 2026, and happens twice on 25 October.
    expect(zonedInstant('2026-03-29', '2:30 AM', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '2:30 AM', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('is null for what it cannot read', () => {
    expect(zonedInstant('2026-12-03', '10:30 AM', 'Mars/Olympus_Mons')).toBeNull();
    expect(zonedInstant('2026-02-30', '10:30 AM', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-03', '10.30', 'UTC')).toBeNull();
  });

  it('builds one clock per zone however many slots it reads', () => {
    // A page of bookings reads the same zones for every row.
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    } as typeof Original;
    try {
      for (let day = 10; day < 30; day += 1) {
        zonedInstant(`2027-01-${day}`, '10:30 AM', 'America/Sao_Paulo');
        zonedInstant(`2027-01-${day}`, '10:30 AM', 'Australia/Adelaide');
        knownTimeZone('America/Sao_Paulo');
      }
      expect(built).toBe(2);
      expect(zonedInstant('2027-01-10', '10:30 AM', 'Australia/Adelaide')?.toISOString()).toBe(
        '2027-01-10T00:00:00.000Z',
      );
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('the moment that stands for a day', () => {
  const inZone = <T>(zone: string, read: () => T): T => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      return read();
    } finally {
      process.env.TZ = before;
    }
  };

  const ZONES = [
    'UTC',
    'America/New_York',
    'America/Los_Angeles',
    'Europe/Berlin',
    'Asia/Tokyo',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];

  it.each(ZONES)('is noon UTC on a runtime in %s, read back as that day on every runtime', (zone) => {
    // A day picked by an admin in Auckland is the moment one picked in Berlin, or imported on the server, is.
    const moment = inZone(zone, () => dayMoment('2026-11-20'));
    expect(moment.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    for (const reader of ZONES) expect(inZone(reader, () => dayOfMoment(moment))).toBe('2026-11-20');
  });
});

describe('a day as spreadsheets write it', () => {
  it.each([
    ['2026-11-20', '2026-11-20'],
    [' 2026/11/20 ', '2026-11-20'],
    ['20.11.2026', '2026-11-20'],
    ['5.1.2026', '2026-01-05'],
    ['11/20/2026', '2026-11-20'],
    ['20/11/2026', '2026-11-20'],
    ['1/5/2026', '2026-01-05'],
    ['Nov 20, 2026', '2026-11-20'],
    ['20 November 2026', '2026-11-20'],
    ['2026-02-30', null],
    ['31.04.2026', null],
    ['13/13/2026', null],
    ['1', null],
    ['2026', null],
    ['tomorrow', null],
    ['2026-11-20T22:30:00-05:00', null],
    ['Nov 20, 2026 10:30', null],
  ])('%s is %s', (text, day) => {
    expect(dayWritten(text)).toBe(day);
  });

  it.each([
    ['03/04/2026', 'dayFirst', '2026-04-03'],
    ['03/04/2026', 'monthFirst', '2026-03-04'],
    // Numbers that allow one order only are read in it, whatever the file's order.
    ['20/11/2026', 'monthFirst', '2026-11-20'],
    ['11/20/2026', 'dayFirst', '2026-11-20'],
    ['13/13/2026', 'dayFirst', null],
    // Other ways of writing a day do not depend on the order.
    ['20.11.2026', 'monthFirst', '2026-11-20'],
    ['2026/03/04', 'dayFirst', '2026-03-04'],
  ] as const)('%s read %s is %s', (text, order, day) => {
    expect(dayWritten(text, order)).toBe(day);
  });

  it.each([
    ['20/11/2026', 'dayFirst'],
    ['11/20/2026', 'monthFirst'],
    [' 3/4/2026 ', 'either'],
    ['12/12/2026', 'either'],
    ['13/13/2026', null],
    ['2026-11-20', null],
    ['20.11.2026', null],
  ])('the slashed day %s reads %s', (text, order) => {
    expect(slashedDayOrder(text)).toBe(order);
  });
});
