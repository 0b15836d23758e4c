import { describe, expect, it } from 'vitest';
import {
  BOOKING_TIME_SLOTS,
  type BookingRequestValues,
  type ContactMessageValues,
  earliestBookingDate,
  emptyBookingRequest,
  emptyContactMessage,
  FIELD_LIMITS,
  splitName,
  validateBookingRequest,
  validateContactMessage,
} from '../../../domain/conversion';
import { addDays, isIsoDate } from '../../../domain/shared/dates';

const contact: ContactMessageValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'General Inquiry',
  message: 'Hello',
};

describe('contact message', () => {
  it('accepts a complete message, phone optional', () => {
    expect(validateContactMessage(contact)).toEqual({});
    expect(validateContactMessage({ ...contact, phone: '+1 555 0100' })).toEqual({});
  });

  it('reports every spec message for an empty form', () => {
    expect(validateContactMessage(emptyContactMessage())).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each([
    [{ email: 'ada@' }, { email: 'Please enter a valid email address' }],
    [{ firstName: '   ' }, { firstName: 'First name is required' }],
    [{ subject: 'Sales' }, { subject: 'Please choose a subject from the list' }],
    [{ subject: 'AI Inquiry' }, {}],
    [{ message: 'x'.repeat(FIELD_LIMITS.message) }, {}],
    [{ message: 'x'.repeat(FIELD_LIMITS.message + 1) }, { message: 'Please use at most 5000 characters' }],
    [{ firstName: 'x'.repeat(101) }, { firstName: 'Please use at most 100 characters' }],
    [{ phone: '1'.repeat(41) }, { phone: 'Please use at most 40 characters' }],
  ])('%j → %j', (change, errors) => {
    expect(validateContactMessage({ ...contact, ...change })).toEqual(errors);
  });

  it('defaults the subject to General Inquiry', () => {
    expect(emptyContactMessage().subject).toBe('General Inquiry');
  });
});

const earliest = '2026-11-22';
const booking: BookingRequestValues = {
  ...emptyBookingRequest(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  preferredDate: '2026-11-22',
  preferredTime: '9:00 AM',
};

describe('booking request', () => {
  it('accepts a request from the earliest date on, alternate optional', () => {
    expect(validateBookingRequest(booking, earliest)).toEqual({});
    expect(
      validateBookingRequest(
        { ...booking, alternateDate: '2027-01-05', alternateTime: '4:30 PM', message: 'Agenda' },
        earliest,
      ),
    ).toEqual({});
  });

  it('reports every spec message for an empty form', () => {
    expect(validateBookingRequest(emptyBookingRequest(), earliest)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      preferredDate: 'Preferred date is required',
      preferredTime: 'Preferred time is required',
    });
  });

  it.each([
    [{ preferredDate: '2026-11-21' }, { preferredDate: 'Please choose a date from tomorrow on' }],
    [{ preferredDate: '2026-02-30' }, { preferredDate: 'Please enter a valid date' }],
    [{ preferredDate: '22/11/2026' }, { preferredDate: 'Please enter a valid date' }],
    [{ alternateDate: '2020-01-01' }, { alternateDate: 'Please choose a date from tomorrow on' }],
    [{ preferredTime: '12:00 PM' }, { preferredTime: 'Please choose one of the available times' }],
    [{ alternateTime: '5:00 PM' }, { alternateTime: 'Please choose one of the available times' }],
    [{ email: 'nope' }, { email: 'Please enter a valid email address' }],
  ])('%j → %j', (change, errors) => {
    expect(validateBookingRequest({ ...booking, ...change }, earliest)).toEqual(errors);
  });

  it('offers 14 slots, every one accepted', () => {
    expect(BOOKING_TIME_SLOTS).toHaveLength(14);
    for (const slot of BOOKING_TIME_SLOTS) {
      expect(validateBookingRequest({ ...booking, preferredTime: slot }, earliest)).toEqual({});
    }
  });
});

describe('booking dates', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-22'],
    // 08:00 UTC is still the previous day at UTC-12: that visitor's tomorrow is today in UTC.
    ['2026-11-21T08:00:00Z', '2026-11-21'],
    ['2026-12-31T23:59:00Z', '2027-01-01'],
  ])('at %s the earliest accepted date is %s', (now, date) => {
    expect(earliestBookingDate(new Date(now))).toBe(date);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s + %i day → %s', (date, days, next) => {
    expect(addDays(date, days)).toBe(next);
  });

  it.each([
    ['2026-11-22', true],
    ['2026-13-01', false],
    ['2026-11-31', false],
    ['2026-1-1', false],
    ['', false],
  ])('%j is a date: %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('splitting a name', () => {
  it.each([
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Ada   King  Lovelace ', { firstName: 'Ada', lastName: 'King Lovelace' }],
    ['Prince', { firstName: 'Prince', lastName: '' }],
  ])('%j → %j', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
