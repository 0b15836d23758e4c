// Rules of the back-office course form, shared by the admin screen and the
// server: the same messages in the same order, and prices as stored (cents).
import { CONTENT_LIMITS, validateOptionalUrl, validateSlug } from '../shared/content';
import { formatMessage } from '../shared/messages';
import { maxLength, type Rule, required, validateFields } from '../shared/validation';

export const COURSE_FORM = {
  /** The course list, empty; then the same with a search or a filter set. */
  noCourses: 'No courses yet.',
  noCoursesMatch: 'No courses match these filters.',
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
  priceAmbiguous:
    '“{price}” could be {whole} or {decimal}: please write {whole}, or the price with two decimals',
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

/**
 * How a price typed by a person reads. The site writes prices as en-US does
 * ("$1,200.00"), so a comma groups thousands and a dot starts the cents; the
 * forms other languages use are taken where they cannot mean anything else:
 * - the cents are the last one or two digits after a dot or a comma ("12.5",
 *   "12,50"): a price has no third decimal;
 * - thousands are grouped by threes with one mark, a comma, a dot, a space
 *   (no-break ones too) or an apostrophe, other than the cents' mark ("1,200",
 *   "1 200", "1'200", "1.200,00", "1.234.567");
 * - a single dot before three digits ("1.200") is en-US's 1.2 and other
 *   languages' 1200: refused as ambiguous, naming both;
 * - at most 7 digits before the cents; no sign, symbol or exponent.
 */
export type PriceReading =
  | { kind: 'price'; cents: number | null }
  | { kind: 'invalid' }
  | { kind: 'ambiguous'; whole: string; decimal: string };

const GROUP_MARK = /^[,. \u00a0\u202f'’]$/;

export function readPrice(typed: string): PriceReading {
  const text = typed.trim();
  if (text === '') return { kind: 'price', cents: null };
  // Runs of digits and the single marks between them; ".5" is "0.5".
  const tokens = (/^[.,]/.test(text) ? `0${text}` : text).match(/\d+|\D+/g) ?? [];
  const digits = tokens.filter((_, at) => at % 2 === 0);
  const marks = tokens.filter((_, at) => at % 2 === 1);
  if (
    !/^\d/.test(tokens[0] ?? '') ||
    digits.length !== marks.length + 1 ||
    !marks.every((m) => GROUP_MARK.test(m))
  )
    return { kind: 'invalid' };
  const last = marks.at(-1);
  const tail = digits.at(-1) ?? '';
  const hasCents = (last === '.' || last === ',') && tail.length <= 2;
  if (last === '.' && marks.length === 1 && tail.length === 3)
    return {
      kind: 'ambiguous',
      whole: `${digits[0]}${tail}`,
      decimal: `${digits[0]}.${tail.replace(/0$/, '')}`,
    };
  const groups = hasCents ? digits.slice(0, -1) : digits;
  const groupMarks = new Set(hasCents ? marks.slice(0, -1) : marks);
  const [first = '', ...rest] = groups;
  const grouped =
    groupMarks.size <= 1 &&
    !groupMarks.has(hasCents ? (last as string) : '') &&
    (rest.length === 0 || first.length <= 3) &&
    rest.every((group) => group.length === 3);
  const units = groups.join('');
  if (!grouped || units.length > 7) return { kind: 'invalid' };
  return { kind: 'price', cents: Number(units) * 100 + (hasCents ? Number(tail.padEnd(2, '0')) : 0) };
}

/** A price in currency units with at most two decimals; empty means "on request". */
const price: Rule = (value) => {
  const reading = readPrice(value);
  return reading.kind === 'invalid'
    ? COURSE_FORM.priceInvalid
    : reading.kind === 'ambiguous'
      ? formatMessage(COURSE_FORM.priceAmbiguous, { price: value.trim(), ...reading })
      : null;
};

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
    (priceToCents(value) ?? 0) % 100 !== 0 && currency(code) === null && isWholeCurrency(code)
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

/** '12.5' and '12,50' → 1250; '1,200' → 120000; '' (price on request) or no price → null. */
export function priceToCents(value: string): number | null {
  const reading = readPrice(value);
  return reading.kind === 'price' ? reading.cents : null;
}

/** 1250 → '12.50'; null → ''. */
export function centsToPrice(cents: number | null | undefined): string {
  if (cents == null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
