// The back-office post list pages by last edit with keyset cursors: a post
// edited while a script (or the list's "Show more") pages through moves to
// the front, and the pages after never show a post twice. The cursor used
// to be the row id alone, read again at the post's new edit time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';

let app: TestApp;
let cookie: string;

const PAGE = `query ($after: String) { adminBlogPosts(first: 2, after: $after) {
  totalCount edges { cursor node { title } } pageInfo { hasNextPage endCursor } } }`;
type Page = {
  adminBlogPosts: {
    totalCount: number;
    edges: { cursor: string; node: { title: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  for (const [index, title] of ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].entries()) {
    await app.prisma.blogPost.create({
      data: {
        title,
        slug: title.toLowerCase(),
        content: '<p>x</p>',
        updatedAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
      },
    });
  }
});
afterAll(() => app.close());

const page = async (after: string | null) => {
  const { data, errors } = await app.gql<Page>(PAGE, { after }, { cookie });
  expect(errors?.map((error) => error.message)).toBeUndefined();
  return data!.adminBlogPosts;
};

describe('the admin post list', () => {
  it('pages on without repeats when a post of a page already read is edited in between', async () => {
    const first = await page(null);
    expect(first.totalCount).toBe(6);
    expect(first.edges.map((edge) => edge.node.title)).toEqual(['Six', 'Five']);
    // The last post of that page is edited: it moves to the front of the list.
    await app.prisma.blogPost.update({ where: { slug: 'five' }, data: { title: 'Five, edited' } });
    const second = await page(first.pageInfo.endCursor);
    const third = await page(second.pageInfo.endCursor);
    expect([...second.edges, ...third.edges].map((edge) => edge.node.title)).toEqual([
      'Four',
      'Three',
      'Two',
      'One',
    ]);
    expect(third.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a cursor that is not one of its own, and paging backwards', async () => {
    const bad = await app.gql(PAGE, { after: 'not a cursor' }, { cookie });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const backwards = await app.gql('{ adminBlogPosts(last: 2) { edges { cursor } } }', {}, { cookie });
    expect(backwards.errors?.[0]?.message).toBe('adminBlogPosts pages forward only: use first and after');
  });
});
