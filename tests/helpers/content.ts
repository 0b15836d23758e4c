// Back-office content tests: admin sessions, global ids, and a small blog
// and course taxonomy to write posts and courses against.
import { expect } from 'vitest';
import { CONTENT } from '../../domain/shared/content';
import { formatMessage } from '../../domain/shared/messages';
import { createSession, SESSION_COOKIE } from '../../server/modules/auth/sessions';
import type { TestApp } from './app';
import { createUser } from './users';

/** The global id the API gives a row (base64 of `Type:id`). */
export const gid = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');

/** The row id behind a global id. */
export const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

/** A whole CTA's fields, as the back-office's editor sends them. */
export const CTA_FIELDS = {
  type: 'fractional_pm',
  header: 'Need a product lead?',
  description: 'A fractional PM for your next quarter.',
  buttonText: 'Book a call',
  icon: 'briefcase',
  modalType: 'calendar',
  isActive: true,
};

/** An admin account with a session that outlives the clock moves of a test; returns the Cookie header. */
export async function adminCookie(app: TestApp, email = 'editor@test.example'): Promise<string> {
  const user = await createUser(app.prisma, { email, password: 'a long admin password', role: 'admin' });
  const { token } = await createSession(app.prisma, user.id, { ttlDays: 365, now: app.services.clock.now() });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * The whole conflict message a stale save gets, whenever the other save was:
 * `who` is the other admin's email, 'you' for the same admin in another tab,
 * or null for a save nobody is recorded for, in `byUnknown` when the record
 * has its own words for it (a contact's CRM_TEXT.conflictByNoAdmin).
 */
export function conflictPattern(
  what: string,
  who: string | null,
  of: 'save' | 'delete' = 'save',
  byUnknown?: string,
): RegExp {
  const when = '\u0000';
  const shared =
    of === 'save'
      ? { byYou: CONTENT.conflictByYou, byUnknown: CONTENT.conflictByUnknown, byOther: CONTENT.conflict }
      : {
          byYou: CONTENT.deleteConflictByYou,
          byUnknown: CONTENT.deleteConflictByUnknown,
          byOther: CONTENT.deleteConflict,
        };
  const words = { ...shared, byUnknown: byUnknown ?? shared.byUnknown };
  const message =
    who === 'you'
      ? formatMessage(words.byYou, { what, when })
      : who === null
        ? formatMessage(words.byUnknown, { what, when })
        : formatMessage(words.byOther, { what, who, when });
  const [before, after] = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').split(when);
  return new RegExp(`^${before}\\d+ \\w+ \\d{4}, \\d\\d:\\d\\d UTC${after}$`);
}

/**
 * What a save from a version saved since gets, whatever else is wrong with it:
 * the conflict (see conflictPattern) with the version the row has now. For a
 * result selecting `__typename`, `... on Error { message }` and
 * `... on ConflictError { currentVersion }`.
 */
export const staleRefusal = (
  what: string,
  who: string | null,
  currentVersion: number,
  of: 'save' | 'delete' = 'save',
  byUnknown?: string,
) => ({
  __typename: 'ConflictError',
  message: expect.stringMatching(conflictPattern(what, who, of, byUnknown)),
  currentVersion,
});

export async function createBlogTaxonomy(app: TestApp, suffix = '') {
  const [author, otherAuthor, category, otherCategory, tag, otherTag] = await Promise.all([
    app.prisma.blogAuthor.create({ data: { slug: `ada${suffix}`, name: `Ada Writer${suffix}` } }),
    app.prisma.blogAuthor.create({ data: { slug: `bo${suffix}`, name: `Bo Author${suffix}` } }),
    app.prisma.blogCategory.create({ data: { slug: `guides${suffix}`, name: `Guides${suffix}` } }),
    app.prisma.blogCategory.create({ data: { slug: `news${suffix}`, name: `News${suffix}` } }),
    app.prisma.blogTag.create({ data: { slug: `agents${suffix}`, name: `Agents${suffix}` } }),
    app.prisma.blogTag.create({ data: { slug: `teams${suffix}`, name: `Teams${suffix}` } }),
  ]);
  return { author, otherAuthor, category, otherCategory, tag, otherTag };
}

export type GqlError = {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

/** The field messages of a ValidationError result, by field. */
export const fieldMessages = (result: GqlError) =>
  Object.fromEntries((result.fieldErrors ?? []).map((error) => [error.field, error.message]));

/** A post's create input with `slug`, its author and category (global ids), and no tags. */
export const postInput = (slug: string, refs: { authorId: string; categoryId: string }) => ({
  title: `Post ${slug}`,
  slug,
  content: '<p>Body.</p>',
  isPublished: true,
  tagIds: [],
  ...refs,
});

/** A course's required fields, as the back-office's editor sends them. */
export const COURSE_FIELDS = {
  title: 'Crossing course',
  summary: 'A day.',
  description: '<p>About.</p>',
  level: 'beginner',
  deliveryFormat: 'in_person',
  duration: '1 day',
  currency: 'USD',
  isPublished: true,
};

const OPENED = {
  post: {
    table: 'blog_posts',
    create: `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
    update: `mutation U($input: UpdateBlogPostInput!) { result: updateBlogPost(input: $input) {
      __typename ... on Error { message } ... on ConflictError { currentVersion }
      ... on ValidationError { fieldErrors { field message } } } }`,
  },
  course: {
    table: 'courses',
    create: `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ... on Course { id } } }`,
    update: `mutation U($input: UpdateCourseInput!) { result: updateCourse(input: $input) {
      __typename ... on Error { message } ... on ConflictError { currentVersion }
      ... on ValidationError { fieldErrors { field message } } } }`,
  },
} as const;

/**
 * A post or course created through the API by `cookie` from `input` (valid),
 * the row lock of it for a race (see inOrder), and the update an editor
 * opened on it at version 1 sends: `input` with `changes`, by `as`.
 */
export async function openedAtVersionOne(
  app: TestApp,
  kind: keyof typeof OPENED,
  input: Record<string, unknown>,
  cookie: string,
) {
  const { table, create, update } = OPENED[kind];
  const { data } = await app.gql<Record<string, { id: string }>>(create, { input }, { cookie });
  const id = Object.values(data!)[0]!.id;
  return {
    id,
    rowLock: `SELECT id FROM ${table} WHERE id = '${rowId(id)}'::uuid FOR UPDATE`,
    save: async (changes: Record<string, unknown>, as = cookie) =>
      (
        await app.gql<{ result: GqlError & { currentVersion?: number | null } }>(
          update,
          { input: { ...input, ...changes, id, expectedVersion: 1 } },
          { cookie: as },
        )
      ).data!.result,
  };
}
