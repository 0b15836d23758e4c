import { describe, expect, it } from 'vitest';
import { BOOKING_TIME_SLOTS, CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT } from '../../../../domain/conversion';
import { tooLongMessage, VALIDATION } from '../../../../domain/shared/messages';
import {
  characterCount,
  cleanWebsite,
  maxLength,
  normalizeEmail,
  required,
  stripControlCharacters,
  validateAdminPhone,
  validateCompanyWebsite,
  validateEmail,
  validateFields,
  validatePublicPhone,
  validateWebsite,
} from '../../../../domain/shared/validation';

describe('email', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['jane@example.com', null],
    ['  jane@example.com ', null],
    ['jane.doe+ai@mail.example.co.uk', null],
    ['jane@example', 'Please enter a valid email address'],
    ['jane example.com', 'Please enter a valid email address'],
    ['jane@exa mple.com', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
    ['jane@@example.com', 'Please enter a valid email address'],
    ['jane@example..com', 'Please enter a valid email address'],
    ['jane@.com', 'Please enter a valid email address'],
  ])('%j → %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });

  it('normalizes case and spaces', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('survey website', () => {
  it.each([
    ['', 'Website is required'],
    ['example.com', null],
    ['www.example.com', null],
    ['https://example.com', null],
    ['http://www.example.co.uk/about/team?x=1', null],
    ['sub.domain.example.io/path', null],
    ['example', 'Please enter a valid website address'],
    ['http://', 'Please enter a valid website address'],
    ['ftp://example.com', 'Please enter a valid website address'],
    ['exa mple.com', 'Please enter a valid website address'],
    ['-bad-.com', 'Please enter a valid website address'],
  ])('%j → %j', (value, message) => {
    expect(validateWebsite(value)).toBe(message);
  });
});

describe('public phone (survey)', () => {
  it.each([
    ['', null],
    ['555-123-4567', null],
    ['(555) 123 4567', null],
    ['+1 555 123 4567', null],
    ['555-1234', 'Please enter a valid phone number'],
    ['call me', 'Please enter a valid phone number'],
  ])('%j → %j', (value, message) => {
    expect(validatePublicPhone(value)).toBe(message);
  });
});

describe('admin phone', () => {
  it.each([
    ['', null],
    ['+44 (20) 7946-0958', null],
    ['555 1234', null],
    ['555.1234', 'Please enter a valid phone number'],
    ['44+20', 'Please enter a valid phone number'],
    ['ext 12', 'Please enter a valid phone number'],
    ['()', 'Please enter a valid phone number'],
  ])('%j → %j', (value, message) => {
    expect(validateAdminPhone(value)).toBe(message);
  });
});

describe('company website', () => {
  it.each([
    ['', null],
    ['acme.io', null],
    ['https://www.acme.io/', null],
    ['acme', 'Please enter a valid domain (e.g., example.com)'],
    ['acme.io/pricing', 'Please enter a valid domain (e.g., example.com)'],
  ])('%j → %j', (value, message) => {
    expect(validateCompanyWebsite(value)).toBe(message);
  });

  it.each([
    ['https://www.acme.io/', 'acme.io'],
    ['http://acme.io///', 'acme.io'],
    ['WWW.Acme.io', 'Acme.io'],
    ['acme.io', 'acme.io'],
  ])('cleans %j to %j', (value, cleaned) => {
    expect(cleanWebsite(value)).toBe(cleaned);
  });
});

describe('validateFields', () => {
  it('reports the first failing rule per field', () => {
    const errors = validateFields(
      { firstName: '', email: 'nope', message: 'Hi' },
      {
        firstName: [required(VALIDATION.firstNameRequired)],
        email: [validateEmail],
        message: [required(VALIDATION.messageRequired)],
      },
    );
    expect(errors).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
  });
});

describe('constants', () => {
  it('has the 14 booking slots from 9:00 AM to 4:30 PM', () => {
    expect(BOOKING_TIME_SLOTS).toHaveLength(14);
    expect(BOOKING_TIME_SLOTS[0]).toBe('9:00 AM');
    expect(BOOKING_TIME_SLOTS[5]).toBe('11:30 AM');
    expect(BOOKING_TIME_SLOTS[6]).toBe('1:00 PM');
    expect(BOOKING_TIME_SLOTS[13]).toBe('4:30 PM');
  });

  it('defaults the contact subject to General Inquiry', () => {
    expect(CONTACT_SUBJECTS).toContain(DEFAULT_CONTACT_SUBJECT);
    expect(DEFAULT_CONTACT_SUBJECT).toBe('General Inquiry');
  });
});

describe('stripControlCharacters', () => {
  it.each([
    ['a\u0000b', 'ab'],
    ['bell\u0007 and escape\u001b[31m', 'bell and escape[31m'],
    ['delete\u007f', 'delete'],
    ['keeps\ttabs\nand\r\nline breaks', 'keeps\ttabs\nand\r\nline breaks'],
    ['Zoë — 東京 🎉', 'Zoë — 東京 🎉'],
  ])('%j becomes %j', (value, expected) => expect(stripControlCharacters(value)).toBe(expected));
});

describe('maxLength', () => {
  it('counts what a person sees: an emoji or a rarer Chinese character is one character, not two', () => {
    const rule = maxLength(5);
    expect(characterCount('😀😀😀😀😀')).toBe(5);
    expect(rule('😀😀😀😀😀')).toBeNull();
    expect(rule('𠜎𠜎𠜎ab')).toBeNull();
    expect(rule('😀😀😀😀😀😀')).toBe(tooLongMessage(5));
  });
});
