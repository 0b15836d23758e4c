// A cursor names the list it was read from: another list's cursor is
// refused like any other text that is not one of the list's cursors, even
// when both lists sort on a key of the same shape (a date and an id, a name
// and an id), where it used to page that other list from a made-up place.
// Every list says the same thing of a cursor it refuses, and `first: 0`
// answers alike everywhere. The lists whose cursor names its row (users,
// apiTokens, crmImports) name their list too: another list's row would
// otherwise answer an empty last page, which a script takes for the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';

let app: TestApp;
let cookie: string;
let contactId: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent(app.prisma);
  cookie = await adminCookie(app);
  for (const index of [1, 2]) {
    await app.prisma.asset.create({ data: { name: `image-${index}`, url: `/media/assets/${index}` } });
  }
  const contact = await app.prisma.crmContact.findFirstOrThrow({ where: { deleted: false } });
  contactId = contact.id;
  const user = await app.prisma.user.findFirstOrThrow();
  for (const index of [1, 2]) {
    await app.prisma.apiToken.create({
      data: {
        userId: user.id,
        name: `token-${index}`,
        scope: 'READ',
        secretHash: `hash-${index}`,
        lastFour: '0000',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    await app.prisma.crmImport.create({
      data: { fileName: `import-${index}.csv`, csv: Buffer.from('email\n'), mapping: {}, status: 'done' },
    });
  }
}, 60_000);
afterAll(() => app.close());

type Connection = {
  edges: { cursor: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** `selection` (a list field with its arguments, `{…}` where its connection's fields go) read as the admin. */
async function read(selection: string) {
  const result = await app.gql<Record<string, unknown>>(
    `{ ${selection.replace('{…}', '{ edges { cursor } pageInfo { hasNextPage endCursor } }')} }`,
    {},
    { cookie },
  );
  return result;
}

const contactNode = (list: string) => `node(id: "${globalId()}") { ... on CrmContact { ${list} } }`;
const globalId = () => Buffer.from(`CrmContact:${contactId}`).toString('base64');

/** The connection a read answered, at the end of the selection's path. */
function connectionOf(data: Record<string, unknown>): Connection {
  const value = Object.values(data)[0] as Record<string, unknown>;
  return ('edges' in value ? value : Object.values(value)[0]) as Connection;
}

const LISTS: [name: string, selection: (args: string) => string][] = [
  ['blogPosts', (args) => `blogPosts(${args}) {…}`],
  ['adminBlogPosts', (args) => `adminBlogPosts(${args}) {…}`],
  ['blogTags', (args) => `blogTags(${args}) {…}`],
  ['blogCategories', (args) => `blogCategories(${args}) {…}`],
  ['adminTerms', (args) => `adminTerms(kind: BLOG_TAG, ${args}) {…}`],
  ['adminTerms of categories', (args) => `adminTerms(kind: BLOG_CATEGORY, ${args}) {…}`],
  ['assets', (args) => `assets(${args}) {…}`],
  ['crmContacts', (args) => `crmContacts(${args}) {…}`],
  ['timeline', (args) => contactNode(`timeline(${args}) {…}`)],
  ['users', (args) => `users(${args}) {…}`],
  ['apiTokens', (args) => `apiTokens(${args}) {…}`],
  ['crmImports', (args) => `crmImports(${args}) {…}`],
];

async function firstCursor(selection: (args: string) => string): Promise<string> {
  const result = await read(selection('first: 1'));
  expect(result.errors).toBeUndefined();
  const cursor = connectionOf(result.data!).pageInfo.endCursor;
  expect(cursor).toEqual(expect.any(String));
  return cursor!;
}

describe("another list's cursor", () => {
  const pairs = LISTS.flatMap(([from, source]) =>
    LISTS.filter(([to]) => to !== from).map(([to, target]) => [from, to, source, target] as const),
  );
  it.each(pairs)('a %s cursor is refused by %s', async (_from, _to, source, target) => {
    const cursor = await firstCursor(source);
    const result = await read(target(`first: 1, after: ${JSON.stringify(cursor)}`));
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it.each(LISTS)('%s still pages on with its own cursor', async (_name, selection) => {
    const cursor = await firstCursor(selection);
    const result = await read(selection(`first: 1, after: ${JSON.stringify(cursor)}`));
    expect(result.errors).toBeUndefined();
  });
});

describe('what is not a cursor', () => {
  it.each(LISTS)('%s refuses it with the one message', async (_name, selection) => {
    const result = await read(selection('first: 1, after: "not-a-cursor"'));
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });
});

describe('a page without rows', () => {
  it.each([
    ['adminTerms', 'adminTerms(kind: BLOG_TAG, search: "no such term") {…}'],
    ['assets', 'assets(search: "no such asset") {…}'],
    ['users', 'users(first: 1, after: "cursor") {…}'],
  ])('of %s has no cursor', async (_name, selection) => {
    const result = await read(selection.replace('after: "cursor"', `after: "${await lastUserCursor()}"`));
    expect(result.errors).toBeUndefined();
    expect(connectionOf(result.data!)).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });
});

async function lastUserCursor() {
  const result = await read('users(first: 100) {…}');
  return connectionOf(result.data!).pageInfo.endCursor;
}

describe('first: 0', () => {
  it.each(LISTS)('%s answers no rows, no cursor, and whether rows follow', async (_name, selection) => {
    const result = await read(selection('first: 0'));
    expect(result.errors).toBeUndefined();
    const page = connectionOf(result.data!);
    expect(page).toEqual({ edges: [], pageInfo: { hasNextPage: true, endCursor: null } });
  });
});

describe('a visitor', () => {
  it.each([
    ['users', 'users(first: 1, after: "not-a-cursor") { edges { cursor } }'],
    ['apiTokens', 'apiTokens(first: 1, after: "not-a-cursor") { edges { cursor } }'],
  ])('is told to sign in by %s whatever cursor it sends', async (_name, selection) => {
    const result = await app.gql(`{ ${selection} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
