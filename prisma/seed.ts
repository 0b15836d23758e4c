// Demo content: blog, course catalogue, calls to action, the two public
// surveys and CRM contacts with their notes. Idempotent: every row is looked
// up by its natural key (a slug, a type, a title, an email or a position in
// its parent) and created only when missing;
// existing rows are never changed or deleted, so a second run writes nothing
// and edits made in the back-office survive. Each group of rows that belongs
// together is written in one transaction. Users are not seeded here. A row
// whose demo data names no date of its own is dated `now`: the app's clock at
// a first start (server/bootstrap.ts), the system's from npm run db:seed and
// in test fixtures; never the database's default.
import { normalizeContact, validateContactForm } from '../domain/crm/contacts';
import type { Prisma, PrismaClient } from '../server/db';
import { lockContactEmail } from '../server/modules/crm/contacts';
import { systemClock } from '../server/services/clock';
import { blogAuthors, blogCategories, blogPosts, blogTags } from './seed-data/blog';
import { courseCategories, courses, courseTags } from './seed-data/courses';
import { crmContacts } from './seed-data/crm';
import { ctas } from './seed-data/ctas';
import { surveys } from './seed-data/surveys';
import type { BlogPostSeed, CourseSeed, CrmContactSeed, SurveySeed } from './seed-data/types';

type Tx = Prisma.TransactionClient;

const TX_OPTIONS = { maxWait: 10_000, timeout: 60_000 };

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const courseModules = courses.flatMap((course) => course.modules);
const surveyQuestions = surveys.flatMap((survey) => survey.questions);

/** Rows per table after seeding an empty database (users and media excluded). */
export const DEMO_CONTENT_COUNTS = {
  blogAuthors: blogAuthors.length,
  blogCategories: blogCategories.length,
  blogTags: blogTags.length,
  blogPosts: blogPosts.length,
  blogPostTags: sum(blogPosts.map((post) => post.tagSlugs.length)),
  courseCategories: courseCategories.length,
  courseTags: courseTags.length,
  courses: courses.length,
  courseTagLinks: sum(courses.map((course) => course.tagSlugs.length)),
  courseModules: courseModules.length,
  courseLessons: sum(courseModules.map((module) => module.lessons.length)),
  ctas: ctas.length,
  surveys: surveys.length,
  questions: surveyQuestions.length,
  choices: sum(surveyQuestions.map((question) => question.choices.length)),
  crmContacts: crmContacts.length,
  crmNotes: sum(crmContacts.map((contact) => contact.notes.length)),
} as const;

export async function seedDemoContent(prisma: PrismaClient, now: Date = systemClock.now()): Promise<void> {
  const at = { createdAt: now, updatedAt: now };
  await prisma.$transaction((tx) => seedBlogTaxonomy(tx, at), TX_OPTIONS);
  for (const post of blogPosts) {
    await prisma.$transaction((tx) => seedBlogPost(tx, post, at), TX_OPTIONS);
  }
  await prisma.$transaction((tx) => seedCourseTaxonomy(tx, at), TX_OPTIONS);
  for (const course of courses) {
    await prisma.$transaction((tx) => seedCourse(tx, course, at), TX_OPTIONS);
  }
  await prisma.$transaction((tx) => seedCtas(tx, at), TX_OPTIONS);
  for (const survey of surveys) {
    await prisma.$transaction((tx) => seedSurvey(tx, survey, now), TX_OPTIONS);
  }
  for (const contact of crmContacts) {
    await prisma.$transaction((tx) => seedCrmContact(tx, contact), TX_OPTIONS);
  }
}

/** When a seeded row without a date of its own is created (seedDemoContent's `now`). */
type Dated = { createdAt: Date; updatedAt: Date };

async function seedBlogTaxonomy(tx: Tx, at: Dated): Promise<void> {
  for (const author of blogAuthors) {
    await tx.blogAuthor.upsert({ where: { slug: author.slug }, create: { ...author, ...at }, update: {} });
  }
  for (const category of blogCategories) {
    await tx.blogCategory.upsert({
      where: { slug: category.slug },
      create: { ...category, ...at },
      update: {},
    });
  }
  for (const tag of blogTags) {
    await tx.blogTag.upsert({ where: { slug: tag.slug }, create: { ...tag, ...at }, update: {} });
  }
}

async function seedBlogPost(tx: Tx, post: BlogPostSeed, at: Dated): Promise<void> {
  const { authorSlug, categorySlug, tagSlugs, publishedAt, ...fields } = post;
  const author = await tx.blogAuthor.findUniqueOrThrow({ where: { slug: authorSlug }, select: { id: true } });
  const category = await tx.blogCategory.findUniqueOrThrow({
    where: { slug: categorySlug },
    select: { id: true },
  });
  const tagIds = await idsBySlug(tagSlugs, (slugs) =>
    tx.blogTag.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } }),
  );
  const row = await tx.blogPost.upsert({
    where: { slug: post.slug },
    create: {
      ...fields,
      publishedAt: publishedAt === null ? null : new Date(publishedAt),
      authorId: author.id,
      categoryId: category.id,
      ...at,
    },
    update: {},
    select: { id: true },
  });
  await tx.blogPostTag.createMany({
    data: tagIds.map((tagId) => ({ postId: row.id, tagId })),
    skipDuplicates: true,
  });
}

async function seedCourseTaxonomy(tx: Tx, at: Dated): Promise<void> {
  for (const category of courseCategories) {
    await tx.courseCategory.upsert({
      where: { slug: category.slug },
      create: { ...category, ...at },
      update: {},
    });
  }
  for (const tag of courseTags) {
    await tx.courseTag.upsert({ where: { slug: tag.slug }, create: { ...tag, ...at }, update: {} });
  }
}

async function seedCourse(tx: Tx, course: CourseSeed, at: Dated): Promise<void> {
  const { categorySlug, tagSlugs, modules, ...fields } = course;
  const category = await tx.courseCategory.findUniqueOrThrow({
    where: { slug: categorySlug },
    select: { id: true },
  });
  const tagIds = await idsBySlug(tagSlugs, (slugs) =>
    tx.courseTag.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } }),
  );
  const row = await tx.course.upsert({
    where: { slug: course.slug },
    create: { ...fields, categoryId: category.id, ...at },
    update: {},
    select: { id: true },
  });
  await tx.courseTagLink.createMany({
    data: tagIds.map((tagId) => ({ courseId: row.id, tagId })),
    skipDuplicates: true,
  });

  for (const [moduleIndex, module] of modules.entries()) {
    const existingModule = await tx.courseModule.findFirst({
      where: { courseId: row.id, title: module.title },
      select: { id: true },
    });
    const moduleRow =
      existingModule ??
      (await tx.courseModule.create({
        data: { courseId: row.id, title: module.title, summary: module.summary, position: moduleIndex + 1 },
        select: { id: true },
      }));
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      const existingLesson = await tx.courseLesson.findFirst({
        where: { moduleId: moduleRow.id, title: lesson.title },
        select: { id: true },
      });
      if (existingLesson) continue;
      await tx.courseLesson.create({
        data: { moduleId: moduleRow.id, ...lesson, position: lessonIndex + 1 },
      });
    }
  }
}

async function seedCtas(tx: Tx, at: Dated): Promise<void> {
  for (const cta of ctas) {
    const existing = await tx.cta.findFirst({ where: { type: cta.type }, select: { id: true } });
    if (existing) continue;
    await tx.cta.create({ data: { ...cta, ...at } });
  }
}

async function seedSurvey(tx: Tx, survey: SurveySeed, now: Date): Promise<void> {
  const existing = await tx.survey.findFirst({
    where: { title: survey.title },
    orderBy: { createdAt: 'asc' },
    select: { id: true },
  });
  const surveyRow =
    existing ??
    (await tx.survey.create({
      data: {
        title: survey.title,
        description: survey.description,
        isActive: survey.isActive,
        createdAt: new Date(survey.createdAt),
        updatedAt: now,
      },
      select: { id: true },
    }));

  for (const [questionIndex, question] of survey.questions.entries()) {
    const existingQuestion = await tx.question.findFirst({
      where: { surveyId: surveyRow.id, questionText: question.questionText },
      select: { id: true },
    });
    const questionRow =
      existingQuestion ??
      (await tx.question.create({
        data: {
          surveyId: surveyRow.id,
          questionText: question.questionText,
          questionType: question.questionType,
          orderNumber: questionIndex + 1,
        },
        select: { id: true },
      }));
    for (const [choiceIndex, choiceText] of question.choices.entries()) {
      const existingChoice = await tx.choice.findFirst({
        where: { questionId: questionRow.id, choiceText },
        select: { id: true },
      });
      if (existingChoice) continue;
      await tx.choice.create({
        data: { questionId: questionRow.id, choiceText, orderNumber: choiceIndex + 1 },
      });
    }
  }
}

/**
 * A contact and its notes, stored as the admin form stores them (trimmed,
 * email lower-cased, website as a domain), unless a contact with its email
 * exists: one an admin deleted stays deleted.
 */
async function seedCrmContact(tx: Tx, contact: CrmContactSeed): Promise<void> {
  const {
    firstName,
    lastName,
    email,
    phone,
    company,
    companyUrl,
    notes,
    createdAt,
    lastContactDate,
    ...rest
  } = contact;
  const form = { firstName, lastName, email, phone, company, companyUrl };
  const invalid = Object.entries(validateContactForm(form)).filter(([, message]) => message);
  if (invalid.length > 0) throw new Error(`Demo contact ${email} is invalid: ${JSON.stringify(invalid)}`);
  const values = normalizeContact(form);
  await lockContactEmail(tx, values.email);
  if (await tx.crmContact.findFirst({ where: { email: values.email }, select: { id: true } })) return;
  await tx.crmContact.create({
    data: {
      ...values,
      ...rest,
      customFields: { ...rest.customFields },
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      lastContactDate: lastContactDate === null ? null : new Date(lastContactDate),
      notes: {
        create: notes.map((note) => ({
          kind: note.kind,
          note: note.note,
          createdAt: new Date(note.createdAt),
          updatedAt: new Date(note.createdAt),
        })),
      },
    },
  });
}

/** The ids of the rows with these slugs, in the same order; fails when one is missing. */
async function idsBySlug(
  slugs: readonly string[],
  find: (slugs: string[]) => Promise<{ id: string; slug: string }[]>,
): Promise<string[]> {
  const rows = await find([...slugs]);
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return slugs.map((slug) => {
    const id = idBySlug.get(slug);
    if (id === undefined) throw new Error(`Demo content refers to a missing tag: ${slug}`);
    return id;
  });
}
