// The search box of every back-office list (posts, courses, images, videos,
// each kind of term) finds words whatever their accents: "garcia" finds
// García, "café" finds Cafe, as the contact search does, through a folded
// column each table's trigger keeps (a rename is found at once). A word's %
// and _ match only themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERM_KINDS, type TermKind } from '../../../domain/taxonomy';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

let app: TestApp;
let cookie: string;
let counter: QueryCounter;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma } });
  cookie = await adminCookie(app);
  const author = await app.prisma.blogAuthor.create({ data: { slug: 'writer-one', name: 'Inés García' } });
  const category = await app.prisma.blogCategory.create({ data: { slug: 'notes', name: 'Notes' } });
  await app.prisma.blogPost.createMany({
    data: [
      {
        slug: 'cafe-talks',
        title: 'Café talks with Zoë',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: category.id,
      },
      {
        slug: 'plain',
        title: 'Plain cafe',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: category.id,
      },
      {
        slug: 'percent',
        title: '100% sure',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: category.id,
      },
    ],
  });
  await app.prisma.course.create({
    data: {
      slug: 'senor-prompt',
      title: 'Señor Prompt',
      summary: 'Crème de la crème',
      description: '<p>x</p>',
      duration: '1 day',
    },
  });
  await app.prisma.asset.create({
    data: { name: 'façade.jpg', url: '/media/assets/x', altDescription: 'The Müller building' },
  });
  await app.prisma.video.create({
    data: { title: 'Déjà vu', url: '/media/videos/x', description: 'A São Paulo workshop' },
  });
  await app.prisma.blogTag.create({ data: { slug: 'naive', name: 'Naïve Bayes' } });
  await app.prisma.courseCategory.create({ data: { slug: 'ecoles', name: 'Écoles' } });
  await app.prisma.courseTag.create({ data: { slug: 'smorgasbord', name: 'Smörgåsbord' } });
});
afterAll(() => app.close());

async function found(
  query: string,
  search: string,
  variables: Record<string, unknown> = {},
): Promise<string[]> {
  const { data, errors } = await app.gql<
    Record<string, { totalCount: number; edges: { node: { label: string } }[] }>
  >(query, { search, ...variables }, { cookie });
  expect(errors).toBeUndefined();
  const connection = Object.values(data!)[0]!;
  expect(connection.totalCount).toBe(connection.edges.length);
  return connection.edges.map(({ node }) => node.label).sort();
}

const POSTS =
  'query ($search: String) { adminBlogPosts(search: $search) { totalCount edges { node { label: title } } } }';
const COURSES =
  'query ($search: String) { adminCourses(search: $search) { totalCount edges { node { label: title } } } }';
const ASSETS =
  'query ($search: String) { assets(search: $search) { totalCount edges { node { label: name } } } }';
const VIDEOS =
  'query ($search: String) { videos(search: $search) { totalCount edges { node { label: title } } } }';
const TERMS = `query ($search: String, $kind: TermKind!) {
  adminTerms(kind: $kind, search: $search) { totalCount edges { node { label: name } } }
}`;

describe('admin list searches', () => {
  it('find posts whatever the accents, on either side, and every word', async () => {
    expect(await found(POSTS, 'cafe')).toEqual(['Café talks with Zoë', 'Plain cafe']);
    expect(await found(POSTS, 'CAFÉ')).toEqual(['Café talks with Zoë', 'Plain cafe']);
    expect(await found(POSTS, 'zoe cafe')).toEqual(['Café talks with Zoë']);
    expect(await found(POSTS, 'zoe plain')).toEqual([]);
    // % is a character to find, not a wildcard.
    expect(await found(POSTS, '100%')).toEqual(['100% sure']);
    expect(await found(POSTS, '%')).toEqual(['100% sure']);
  });

  it('find courses, images and videos in each of their fields', async () => {
    expect(await found(COURSES, 'senor')).toEqual(['Señor Prompt']);
    expect(await found(COURSES, 'creme')).toEqual(['Señor Prompt']);
    expect(await found(ASSETS, 'facade')).toEqual(['façade.jpg']);
    expect(await found(ASSETS, 'muller')).toEqual(['façade.jpg']);
    expect(await found(VIDEOS, 'deja')).toEqual(['Déjà vu']);
    expect(await found(VIDEOS, 'sao paulo')).toEqual(['Déjà vu']);
  });

  it.each([
    ['blogAuthor', 'garcia', 'Inés García'],
    ['blogCategory', 'notes', 'Notes'],
    ['blogTag', 'naive', 'Naïve Bayes'],
    ['courseCategory', 'ecoles', 'Écoles'],
    ['courseTag', 'smorgasbord', 'Smörgåsbord'],
  ] satisfies [TermKind, string, string][])('find %s terms by %s', async (kind, search, name) => {
    // The API names kinds in capitals: BLOG_AUTHOR.
    const apiKind = kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
    expect(await found(TERMS, search, { kind: apiKind })).toEqual([name]);
  });

  it('follow a rename at once, and ignore columns that are not searched', async () => {
    const author = await app.prisma.blogAuthor.findFirstOrThrow({ where: { slug: 'writer-one' } });
    const TERMS_AUTHORS = { kind: 'BLOG_AUTHOR' };
    await app.prisma.blogAuthor.update({ where: { id: author.id }, data: { name: 'Inés Pérez' } });
    expect(await found(TERMS, 'perez', TERMS_AUTHORS)).toEqual(['Inés Pérez']);
    expect(await found(TERMS, 'garcia', TERMS_AUTHORS)).toEqual([]);
    // The slug is searched, the bio is not.
    await app.prisma.blogAuthor.update({ where: { id: author.id }, data: { bio: 'Zanzibar' } });
    expect(await found(TERMS, 'writer-one', TERMS_AUTHORS)).toEqual(['Inés Pérez']);
    expect(await found(TERMS, 'zanzibar', TERMS_AUTHORS)).toEqual([]);
    await app.prisma.blogAuthor.update({ where: { id: author.id }, data: { name: 'Inés García' } });
  });

  it.each([
    ['posts', POSTS],
    ['courses', COURSES],
    ['images', ASSETS],
    ['videos', VIDEOS],
  ])('fold the words of a search once for the page and its total: %s', async (_list, query) => {
    counter.reset();
    await found(query, 'cafe senor facade deja');
    expect(counter.statements.filter((sql) => sql.includes('crm_search_fold'))).toHaveLength(1);
  });

  it('cover every kind of term', () => {
    expect([...TERM_KINDS].sort()).toEqual([
      'blogAuthor',
      'blogCategory',
      'blogTag',
      'courseCategory',
      'courseTag',
    ]);
  });
});
