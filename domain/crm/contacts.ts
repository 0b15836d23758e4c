// A CRM contact's rules shared by the back-office and the server (SPEC §3-§5):
// where a contact came from, its statuses and list orders, the admin contact
// form's rules and limits, custom fields, and notes.
import { formatMessage, plural, VALIDATION } from '../shared/messages';
import {
  characterCount,
  cleanWebsite,
  maxLength,
  normalizeEmail,
  type Rule,
  required,
  validateAdminPhone,
  validateCompanyWebsite,
  validateEmail,
  validateFields,
} from '../shared/validation';
import { CRM_TEXT } from './messages';

export const CONTACTS_PAGE_SIZE = 20;
export const CRM_WEBSITE_SOURCE = 'Website';
export const CRM_IMPORT_SOURCE = 'Import';
export const CRM_DEFAULT_STATUS = 'prospect';
export const CONTACT_STATUSES = ['prospect', 'customer'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Orders of the contact list; by last name is the spec's. */
export const CONTACT_ORDERS = ['name', 'lastContact', 'newest'] as const;
export type ContactOrder = (typeof CONTACT_ORDERS)[number];

/** Names, email, phone, company, website, and the source. */
export const CONTACT_FIELD_MAX = 200;
/** A custom field's value: room for a short note, not a document. */
export const CUSTOM_FIELD_VALUE_MAX = 1_000;
/** A custom field's name: a label, as a column's header is. */
export const CUSTOM_FIELD_KEY_MAX = 100;
export const NOTE_MAX = 10_000;
export const CUSTOM_FIELDS_MAX = 50;

export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  companyUrl: string;
};

const limited = maxLength(CONTACT_FIELD_MAX);

export const CONTACT_FORM_RULES: Partial<Record<keyof ContactFormValues, Rule[]>> = {
  firstName: [required(VALIDATION.firstNameRequired), limited],
  lastName: [required(VALIDATION.lastNameRequired), limited],
  email: [validateEmail, limited],
  phone: [validateAdminPhone, limited],
  company: [limited],
  companyUrl: [validateCompanyWebsite, limited],
};

/** A contact's source (a label such as "Referral"), limited like its other fields. */
export const validateContactSource: Rule = limited;

/** A custom field's value over CUSTOM_FIELD_VALUE_MAX: the import's message, naming no key (its column does). */
export const validateCustomFieldValue: Rule = maxLength(CUSTOM_FIELD_VALUE_MAX);

/** Whether a custom field's name is over CUSTOM_FIELD_KEY_MAX. */
export const customFieldKeyTooLong = (key: string) => characterCount(key) > CUSTOM_FIELD_KEY_MAX;

/** The first 40 characters of a long name and an ellipsis: enough to find it, short enough for a message. */
const shortKey = (key: string) => {
  const characters = Array.from(key);
  return characters.length > 40 ? `${characters.slice(0, 40).join('')}…` : key;
};

/** The first message per field of the admin contact form, empty when valid. */
export function validateContactForm(
  values: ContactFormValues,
): Partial<Record<keyof ContactFormValues, string>> {
  return validateFields(values, CONTACT_FORM_RULES);
}

/** A company website as stored: the domain, without protocol, leading www. or trailing slashes. */
export function cleanCompanyUrl(value: string | null | undefined): string | null {
  const cleaned = value ? cleanWebsite(value) : '';
  return cleaned === '' ? null : cleaned.toLowerCase();
}

/** Values as stored: trimmed, email lower-cased, website to a domain, blanks as null. */
export function normalizeContact(values: ContactFormValues): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyUrl: string | null;
} {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normalizeEmail(values.email),
    phone: values.phone.trim() || null,
    company: values.company.trim() || null,
    companyUrl: cleanCompanyUrl(values.companyUrl),
  };
}

export type CustomField = { key: string; value: string };

/** Custom fields as stored (a JSON object) as the list the API gives and takes. */
export const customFieldRows = (json: unknown): CustomField[] =>
  json && typeof json === 'object' && !Array.isArray(json)
    ? Object.entries(json as Record<string, unknown>).map(([key, value]) => ({
        key,
        value: String(value ?? ''),
      }))
    : [];

/**
 * Custom fields as stored: trimmed keys and values, rows with an empty key and
 * value dropped; or the message for a row without a name, or with too long a name or value.
 */
export function cleanCustomFields(rows: readonly CustomField[]): Record<string, string> | string {
  const result: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key && !value) continue;
    if (!key) return CRM_TEXT.customFieldKeyRequired;
    if (customFieldKeyTooLong(key))
      return formatMessage(CRM_TEXT.customFieldKeyTooLong, {
        key: shortKey(key),
        count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
      });
    if (validateCustomFieldValue(value))
      return formatMessage(CRM_TEXT.customFieldTooLong, {
        key,
        count: plural(CUSTOM_FIELD_VALUE_MAX, 'character'),
      });
    result[key] = value;
  }
  return result;
}

/** A note may be added only when it has some text. */
export const validateNote: Rule = (value) => (value.trim() === '' ? CRM_TEXT.noteEmpty : null);

/** A note may be saved only with some text; the message speaks of saving, not adding. */
export const validateEditedNote: Rule = (value) => (value.trim() === '' ? CRM_TEXT.editedNoteEmpty : null);
