// Rules of the public contact and booking forms (SPEC §5), shared by the
// dialogs and the server: the same messages in the same order.
import { addDays, isIsoDate } from './shared/dates';
import { VALIDATION } from './shared/messages';
import { maxLength, type Rule, required, validateEmail, validateFields } from './shared/validation';

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Training Information',
  'Fractional PM Services',
  'AI Inquiry',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Inquiry';

/** 9:00 to 11:30 AM and 1:00 to 4:30 PM, every half hour: 14 slots. */
export const BOOKING_TIME_SLOTS: readonly string[] = [
  ...[9, 10, 11].flatMap((hour) => [`${hour}:00 AM`, `${hour}:30 AM`]),
  ...[1, 2, 3, 4].flatMap((hour) => [`${hour}:00 PM`, `${hour}:30 PM`]),
];

/**
 * The most the contact page's plain form (JavaScript off) may post, in bytes: its longest
 * fields URL-encoded, four-byte characters written as %XX each, with room to spare. A larger
 * body is refused (413) before it is read.
 */
export const CONTACT_FORM_MAX_BYTES = 128 * 1024;

/** Longest accepted value of each free-text field of a public form. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 60,
  message: 5000,
} as const;

/**
 * The name of the honeypot input: hidden from people and assistive
 * technology, filled in by bots that complete every field.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * The name of the plain contact form's hidden key (JavaScript off): a new
 * UUID each time the server renders the form, so the same form posted twice
 * (a double click) is stored once.
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey';

export type ContactMessageValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export const emptyContactMessage = (
  subject: ContactSubject = DEFAULT_CONTACT_SUBJECT,
): ContactMessageValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject,
  message: '',
});

const oneOf =
  (values: readonly string[], message: string): Rule =>
  (value) =>
    values.includes(value) ? null : message;

export function validateContactMessage(values: ContactMessageValues) {
  return validateFields(values, {
    firstName: [required(VALIDATION.firstNameRequired), maxLength(FIELD_LIMITS.name)],
    lastName: [required(VALIDATION.lastNameRequired), maxLength(FIELD_LIMITS.name)],
    email: [validateEmail, maxLength(FIELD_LIMITS.email)],
    phone: [maxLength(FIELD_LIMITS.phone)],
    subject: [oneOf(CONTACT_SUBJECTS, VALIDATION.subjectInvalid)],
    message: [required(VALIDATION.messageRequired), maxLength(FIELD_LIMITS.message)],
  });
}

export type BookingRequestValues = {
  name: string;
  email: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  alternateDate: string;
  alternateTime: string;
  message: string;
};

export const emptyBookingRequest = (): BookingRequestValues => ({
  name: '',
  email: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  alternateDate: '',
  alternateTime: '',
  message: '',
});

/**
 * The earliest date the server accepts: tomorrow where it is earliest on
 * Earth (UTC-12), so a visitor anywhere may pick their own tomorrow.
 */
export function earliestBookingDate(now: Date): string {
  return addDays(new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10), 1);
}

const bookingDate =
  (earliest: string, optional: boolean): Rule =>
  (value) => {
    if (value.trim() === '') return optional ? null : VALIDATION.preferredDateRequired;
    if (!isIsoDate(value)) return VALIDATION.dateInvalid;
    return value < earliest ? VALIDATION.bookingDateTooEarly : null;
  };

const timeSlot =
  (optional: boolean): Rule =>
  (value) => {
    if (value.trim() === '') return optional ? null : VALIDATION.preferredTimeRequired;
    return BOOKING_TIME_SLOTS.includes(value) ? null : VALIDATION.timeSlotInvalid;
  };

/** `earliest` is the first acceptable date (the browser: its tomorrow; the server: earliestBookingDate). */
export function validateBookingRequest(values: BookingRequestValues, earliest: string) {
  return validateFields(values, {
    name: [required(VALIDATION.nameRequired), maxLength(FIELD_LIMITS.name)],
    email: [validateEmail, maxLength(FIELD_LIMITS.email)],
    phone: [maxLength(FIELD_LIMITS.phone)],
    preferredDate: [bookingDate(earliest, false)],
    preferredTime: [timeSlot(false)],
    alternateDate: [bookingDate(earliest, true)],
    alternateTime: [timeSlot(true)],
    message: [maxLength(FIELD_LIMITS.message)],
  });
}

/** 'Ada Lovelace King' → first 'Ada', last 'Lovelace King'; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
