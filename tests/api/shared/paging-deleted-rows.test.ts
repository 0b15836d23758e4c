// A script pages through a list while an admin deletes rows. A cursor holds
// the sort key of the row it was read after, not only that row's id: when
// that very row is deleted before the next page is asked for, the next page
// goes on after where it stood, instead of coming back empty with
// hasNextPage false (which a script takes for the end of the list, silently
// missing every row after it). Every list whose rows can be deleted for good
// is tried, forwards and (where it pages backwards) backwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import {
  expectBackwardsPastRowTakenOut,
  expectForwardsPastRowTakenOut,
  ids,
  PAGE_SELECTION,
  type Page,
} from '../../helpers/paging';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent(app.prisma);
  cookie = await adminCookie(app);
  // Terms no post or course uses, first and last by name, so they can go.
  for (const name of ['000 unused', 'zzz unused']) {
    const slug = name.toLowerCase().replace(' ', '-');
    await app.prisma.blogAuthor.create({ data: { name, slug } });
    await app.prisma.blogCategory.create({ data: { name, slug } });
    await app.prisma.courseCategory.create({ data: { name, slug } });
  }
  // Enough rows in the lists the demo content fills little: three of each, two with the same time.
  const at = new Date('2026-11-01T10:00:00Z');
  const admin = await app.prisma.user.findFirstOrThrow({ where: { email: 'editor@test.example' } });
  for (const [index, createdAt] of [at, at, new Date('2026-11-02T10:00:00Z')].entries()) {
    await app.prisma.survey.create({ data: { title: `Survey ${index}`, isActive: true, createdAt } });
    await app.prisma.asset.create({
      data: { name: `image-${index}`, url: `/media/assets/${index}`, createdAt },
    });
    await app.prisma.crmImport.create({
      data: {
        fileName: `import-${index}.csv`,
        csv: Buffer.from('email\n'),
        mapping: {},
        status: 'done',
        createdAt,
      },
    });
    const email = `${index ? 'zzz' : '000'}-${index}@example.com`;
    await app.prisma.user.create({ data: { email, passwordHash: 'not a hash' } });
    await app.prisma.apiToken.create({
      data: {
        userId: admin.id,
        name: `token-${index}`,
        scope: 'READ',
        secretHash: `hash-${index}`,
        lastFour: '0000',
        expiresAt: new Date('2027-01-01T00:00:00Z'),
        createdAt,
      },
    });
  }
}, 60_000);
afterAll(() => app.close());

/** Lists whose rows are deleted for good (not flagged), with how to delete one. */
const LISTS: [field: string, remove: (id: string) => Promise<unknown>][] = [
  ['blogAuthors', (id) => app.prisma.blogAuthor.delete({ where: { id } })],
  ['blogCategories', (id) => app.prisma.blogCategory.delete({ where: { id } })],
  ['blogTags', (id) => app.prisma.blogTag.delete({ where: { id } })],
  ['courseCategories', (id) => app.prisma.courseCategory.delete({ where: { id } })],
  ['courseTags', (id) => app.prisma.courseTag.delete({ where: { id } })],
  ['courses', (id) => app.prisma.course.delete({ where: { id } })],
  ['adminCourses', (id) => app.prisma.course.delete({ where: { id } })],
  ['ctas', (id) => app.prisma.cta.delete({ where: { id } })],
  ['surveys', (id) => app.prisma.survey.delete({ where: { id } })],
  ['adminSurveys', (id) => app.prisma.survey.delete({ where: { id } })],
  ['assets', (id) => app.prisma.asset.delete({ where: { id } })],
  ['users', (id) => app.prisma.user.delete({ where: { id } })],
  ['apiTokens', (id) => app.prisma.apiToken.delete({ where: { id } })],
  ['crmImports', (id) => app.prisma.crmImport.delete({ where: { id } })],
];

const page = async (field: string, args: string) => {
  const result = await app.gql<Record<string, Page>>(
    `{ ${field}(${args}) { ${PAGE_SELECTION} } }`,
    {},
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
};

describe('paging on after the row a cursor points at was deleted', () => {
  it.each(LISTS)('%s goes on forwards after a deleted row', (field, remove) =>
    expectForwardsPastRowTakenOut((args) => page(field, args), remove),
  );

  it.each(LISTS)('%s goes on backwards before a deleted row', (field, remove) =>
    expectBackwardsPastRowTakenOut((args) => page(field, args), remove),
  );
});

describe('cursors of these lists', () => {
  it('page without skipping or repeating a row, and refuse what is not one of their cursors', async () => {
    const whole = ids(await page('blogTags', 'first: 100'));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const next: Page = await page(
        'blogTags',
        `first: 2${after ? `, after: ${JSON.stringify(after)}` : ''}`,
      );
      seen.push(...ids(next));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(whole);
    const refused = await app.gql('{ blogTags(first: 2, after: "not-a-cursor") { edges { cursor } } }');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('cursors of the lists that name their row', () => {
  it.each(['users', 'apiTokens', 'crmImports'])(
    '%s refuses what is not one of its cursors as the other lists do',
    async (field) => {
      const refused = await app.gql(
        `{ ${field}(first: 2, after: "not-a-cursor") { edges { cursor } } }`,
        undefined,
        {
          cookie,
        },
      );
      expect(refused.errors).toEqual([
        expect.objectContaining({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    },
  );
});
