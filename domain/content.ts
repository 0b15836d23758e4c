// Rules of the back-office content forms (SPEC §5 post editor and CTA, plus
// authors, categories, tags and courses), shared by the admin screens and the
// server: the same messages in the same order.

import { CONTENT, COURSE_FORM, CTA_FORM, POST_FORM } from './contentMessages';
import { maxLength } from './conversion';
import { formatMessage } from './messages';
import { SLUG_PATTERN } from './slug';
import { type Rule, required, validateFields } from './validation';

/** Longest accepted value of each back-office text field. */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 200,
  name: 100,
  excerpt: 500,
  url: 2000,
  bio: 2000,
  description: 2000,
  content: 200_000,
  ctaHeader: 150,
  ctaDescription: 500,
  ctaButtonText: 60,
  courseSummary: 500,
  duration: 100,
  tagsPerItem: 30,
  modules: 50,
  lessonsPerModule: 50,
} as const;

/** A slug as stored: lowercase words joined by single hyphens. */
export const validateSlug: Rule = (value) => {
  if (value.trim() === '') return CONTENT.slugRequired;
  return SLUG_PATTERN.test(value) ? null : CONTENT.slugInvalid;
};

/** Optional web address of an image: absolute http(s), or a path on this site. */
export const validateOptionalUrl: Rule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) || /^\/(?!\/)[^\s]*$/.test(trimmed) ? null : CONTENT.urlInvalid;
};

export type PostFieldValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  imageUrl: string;
  authorId: string;
  categoryId: string;
};

/** SPEC §5 post editor: title, slug, content, author and category are required. */
export function validatePostFields(values: PostFieldValues) {
  return validateFields(values, {
    title: [required(POST_FORM.titleRequired), maxLength(CONTENT_LIMITS.title)],
    slug: [validateSlug, maxLength(CONTENT_LIMITS.slug)],
    content: [required(POST_FORM.contentRequired), maxLength(CONTENT_LIMITS.content)],
    excerpt: [maxLength(CONTENT_LIMITS.excerpt)],
    imageUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
    authorId: [required(POST_FORM.authorRequired)],
    categoryId: [required(POST_FORM.categoryRequired)],
  });
}

/** The fields of an author, a category or a tag (blog or course); unused ones stay empty. */
export type TermFieldValues = {
  name: string;
  slug: string;
  description: string;
  bio: string;
  avatarUrl: string;
};

export function validateTermFields(values: TermFieldValues) {
  return validateFields(values, {
    name: [required(CONTENT.nameRequired), maxLength(CONTENT_LIMITS.name)],
    slug: [validateSlug, maxLength(CONTENT_LIMITS.slug)],
    description: [maxLength(CONTENT_LIMITS.description)],
    bio: [maxLength(CONTENT_LIMITS.bio)],
    avatarUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
  });
}

export type CtaFieldValues = { header: string; description: string; buttonText: string };

/** SPEC §5 CTA: header, description and button text are required. (The server also checks the icon.) */
export function validateCtaFields(values: CtaFieldValues) {
  return validateFields(values, {
    header: [required(CTA_FORM.headerRequired), maxLength(CONTENT_LIMITS.ctaHeader)],
    description: [required(CTA_FORM.descriptionRequired), maxLength(CONTENT_LIMITS.ctaDescription)],
    buttonText: [required(CTA_FORM.buttonTextRequired), maxLength(CONTENT_LIMITS.ctaButtonText)],
  });
}

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

export function validateCourseFields(values: CourseFieldValues) {
  return validateFields(values, {
    title: [required(COURSE_FORM.titleRequired), maxLength(CONTENT_LIMITS.title)],
    slug: [validateSlug, maxLength(CONTENT_LIMITS.slug)],
    summary: [required(COURSE_FORM.summaryRequired), maxLength(CONTENT_LIMITS.courseSummary)],
    description: [required(COURSE_FORM.descriptionRequired), maxLength(CONTENT_LIMITS.content)],
    duration: [required(COURSE_FORM.durationRequired), maxLength(CONTENT_LIMITS.duration)],
    durationMinutes: [wholeMinutes],
    price: [price],
    currency: [(value) => (/^[A-Z]{3}$/.test(value.trim()) ? null : COURSE_FORM.currencyInvalid)],
    imageUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
  });
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

export const slugTakenMessage = (kind: string) => formatMessage(CONTENT.slugTaken, { kind });
