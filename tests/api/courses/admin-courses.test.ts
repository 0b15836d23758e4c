// Courses from the back-office: create with an outline, find it in the public
// catalogue once published, edit the outline, the version check, slug
// uniqueness, field messages, and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_FORM } from '../../../domain/courses/form';
import { CONTENT } from '../../../domain/shared/content';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  conflictPattern,
  fieldMessages,
  type GqlError,
  gid,
  rowId,
  staleRefusal,
} from '../../helpers/content';

const RESULT = /* GraphQL */ `
  __typename
  ... on Course {
    id slug title isPublished version priceCents currency rawDescription description
    category { slug } tags { slug }
    modules { title position lessons { title durationMinutes position } }
  }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;
const CREATE = `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) {
  ${RESULT} ... on ConflictError { currentVersion } } }`;
const DELETE = `mutation D($input: DeleteCourseInput!) { deleteCourse(input: $input) { __typename ... on Error { message } } }`;

type Course = { __typename: 'Course'; id: string; version: number; modules: { title: string }[] } & Record<
  string,
  unknown
>;

let app: TestApp;
let cookie: string;
let categoryId: string;
let tagId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  categoryId = (await app.prisma.courseCategory.create({ data: { slug: 'workshops', name: 'Workshops' } }))
    .id;
  tagId = (await app.prisma.courseTag.create({ data: { slug: 'prompting', name: 'Prompting' } })).id;
});
afterAll(() => app.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Prompting for Teams',
  slug: 'prompting-for-teams',
  summary: 'A day of hands-on prompting.',
  description: '<p>Bring your own tasks.</p><script>x()</script>',
  level: 'beginner',
  deliveryFormat: 'in_person',
  duration: '1 day',
  durationMinutes: 360,
  priceCents: 49_000,
  currency: 'USD',
  isPublished: true,
  sortOrder: 5,
  categoryId: gid('CourseCategory', categoryId),
  tagIds: [gid('CourseTag', tagId)],
  modules: [
    {
      title: 'Foundations',
      lessons: [{ title: 'What a model sees', durationMinutes: 30 }, { title: 'Roles' }],
    },
    { title: 'Practice', summary: 'Your tasks.', lessons: [] },
  ],
  ...overrides,
});

async function run(query: string, variables: Record<string, unknown>) {
  const { data, errors } = await app.gql<Record<string, Course & GqlError>>(query, variables, { cookie });
  expect(errors).toBeUndefined();
  return Object.values(data!)[0]!;
}

describe('courses', () => {
  it("say which type of id a category or tag takes when given another type's, saving nothing", async () => {
    const refused = await run(CREATE, {
      input: input({
        slug: 'wrong-ids',
        categoryId: gid('CourseTag', tagId),
        tagIds: [gid('CourseTag', tagId), gid('CourseCategory', categoryId)],
      }),
    });
    expect(fieldMessages(refused)).toEqual({
      categoryId: 'This is a CourseTag id, where a CourseCategory id is expected',
      tagIds: 'tagIds[1] is a CourseCategory id, where a CourseTag id is expected',
    });
    expect(await app.prisma.course.count({ where: { slug: 'wrong-ids' } })).toBe(0);
  });

  it('are created with their outline and appear in the public catalogue once published', async () => {
    const course = await run(CREATE, { input: input() });
    expect(course).toMatchObject({
      slug: 'prompting-for-teams',
      version: 1,
      priceCents: 49_000,
      category: { slug: 'workshops' },
      tags: [{ slug: 'prompting' }],
      modules: [
        {
          title: 'Foundations',
          position: 1,
          lessons: [
            { title: 'What a model sees', durationMinutes: 30, position: 1 },
            { title: 'Roles', durationMinutes: null, position: 2 },
          ],
        },
        { title: 'Practice', position: 2, lessons: [] },
      ],
    });
    expect(course.rawDescription).toContain('<script>');
    expect(course.description).toBe('<p>Bring your own tasks.</p>');
    const catalogue = await app.gql<{ courses: { edges: { node: { slug: string } }[] } }>(
      '{ courses { edges { node { slug } } } }',
    );
    expect(catalogue.data!.courses.edges.map(({ node }) => node.slug)).toContain('prompting-for-teams');
  });

  it('replace their outline on update, refuse a stale version, and leave the catalogue when unpublished', async () => {
    const course = await run(CREATE, { input: input({ slug: 'outline-edit' }) });
    const updated = await run(UPDATE, {
      input: {
        ...input({ slug: 'outline-edit', isPublished: false }),
        id: course.id,
        expectedVersion: 1,
        modules: [{ title: 'Only module' }],
      },
    });
    expect(updated).toMatchObject({ version: 2, isPublished: false, modules: [{ title: 'Only module' }] });
    // The old modules and their lessons are gone.
    expect(await app.prisma.courseModule.count({ where: { courseId: rowId(course.id) } })).toBe(1);
    expect(await app.prisma.courseLesson.count({ where: { module: { courseId: rowId(course.id) } } })).toBe(
      0,
    );
    const stale = await run(UPDATE, {
      input: { ...input({ slug: 'outline-edit' }), id: course.id, expectedVersion: 1 },
    });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toMatch(conflictPattern('This course', 'you'));
    const publicView = await app.gql<{ course: unknown }>('{ course(slug: "outline-edit") { slug } }');
    expect(publicView.data!.course).toBeNull();
  });

  it('refuse a stale save as stale before its fields are checked, and change nothing', async () => {
    const other = await adminCookie(app, 'fields.admin@test.example');
    const course = await run(CREATE, { input: input({ slug: 'stale-fields' }) });
    await run(CREATE, { input: input({ slug: 'held-course-slug' }) });
    const theirs = await app.gql<{ updateCourse: Course }>(
      UPDATE,
      { input: { ...input({ slug: 'stale-fields', title: 'Theirs' }), id: course.id, expectedVersion: 1 } },
      { cookie: other },
    );
    expect(theirs.data!.updateCourse.version).toBe(2);
    // Opened at version 1, sent with no title, a slug another course holds and a tag that does not exist.
    const stale = await run(UPDATE, {
      input: {
        ...input({
          slug: 'held-course-slug',
          title: '',
          tagIds: [gid('CourseTag', '00000000-0000-7000-8000-000000000000')],
        }),
        id: course.id,
        expectedVersion: 1,
      },
    });
    expect(stale).toEqual(staleRefusal('This course', 'fields.admin@test.example', 2));
    expect(await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(course.id) } })).toMatchObject({
      title: 'Theirs',
      slug: 'stale-fields',
      version: 2,
    });
  });

  it('refuse a taken slug and invalid fields with their messages, saving nothing', async () => {
    const before = await app.prisma.course.count();
    const taken = await run(CREATE, { input: input() });
    expect(fieldMessages(taken)).toEqual({
      slug: 'This slug is already used by another course: choose another one.',
    });
    const invalid = await run(CREATE, {
      input: input({
        slug: 'invalid-one',
        title: '',
        summary: ' ',
        description: '',
        duration: '',
        currency: 'dollars',
        priceCents: -1,
        durationMinutes: -5,
        imageUrl: 'ftp://x',
        modules: [{ title: 'Ok', lessons: [{ title: ' ' }] }],
      }),
    });
    expect(fieldMessages(invalid)).toEqual({
      title: COURSE_FORM.titleRequired,
      summary: COURSE_FORM.summaryRequired,
      description: COURSE_FORM.descriptionRequired,
      duration: COURSE_FORM.durationRequired,
      currency: COURSE_FORM.currencyInvalid,
      price: COURSE_FORM.priceInvalid,
      durationMinutes: COURSE_FORM.minutesInvalid,
      imageUrl: CONTENT.urlInvalid,
      modules: COURSE_FORM.lessonTitleRequired,
    });
    expect(await app.prisma.course.count()).toBe(before);
  });

  it('are deleted with their outline', async () => {
    const course = await run(CREATE, { input: input({ slug: 'to-delete' }) });
    expect((await run(DELETE, { input: { id: course.id } })).__typename).toBe('DeleteCoursePayload');
    expect(await app.prisma.course.count({ where: { slug: 'to-delete' } })).toBe(0);
    expect((await run(DELETE, { input: { id: course.id } })).message).toBe(COURSE_FORM.notFound);
  });

  it('are all listed for admins, drafts included, with search', async () => {
    const { data } = await app.gql<{
      adminCourses: { totalCount: number; edges: { node: { slug: string } }[] };
    }>('{ adminCourses(search: "outline") { totalCount edges { node { slug } } } }', {}, { cookie });
    expect(data!.adminCourses.edges.map(({ node }) => node.slug)).toEqual(['outline-edit']);
    expect(data!.adminCourses.totalCount).toBe(1);
    // Each word, in any order.
    const words = await app.gql<{ adminCourses: { edges: { node: { slug: string } }[] } }>(
      '{ adminCourses(search: "edit outline") { edges { node { slug } } } }',
      {},
      { cookie },
    );
    expect(words.data!.adminCourses.edges.map(({ node }) => node.slug)).toEqual(['outline-edit']);
  });

  it('are listed by the slug of their category for admins, drafts included', async () => {
    const coaching = await app.prisma.courseCategory.create({ data: { slug: 'coaching', name: 'Coaching' } });
    await app.prisma.course.create({
      data: {
        title: 'Coaching draft',
        slug: 'coaching-draft',
        summary: 'One to one.',
        description: '<p>Talk.</p>',
        duration: '1 hour',
        isPublished: false,
        categoryId: coaching.id,
      },
    });
    const list = (category: string) =>
      app.gql<{ adminCourses: { totalCount: number; edges: { node: { slug: string } }[] } }>(
        'query ($category: String) { adminCourses(category: $category) { totalCount edges { node { slug } } } }',
        { category },
        { cookie },
      );
    const { data, errors } = await list('coaching');
    expect(errors).toBeUndefined();
    expect(data!.adminCourses.edges.map(({ node }) => node.slug)).toEqual(['coaching-draft']);
    expect(data!.adminCourses.totalCount).toBe(1);
    expect((await list('no-such-category')).data!.adminCourses.totalCount).toBe(0);
  });
});

describe('a renamed course', () => {
  const publicSlugFor = async (slug: string) =>
    (
      await app.gql<{ course: { slug: string } | null }>(
        'query ($s: String!) { course(slug: $s) { slug } }',
        { s: slug },
      )
    ).data!.course?.slug ?? null;

  it('is found by its former slug, with its current slug, while published', async () => {
    const course = await run(CREATE, { input: input({ slug: 'prompting-101' }) });
    await run(UPDATE, {
      input: { ...input({ slug: 'prompting-basics' }), id: course.id, expectedVersion: 1 },
    });
    expect(await publicSlugFor('prompting-101')).toBe('prompting-basics');
    await run(UPDATE, {
      input: {
        ...input({ slug: 'prompting-basics', isPublished: false }),
        id: course.id,
        expectedVersion: 2,
      },
    });
    expect(await publicSlugFor('prompting-101')).toBeNull();
  });

  it('gives a former slug up to a new course that takes it', async () => {
    const first = await run(CREATE, { input: input({ slug: 'agents-101' }) });
    await run(UPDATE, { input: { ...input({ slug: 'agents-basics' }), id: first.id, expectedVersion: 1 } });
    await run(CREATE, { input: input({ slug: 'agents-101', title: 'Another course' }) });
    expect(await publicSlugFor('agents-101')).toBe('agents-101');
  });
});
