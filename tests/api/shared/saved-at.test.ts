// Every versioned row an admin saves is dated by the app's clock (App.clock,
// a TestClock here, set far from the system's time), when created and on each
// save: its updatedAt (in the API, and the "when" of a stale save's refusal)
// would otherwise be the system's time, Prisma's @updatedAt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWhen } from '../../../server/modules/shared/saves';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import {
  adminCookie,
  COURSE_FIELDS,
  CTA_FIELDS,
  createBlogTaxonomy,
  gid,
  postInput,
} from '../../helpers/content';

const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
let cookie: string;
let refs: { authorId: string; categoryId: string };

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
  const { author, category } = await createBlogTaxonomy(app);
  refs = { authorId: gid('BlogAuthor', author.id), categoryId: gid('BlogCategory', category.id) };
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;
/** The time of the clock, as the API gives a DateTime. */
const now = () => clock.now().toISOString();

type Saved = {
  __typename: string;
  id?: string;
  updatedAt?: string;
  message?: string;
  savedAt?: string | null;
};
const CREATED = `__typename ... on Node { id } ... on Error { message }`;
const SAVED = `${CREATED} ... on ConflictError { savedAt }`;

async function mutate(name: string, inputType: string, input: Record<string, unknown>, select = CREATED) {
  const { data, errors } = await app.gql<Record<string, Saved>>(
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${select} } }`,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data![name]!;
}

async function savedAt(id: string) {
  const { data, errors } = await app.gql<{ node: { updatedAt: string } }>(
    `query ($id: ID!) { node(id: $id) {
      ... on BlogPost { updatedAt } ... on Course { updatedAt } ... on Cta { updatedAt } ... on Survey { updatedAt } } }`,
    { id },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.node.updatedAt;
}

/** Each kind: its create and its update (from a version), as the back-office sends them. */
const KINDS = {
  post: {
    create: () => mutate('createBlogPost', 'CreateBlogPostInput', postInput('dated-post', refs)),
    update: (id: string, expectedVersion: number, title: string) =>
      mutate(
        'updateBlogPost',
        'UpdateBlogPostInput',
        {
          ...postInput('dated-post', refs),
          id,
          expectedVersion,
          title,
        },
        SAVED,
      ),
  },
  course: {
    create: () => mutate('createCourse', 'CreateCourseInput', { ...COURSE_FIELDS, slug: 'dated-course' }),
    update: (id: string, expectedVersion: number, title: string) =>
      mutate(
        'updateCourse',
        'UpdateCourseInput',
        {
          ...COURSE_FIELDS,
          slug: 'dated-course',
          id,
          expectedVersion,
          title,
        },
        SAVED,
      ),
  },
  cta: {
    create: () => mutate('createCta', 'CreateCtaInput', CTA_FIELDS),
    update: (id: string, expectedVersion: number, header: string) =>
      mutate('updateCta', 'UpdateCtaInput', { ...CTA_FIELDS, id, expectedVersion, header }, SAVED),
  },
  survey: {
    create: () => mutate('saveSurvey', 'SaveSurveyInput', survey('Dated survey'), SAVED),
    update: (id: string, expectedVersion: number, title: string) =>
      mutate('saveSurvey', 'SaveSurveyInput', { ...survey(title), id, expectedVersion }, SAVED),
  },
};

const survey = (title: string) => ({
  title,
  description: '',
  isActive: false,
  questions: [{ questionText: 'Your details', questionType: 'contact_form', choices: [] }],
});

describe('versioned rows dated by the app clock', () => {
  it.each(Object.keys(KINDS) as (keyof typeof KINDS)[])(
    'a %s: created and saved at the clock’s time, which a stale save names',
    async (kind) => {
      const { create, update } = KINDS[kind];
      const created = await create();
      expect(created.__typename).not.toMatch(/Error$/);
      const id = created.id!;
      expect(await savedAt(id)).toBe(now());

      clock.advance(HOUR);
      const savedTime = clock.now();
      expect((await update(id, 1, 'Saved later')).__typename).not.toMatch(/Error$/);
      expect(await savedAt(id)).toBe(now());

      clock.advance(HOUR);
      const stale = await update(id, 1, 'Stale');
      expect(stale).toMatchObject({ __typename: 'ConflictError', savedAt: savedTime.toISOString() });
      // The survey builder's own words name no time; every other editor's conflict does.
      if (kind !== 'survey') expect(stale.message).toContain(formatWhen(savedTime));
    },
  );

  it('a taxonomy term: created and saved at the clock’s time, which a stale save names', async () => {
    const TERM = `__typename ... on SaveTermPayload { term { id } } ... on Error { message } ... on ConflictError { savedAt }`;
    const input = { kind: 'COURSE_TAG', name: 'Dated', slug: 'dated' };
    const created = (await mutate('saveTerm', 'SaveTermInput', input, TERM)) as Saved & {
      term: { id: string };
    };
    const id = created.term.id;
    const row = () =>
      app.prisma.courseTag.findUniqueOrThrow({
        where: { id: Buffer.from(id, 'base64').toString().split(':')[1]! },
      });
    expect((await row()).updatedAt.toISOString()).toBe(now());

    clock.advance(HOUR);
    const savedTime = clock.now();
    const saved = await mutate(
      'saveTerm',
      'SaveTermInput',
      { ...input, id, expectedVersion: 1, name: 'Later' },
      TERM,
    );
    expect(saved.__typename).toBe('SaveTermPayload');
    expect((await row()).updatedAt.toISOString()).toBe(now());

    clock.advance(HOUR);
    const stale = await mutate(
      'saveTerm',
      'SaveTermInput',
      { ...input, id, expectedVersion: 1, name: 'Stale' },
      TERM,
    );
    expect(stale).toMatchObject({ __typename: 'ConflictError', savedAt: savedTime.toISOString() });
    expect(stale.message).toContain(formatWhen(savedTime));
  });
});

describe('former slugs dated by the app clock', () => {
  it('a renamed post, course and term keep their old slug from the clock’s time', async () => {
    const TERM = `__typename ... on SaveTermPayload { term { id } } ... on Error { message }`;
    const post = await mutate('createBlogPost', 'CreateBlogPostInput', postInput('slug-before', refs));
    const course = await mutate('createCourse', 'CreateCourseInput', {
      ...COURSE_FIELDS,
      slug: 'course-before',
    });
    const termInput = { kind: 'BLOG_TAG', name: 'Renamed', slug: 'tag-before' };
    const term = (await mutate('saveTerm', 'SaveTermInput', termInput, TERM)) as Saved & {
      term: { id: string };
    };

    clock.advance(HOUR);
    const renamedAt = clock.now();
    const renames = [
      mutate('updateBlogPost', 'UpdateBlogPostInput', {
        ...postInput('slug-after', refs),
        id: post.id,
        expectedVersion: 1,
      }),
      mutate('updateCourse', 'UpdateCourseInput', {
        ...COURSE_FIELDS,
        slug: 'course-after',
        id: course.id,
        expectedVersion: 1,
      }),
      mutate(
        'saveTerm',
        'SaveTermInput',
        { ...termInput, slug: 'tag-after', id: term.term.id, expectedVersion: 1 },
        TERM,
      ),
    ];
    for (const renamed of await Promise.all(renames)) expect(renamed.__typename).not.toMatch(/Error$/);

    const kept = await Promise.all([
      app.prisma.blogPostFormerSlug.findUniqueOrThrow({ where: { slug: 'slug-before' } }),
      app.prisma.courseFormerSlug.findUniqueOrThrow({ where: { slug: 'course-before' } }),
      app.prisma.termFormerSlug.findFirstOrThrow({ where: { slug: 'tag-before' } }),
    ]);
    expect(kept.map((row) => row.createdAt)).toEqual([renamedAt, renamedAt, renamedAt]);
  });
});
