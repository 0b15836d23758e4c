// Field rules of SPEC §5. Each returns the spec's message, or null when the
// value is acceptable; optional fields accept blank values.
import { PHONE_MIN_DIGITS } from './constants';
import { formatMessage, tooLongMessage, VALIDATION } from './messages';

export type Rule = (value: string) => string | null;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** Text, an @, and a dot-separated domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A domain with optional protocol, www and path. */
export const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A bare domain such as example.com. */
export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Digits, spaces, hyphens and parentheses, with an optional leading plus. */
export const ADMIN_PHONE_PATTERN = /^\+?[\d\s()-]+$/;

export const DOMAIN_EXAMPLE_HOST = 'example.com';

export const validateEmail: Rule = (value) => {
  if (isBlank(value)) return VALIDATION.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? null : VALIDATION.emailInvalid;
};

export const validateWebsite: Rule = (value) => {
  if (isBlank(value)) return VALIDATION.websiteRequired;
  return WEBSITE_PATTERN.test(value.trim()) ? null : VALIDATION.websiteInvalid;
};

/** Public survey form: optional; when given, at least 10 digits. */
export const validatePublicPhone: Rule = (value) => {
  if (isBlank(value)) return null;
  return value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? null : VALIDATION.phoneInvalid;
};

/** Admin contact form: optional; digits, spaces, hyphens, parentheses, optional leading plus. */
export const validateAdminPhone: Rule = (value) => {
  if (isBlank(value)) return null;
  const trimmed = value.trim();
  return ADMIN_PHONE_PATTERN.test(trimmed) && /\d/.test(trimmed) ? null : VALIDATION.phoneInvalid;
};

/** Removes protocol, a leading www. and trailing slashes: 'https://www.acme.io/' → 'acme.io'. */
export function cleanWebsite(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** Admin contact form company website: optional; a domain once cleaned. */
export const validateCompanyWebsite: Rule = (value) => {
  if (isBlank(value)) return null;
  return DOMAIN_PATTERN.test(cleanWebsite(value))
    ? null
    : formatMessage(VALIDATION.domainInvalid, { host: DOMAIN_EXAMPLE_HOST });
};

/** A rule that only checks presence. */
export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : null;

/**
 * The characters a person sees in `value`, as its counter shows them and its limit counts them:
 * code points, so an emoji or a rarer Chinese character (two UTF-16 units) counts once, not twice.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** A rule that refuses values longer than `max` characters. */
export const maxLength =
  (max: number): Rule =>
  (value) =>
    characterCount(value) > max ? tooLongMessage(max) : null;

/** Lower-cased, trimmed address: the key under which one person is one CRM contact. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Runs rules over a record of values and returns the first message per field,
 * or an empty object when everything is valid.
 */
export function validateFields<K extends string>(
  values: Record<K, string | null | undefined>,
  rules: Partial<Record<K, Rule[]>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field] ?? '');
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

// C0 controls other than tab, line feed and carriage return, and DEL: no
// form can type them, PostgreSQL refuses NUL in text, and they hide text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** The text without control characters (tabs and line breaks are kept). */
export function stripControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
}
