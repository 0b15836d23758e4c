// Rules of the back-office course form, shared by the admin screen and the
// server: the same messages in the same order, and prices as stored (cents).
import { CONTENT_LIMITS, validateOptionalUrl, validateSlug } from '../shared/content';
import { formatMessage } from '../shared/messages';
import { maxLength, type Rule, required, validateFields } from '../shared/validation';

export const COURSE_FORM = {
  notFound: 'Course not found',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  conflictSubject: 'This course',
  saveFailed: 'Failed to save course',
  deleteFailed: 'Failed to delete course',
  titleRequired: 'Title is required',
  summaryRequired: 'Summary is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  priceInvalid: 'Please enter a price of 0 or more, or leave it empty for "on request"',
  minutesInvalid: 'Please enter a whole number of minutes',
  currencyInvalid: 'Please enter a three-letter currency code (e.g. USD)',
  currencyUnknown: '{code} is not a currency code (e.g. USD, EUR, GBP)',
  priceWhole: 'Please enter a whole amount: {code} has no smaller unit',
  moduleTitleRequired: 'Every module needs a title',
  lessonTitleRequired: 'Every lesson needs a title',
} as const;

export type CourseFieldValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  duration: string;
  durationMinutes: string;
  price: string;
  currency: string;
  imageUrl: string;
};

const wholeMinutes: Rule = (value) =>
  value.trim() === '' || /^\d{1,6}$/.test(value.trim()) ? null : COURSE_FORM.minutesInvalid;

/** A price in currency units with at most two decimals; empty means "on request". */
const price: Rule = (value) =>
  value.trim() === '' || /^\d{1,7}(?:\.\d{1,2})?$/.test(value.trim()) ? null : COURSE_FORM.priceInvalid;

/**
 * ISO 4217 codes as the runtime knows them (Node and browsers alike), read
 * when a form is first checked (never by a public page); null where Intl
 * cannot list them, and then any three capitals pass.
 */
let currencies: ReadonlySet<string> | null | undefined;
const knownCurrencies = () =>
  (currencies ??=
    typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null);

const currency: Rule = (value) => {
  const code = value.trim();
  if (!/^[A-Z]{3}$/.test(code)) return COURSE_FORM.currencyInvalid;
  const known = knownCurrencies();
  return known && !known.has(code) ? formatMessage(COURSE_FORM.currencyUnknown, { code }) : null;
};

/** Whether amounts in `code` have no smaller unit (JPY, KRW...): their prices are whole. */
export function isWholeCurrency(code: string): boolean {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits === 0
    );
  } catch {
    return false;
  }
}

export function validateCourseFields(values: CourseFieldValues) {
  const code = values.currency.trim();
  const wholePrice: Rule = (value) =>
    /\.\d*[1-9]/.test(value.trim()) && currency(code) === null && isWholeCurrency(code)
      ? formatMessage(COURSE_FORM.priceWhole, { code })
      : null;
  return validateFields(values, {
    title: [required(COURSE_FORM.titleRequired), maxLength(CONTENT_LIMITS.title)],
    slug: [validateSlug, maxLength(CONTENT_LIMITS.slug)],
    summary: [required(COURSE_FORM.summaryRequired), maxLength(CONTENT_LIMITS.courseSummary)],
    description: [required(COURSE_FORM.descriptionRequired), maxLength(CONTENT_LIMITS.content)],
    duration: [required(COURSE_FORM.durationRequired), maxLength(CONTENT_LIMITS.duration)],
    durationMinutes: [wholeMinutes],
    price: [price, wholePrice],
    currency: [currency],
    imageUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
  });
}

/** The text of a course, as the editor's form and the mutation's input both carry it. */
type CourseText = {
  title: string;
  slug: string;
  summary: string;
  duration: string;
  currency: string;
  imageUrl?: string | null;
  modules?:
    | readonly { title: string; summary?: string | null; lessons?: readonly { title: string }[] | null }[]
    | null;
};

/**
 * The text as the server keeps it: without surrounding spaces, the
 * description (HTML) as written. The server stores it; after a save in
 * place the editor shows it.
 */
export function storedCourseText<Values extends CourseText>(values: Values): Values {
  const trim = <Text extends string | null | undefined>(text: Text) =>
    text == null ? text : (text.trim() as Text);
  return {
    ...values,
    title: values.title.trim(),
    slug: values.slug.trim(),
    summary: values.summary.trim(),
    duration: values.duration.trim(),
    currency: values.currency.trim(),
    imageUrl: trim(values.imageUrl),
    modules:
      values.modules?.map((module) => ({
        ...module,
        title: module.title.trim(),
        summary: trim(module.summary),
        lessons:
          module.lessons?.map((lesson) => ({ ...lesson, title: lesson.title.trim() })) ?? module.lessons,
      })) ?? values.modules,
  };
}

/** '12.5' → 1250; '' → null (price on request). Assumes a valid price. */
export function priceToCents(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const [units, fraction = ''] = trimmed.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → '12.50'; null → ''. */
export function centsToPrice(cents: number | null | undefined): string {
  if (cents == null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
