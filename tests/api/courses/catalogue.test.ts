// The public course API: only published courses, in catalogue order, with
// category and tag filters, outlines in order, and node(id:) closed to drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/db';
import { ADMIN, createUser, signIn } from '../../helpers/users';

let app: TestApp;
let adminCookie: string;

type Courses = { courses: { totalCount: number; edges: { node: { id: string; slug: string } }[] } };
const LIST = /* GraphQL */ `
  query($category: String, $tag: String) {
    courses(first: 50, category: $category, tag: $tag) { totalCount edges { node { id slug } } }
  }
`;
const ONE = /* GraphQL */ `
  query($slug: String!) {
    course(slug: $slug) {
      id title description
      modules { title position lessons { title position } }
      tags { slug }
      category { slug }
    }
  }
`;

beforeAll(async () => {
  const db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  app = await createTestApp({ db });
  await createUser(db.prisma, { ...ADMIN, role: 'admin' });
  adminCookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());

describe('courses for visitors', () => {
  it('lists only published courses, in catalogue order', async () => {
    const { data } = await app.gql<Courses>(LIST);
    const published = await app.prisma.course.findMany({
      where: { isPublished: true },
      orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }],
    });
    expect(published).toHaveLength(4);
    expect(data!.courses.totalCount).toBe(4);
    expect(data!.courses.edges.map((edge) => edge.node.slug)).toEqual(published.map((course) => course.slug));
  });

  it('filters by category and tag slug', async () => {
    const course = await app.prisma.course.findFirstOrThrow({
      where: { isPublished: true },
      include: { category: true, tags: { include: { tag: true } } },
    });
    const byCategory = await app.gql<Courses>(LIST, { category: course.category!.slug });
    const inCategory = await app.prisma.course.count({
      where: { isPublished: true, categoryId: course.categoryId },
    });
    expect(byCategory.data!.courses.totalCount).toBe(inCategory);
    expect(byCategory.data!.courses.edges.map((edge) => edge.node.slug)).toContain(course.slug);

    const tag = course.tags[0]!.tag;
    const byTag = await app.gql<Courses>(LIST, { tag: tag.slug });
    const withTag = await app.prisma.course.count({
      where: { isPublished: true, tags: { some: { tagId: tag.id } } },
    });
    expect(byTag.data!.courses.totalCount).toBe(withTag);
    const none = await app.gql<Courses>(LIST, { category: 'nothing-here' });
    expect(none.data!.courses).toEqual({ totalCount: 0, edges: [] });
  });

  it('searches within the category and topic chosen, as the site search finds courses', async () => {
    const SEARCH = /* GraphQL */ `
      query($search: String!, $category: String, $tag: String) {
        courses(first: 50, search: $search, category: $category, tag: $tag) { totalCount edges { node { id slug } } }
        search(query: $search, types: [COURSE], first: 20) { ... on Course { slug } }
      }
    `;
    type Found = Courses & { search: { slug: string }[] };
    const all = await app.gql<Found>(SEARCH, { search: 'ai' });
    const found = all.data!.search.map((hit) => hit.slug).sort();
    expect(found.length).toBeGreaterThan(1);
    expect(all.data!.courses.edges.map((edge) => edge.node.slug).sort()).toEqual(found);

    const tagged = await app.prisma.course.findMany({
      where: {
        slug: { in: found },
        tags: { some: { tag: { slug: 'ai-agents' } } },
        categoryId: { not: null },
      },
      include: { category: true },
    });
    const category = tagged[0]!.category!.slug;
    const within = await app.gql<Found>(SEARCH, { search: 'ai', category, tag: 'ai-agents' });
    const expected = tagged
      .filter((course) => course.category!.slug === category)
      .map((course) => course.slug);
    expect(within.data!.courses.totalCount).toBe(expected.length);
    expect(within.data!.courses.edges.map((edge) => edge.node.slug).sort()).toEqual(expected.sort());

    const elsewhere = await app.gql<Found>(SEARCH, { search: 'ai', category: 'ai-teams' });
    const inTeams = await app.prisma.course.count({
      where: { slug: { in: found }, category: { slug: 'ai-teams' } },
    });
    expect(elsewhere.data!.courses.totalCount).toBe(inTeams);
    expect(inTeams).toBeLessThan(found.length);
    const nothing = await app.gql<Found>(SEARCH, { search: 'zzqqxx' });
    expect(nothing.data!.courses).toEqual({ totalCount: 0, edges: [] });
  });

  it('reads one course with its outline in order, and hides an unpublished one', async () => {
    const course = await app.prisma.course.findFirstOrThrow({ where: { isPublished: true } });
    const { data } = await app.gql<{
      course: { modules: { position: number; lessons: { position: number }[] }[] };
    }>(ONE, { slug: course.slug });
    const modules = data!.course.modules;
    expect(modules.length).toBeGreaterThan(1);
    expect(modules.map((module) => module.position)).toEqual(
      [...modules.map((m) => m.position)].sort((a, b) => a - b),
    );
    for (const module of modules) {
      const positions = module.lessons.map((lesson) => lesson.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }

    const draft = await app.prisma.course.findFirstOrThrow({ where: { isPublished: false } });
    const hidden = await app.gql(ONE, { slug: draft.slug });
    expect(hidden.data).toEqual({ course: null });
    const preview = await app.gql<{ course: { id: string; title: string } }>(
      ONE,
      { slug: draft.slug },
      { cookie: adminCookie },
    );
    expect(preview.data!.course.title).toBe(draft.title);

    const NODE = `query($id: ID!) { node(id: $id) { ... on Course { title } } }`;
    const anonymous = await app.gql<{ node: unknown }>(NODE, { id: preview.data!.course.id });
    expect(anonymous.data?.node ?? null).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain(draft.title);
  });

  it('lists course categories and tags with their published course counts', async () => {
    const { data } = await app.gql<{
      courseCategories: { edges: { node: { slug: string; courseCount: number } }[] };
      courseTags: { edges: { node: { slug: string; courseCount: number } }[] };
    }>(`{ courseCategories(first: 50) { edges { node { slug courseCount } } }
          courseTags(first: 50) { edges { node { slug courseCount } } } }`);
    const total = data!.courseCategories.edges.reduce((sum, edge) => sum + edge.node.courseCount, 0);
    expect(total).toBe(4);
    expect(data!.courseTags.edges.length).toBeGreaterThan(0);
  });
});
