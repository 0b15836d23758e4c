// Saving courses from the back-office: the shared field rules, unique slugs,
// the outline (modules and their lessons) replaced as a whole, the version
// check that refuses a stale save, and the search index updated afterwards.

import {
  COURSE_FORM,
  centsToPrice,
  storedCourseText,
  validateCourseFields,
} from '../../../domain/courses/form';
import { CONTENT, CONTENT_LIMITS } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import { syncCourse } from '../search/sync';
import { keepFormerSlug } from '../shared/formerSlugs';
import { type GlobalId, otherTypeMessage, rowIdOf, rowIdOrNotFound } from '../shared/ids';
import { savedMedia, withMediaErrors } from '../shared/savedMedia';
import {
  firstVersion,
  isUniqueViolation,
  keepingLeftOut,
  LAST_SAVE,
  newVersion,
  saveAtVersion,
  saveTime,
  TX_OPTIONS,
  type VersionedRow,
} from '../shared/saves';
import { lockTerms } from '../shared/termLocks';

type Tx = Prisma.TransactionClient;

export type CourseInput = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  deliveryFormat: 'online' | 'in_person' | 'hybrid' | 'self_paced';
  duration: string;
  durationMinutes?: number | null;
  priceCents?: number | null;
  currency: string;
  imageUrl?: string | null;
  isPublished: boolean;
  sortOrder?: number | null;
  categoryId?: GlobalId | null;
  tagIds?: readonly GlobalId[] | null;
  modules?:
    | readonly {
        title: string;
        summary?: string | null;
        lessons?: readonly { title: string; durationMinutes?: number | null }[] | null;
      }[]
    | null;
};

const MAX_MINUTES = 999_999;
const MAX_PRICE_CENTS = 999_999_999;

async function checked(context: Context, tx: Tx, given: CourseInput, courseId: string | null) {
  const text = storedCourseText(given);
  // Its images and videos first, before the terms it links (see savedMedia).
  const media = await savedMedia(context, tx, {
    imageUrl: { image: text.imageUrl },
    description: { html: text.description },
  });
  const input = { ...text, ...media.values };
  const errors: Partial<Record<string, string>> = validateCourseFields({
    ...input,
    durationMinutes: '',
    price: centsToPrice(input.priceCents != null && input.priceCents >= 0 ? input.priceCents : null),
    imageUrl: input.imageUrl ?? '',
  });
  const minutes = (value: number | null | undefined) => value == null || (value >= 0 && value <= MAX_MINUTES);
  if (!minutes(input.durationMinutes)) errors.durationMinutes = COURSE_FORM.minutesInvalid;
  if (input.priceCents != null && (input.priceCents < 0 || input.priceCents > MAX_PRICE_CENTS)) {
    errors.price = COURSE_FORM.priceInvalid;
  }
  const modules = (input.modules ?? []).slice(0, CONTENT_LIMITS.modules);
  if (modules.some((module) => module.title === '')) errors.modules = COURSE_FORM.moduleTitleRequired;
  else if (modules.some((module) => (module.lessons ?? []).some((lesson) => lesson.title === ''))) {
    errors.modules = COURSE_FORM.lessonTitleRequired;
  } else if (
    modules.some((module) => (module.lessons ?? []).some((lesson) => !minutes(lesson.durationMinutes)))
  ) {
    errors.modules = COURSE_FORM.minutesInvalid;
  }
  const categoryId = input.categoryId ? rowIdOf(input.categoryId, 'CourseCategory') : null;
  // The terms it links stay until the save ends (see lockTerms).
  if (input.categoryId && !(categoryId && (await lockTerms(tx, 'courseCategory', [categoryId])).size)) {
    errors.categoryId =
      otherTypeMessage(input.categoryId, 'CourseCategory', 'categoryId') ?? CONTENT.notFound;
  }
  const tagIds = [...new Set((input.tagIds ?? []).map((tag) => rowIdOf(tag, 'CourseTag')))];
  const tagsKnown =
    !tagIds.includes(null) && (await lockTerms(tx, 'courseTag', tagIds as string[])).size === tagIds.length;
  if (!tagsKnown) errors.tagIds = otherTypeMessage(input.tagIds, 'CourseTag', 'tagIds') ?? CONTENT.notFound;
  withMediaErrors(errors, media);
  const slug = input.slug;
  if (!errors.slug) {
    const holder = await tx.course.findFirst({
      where: { slug, ...(courseId ? { NOT: { id: courseId } } : {}) },
      select: { id: true },
    });
    if (holder) errors.slug = formatMessage(CONTENT.slugTaken, { kind: 'course' });
  }
  ValidationError.throwIf(errors);
  const columns = {
    title: input.title,
    slug,
    summary: input.summary,
    description: input.description,
    level: input.level,
    deliveryFormat: input.deliveryFormat,
    duration: input.duration,
    durationMinutes: input.durationMinutes ?? null,
    priceCents: input.priceCents ?? null,
    currency: input.currency,
    imageUrl: input.imageUrl || null,
    isPublished: input.isPublished,
    sortOrder: input.sortOrder ?? 0,
    categoryId,
  };
  return { columns, tagIds: tagIds as string[], modules };
}

type Checked = Awaited<ReturnType<typeof checked>>;

async function writeRelations(tx: Tx, courseId: string, { tagIds, modules }: Checked) {
  await tx.courseTagLink.deleteMany({ where: { courseId } });
  if (tagIds.length > 0)
    await tx.courseTagLink.createMany({ data: tagIds.map((tagId) => ({ courseId, tagId })) });
  await tx.courseModule.deleteMany({ where: { courseId } });
  for (const [position, module] of modules.entries()) {
    await tx.courseModule.create({
      data: {
        courseId,
        position: position + 1,
        title: module.title,
        summary: module.summary || null,
        lessons: {
          create: (module.lessons ?? []).slice(0, CONTENT_LIMITS.lessonsPerModule).map((lesson, index) => ({
            position: index + 1,
            title: lesson.title,
            durationMinutes: lesson.durationMinutes ?? null,
          })),
        },
      },
    });
  }
}

async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ValidationError([
      { field: 'slug', message: formatMessage(CONTENT.slugTaken, { kind: 'course' }) },
    ]);
  }
}

export async function createCourse(context: Context, input: CourseInput): Promise<string> {
  const id = await saving(() =>
    context.prisma.$transaction(async (tx) => {
      const values = await checked(context, tx, input, null);
      const now = saveTime(context);
      const course = await tx.course.create({
        data: { ...values.columns, ...firstVersion(context, now) },
        select: { id: true },
      });
      await keepFormerSlug(tx, 'course', course.id, null, values.columns.slug, now);
      await writeRelations(tx, course.id, values);
      return course.id;
    }, TX_OPTIONS),
  );
  await syncCourse(context, id);
  return id;
}

/** What an update leaving them out keeps (see keepingLeftOut): a script repricing a course keeps its outline. */
const KEPT_WHEN_LEFT_OUT = [
  'durationMinutes',
  'priceCents',
  'imageUrl',
  'sortOrder',
  'categoryId',
  'tagIds',
  'modules',
] as const;

export async function updateCourse(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
  input: CourseInput,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'Course', COURSE_FORM.notFound);
  await saving(() =>
    context.prisma.$transaction(async (tx) => {
      // The course as the version check read it, at expectedVersion: once the update naming that
      // version is made, its slug is the one the save replaced (every change of a slug makes a new
      // version), so it is not read again.
      let slugAtVersion: string | null = null;
      const row: VersionedRow = {
        what: COURSE_FORM.conflictSubject,
        notFound: COURSE_FORM.notFound,
        lastSave: async () => {
          const course = await tx.course.findUnique({ where: { id }, select: { ...LAST_SAVE, slug: true } });
          slugAtVersion = course?.slug ?? null;
          return course;
        },
      };
      const check = async () => {
        const given = await keepingLeftOut(input, KEPT_WHEN_LEFT_OUT, async () => {
          const course = await tx.course.findUnique({
            where: { id },
            select: {
              durationMinutes: true,
              priceCents: true,
              imageUrl: true,
              sortOrder: true,
              categoryId: true,
              tags: { select: { tagId: true } },
              modules: {
                orderBy: { position: 'asc' },
                select: {
                  title: true,
                  summary: true,
                  lessons: { orderBy: { position: 'asc' }, select: { title: true, durationMinutes: true } },
                },
              },
            },
          });
          if (!course) return null;
          const { categoryId, tags, ...kept } = course;
          return {
            ...kept,
            categoryId: categoryId ? { typename: 'CourseCategory', id: categoryId } : null,
            tagIds: tags.map((tag) => ({ typename: 'CourseTag', id: tag.tagId })),
          };
        });
        return checked(context, tx, given, id);
      };
      // Read once the version is checked: a save made after another is dated after it.
      let now!: Date;
      const values = await saveAtVersion(context, row, expectedVersion, check, (values) => {
        now = saveTime(context);
        return tx.course.updateMany({
          where: { id, version: expectedVersion },
          data: { ...values.columns, ...newVersion(context, now) },
        });
      });
      await keepFormerSlug(tx, 'course', id, slugAtVersion, values.columns.slug, now);
      await writeRelations(tx, id, values);
    }, TX_OPTIONS),
  );
  await syncCourse(context, id);
  return id;
}

/** Deletes a course with its outline; it leaves the catalogue and the search index. */
export async function deleteCourse(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'Course');
  const { count } = id ? await context.prisma.course.deleteMany({ where: { id } }) : { count: 0 };
  if (!id || count === 0) throw new NotFoundError(COURSE_FORM.notFound);
  await syncCourse(context, id);
  return id;
}
