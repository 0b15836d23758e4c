// Shapes of the demo content. Every entity carries the natural key the seed
// uses to find it again (a slug, a title or a type), so seeding is idempotent.
import type { ContactFormValues, ContactStatus } from '../../domain/crm/contacts';
import type {
  CourseLevel,
  CrmNoteKind,
  CtaModalType,
  CtaType,
  DeliveryFormat,
  QuestionType,
} from '../../server/db/generated/prisma/enums';

export type SlugNameSeed = { slug: string; name: string };

export type BlogAuthorSeed = SlugNameSeed & { bio: string; avatarUrl: string | null };

export type CategorySeed = SlugNameSeed & { description: string };

export type BlogPostSeed = {
  title: string;
  slug: string;
  /** HTML limited to h2, h3, p, b, ol, ul and li. */
  content: string;
  /** Plain text, at most 160 characters. */
  excerpt: string;
  imageUrl: string | null;
  authorSlug: string;
  categorySlug: string;
  tagSlugs: readonly string[];
  isPublished: boolean;
  /** ISO date in UTC; null for drafts. */
  publishedAt: string | null;
  ctaType: CtaType | null;
};

export type CourseLessonSeed = { title: string; durationMinutes: number };

export type CourseModuleSeed = {
  title: string;
  summary: string;
  lessons: readonly CourseLessonSeed[];
};

export type CourseSeed = {
  title: string;
  slug: string;
  summary: string;
  /** HTML limited to h2, h3, p, b, ol, ul and li. */
  description: string;
  level: CourseLevel;
  duration: string;
  durationMinutes: number;
  deliveryFormat: DeliveryFormat;
  /** null means "on request". */
  priceCents: number | null;
  currency: 'USD';
  isPublished: boolean;
  sortOrder: number;
  categorySlug: string;
  tagSlugs: readonly string[];
  /** Positions follow the array order, starting at 1. */
  modules: readonly CourseModuleSeed[];
};

export const CTA_ICONS = [
  'sparkles',
  'bot',
  'briefcase',
  'graduation-cap',
  'calendar',
  'message-circle',
  'rocket',
  'lightbulb',
] as const;
export type CtaIcon = (typeof CTA_ICONS)[number];

export type CtaSeed = {
  type: CtaType;
  header: string;
  description: string;
  buttonText: string;
  icon: CtaIcon;
  isActive: boolean;
  modalType: CtaModalType | null;
};

export type QuestionSeed = {
  questionText: string;
  questionType: QuestionType;
  /** Empty for short_answer, contact_form and text_only questions. */
  choices: readonly string[];
};

export type SurveySeed = {
  title: string;
  description: string;
  isActive: boolean;
  /** ISO date in UTC; the newest active survey is listed first. */
  createdAt: string;
  /** order_number follows the array order, starting at 1. */
  questions: readonly QuestionSeed[];
};

export type CrmNoteSeed = {
  kind: CrmNoteKind;
  note: string;
  /** ISO date in UTC. */
  createdAt: string;
};

/** A CRM contact, found again by its email; '' for a form field left empty. */
export type CrmContactSeed = ContactFormValues & {
  status: ContactStatus;
  source: string | null;
  /** ISO dates in UTC. */
  createdAt: string;
  lastContactDate: string | null;
  customFields: Readonly<Record<string, string>>;
  /** Written with the contact, never on their own. */
  notes: readonly CrmNoteSeed[];
};
