// A cursor names the list it was read from: another list's cursor is
// refused like any other text that is not one of the list's cursors, even
// when both lists sort on a key of the same shape (a date and an id, a name
// and an id), where it used to page that other list from a made-up place.
// Every list says the same thing of a cursor it refuses, and `first: 0`
// answers alike everywhere. The lists that were Prisma connections, whose
// cursor named only its row (users, apiTokens, crmImports, and a parent's
// own lists: a contact's email log, a survey's respondents, a post's
// revisions), name their list too: another list's row would otherwise answer
// an empty last page, which a script takes for the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid, rowId } from '../../helpers/content';

let app: TestApp;
let cookie: string;
let contactId: string;
let surveyId: string;
let postId: string;

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
  // Each nested list gets rows of its own, two of them at one time (the id orders them).
  const survey = await app.prisma.survey.findFirstOrThrow({ where: { isActive: true } });
  surveyId = survey.id;
  const post = await app.prisma.blogPost.findFirstOrThrow({ where: { isPublished: true, deleted: false } });
  postId = post.id;
  const times = [
    '2026-01-01T10:00:00Z',
    '2026-01-02T10:00:00Z',
    '2026-01-02T10:00:00Z',
    '2026-01-03T10:00:00Z',
  ];
  for (const [index, time] of times.entries()) {
    const at = new Date(time);
    await app.prisma.crmEmailLog.create({
      data: { contactId, toEmail: 'lead@example.com', subject: `Email ${index}`, sentAt: at },
    });
    await app.prisma.surveySession.create({
      data: {
        surveyId,
        respondentId: `cursor-respondent-${index}`,
        startedAt: at,
        submittedAt: index % 2 ? at : null,
      },
    });
    await app.prisma.blogPostRevision.create({
      data: {
        postId,
        version: 100 + index,
        kind: 'updated',
        userEmail: 'editor@test.example',
        fields: {},
        createdAt: at,
      },
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

const contactNode = (list: string) =>
  `node(id: "${gid('CrmContact', contactId)}") { ... on CrmContact { ${list} } }`;
const surveyNode = (list: string) => `survey(id: "${surveyId}") { ... on Survey { ${list} } }`;
const postNode = (list: string) => `node(id: "${gid('BlogPost', postId)}") { ... on BlogPost { ${list} } }`;

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
  ['emailLog', (args) => contactNode(`emailLog(${args}) {…}`)],
  ['respondents', (args) => surveyNode(`respondents(${args}) {…}`)],
  ['revisions', (args) => postNode(`revisions(${args}) {…}`)],
];

/** The nested lists, with the rows each one holds, in its order. */
const NESTED: [name: string, selection: (args: string) => string, rows: () => Promise<{ id: string }[]>][] = [
  [
    'emailLog',
    (args) => contactNode(`emailLog(${args}) {…}`),
    () =>
      app.prisma.crmEmailLog.findMany({
        where: { contactId },
        orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      }),
  ],
  [
    'respondents',
    (args) => surveyNode(`respondents(${args}) {…}`),
    () =>
      app.prisma.surveySession.findMany({
        where: { surveyId },
        orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      }),
  ],
  [
    'respondents submitted',
    (args) => surveyNode(`respondents(submittedOnly: true, ${args}) {…}`),
    () =>
      app.prisma.surveySession.findMany({
        where: { surveyId, submittedAt: { not: null } },
        orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      }),
  ],
  [
    'revisions',
    (args) => postNode(`revisions(${args}) {…}`),
    () =>
      app.prisma.blogPostRevision.findMany({
        where: { postId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  ],
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

describe('a nested list paged one row at a time', () => {
  it.each(NESTED)('%s gives every row once, in order', async (_name, selection, rows) => {
    const whole = (await rows()).map((row) => row.id);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page <= whole.length; page++) {
      const args: string = after ? `first: 1, after: ${JSON.stringify(after)}` : 'first: 1';
      const result = await app.gql<Record<string, unknown>>(
        `{ ${selection(args).replace('{…}', '{ edges { node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }')} }`,
        {},
        { cookie },
      );
      expect(result.errors).toBeUndefined();
      const connection = connectionOf(result.data!) as unknown as {
        edges: { node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
      };
      seen.push(...connection.edges.map((edge) => rowId(edge.node.id)));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(whole);
  });
});

describe('a visitor', () => {
  it.each([
    ['users', () => 'users(first: 1, after: "not-a-cursor") { edges { cursor } }'],
    ['apiTokens', () => 'apiTokens(first: 1, after: "not-a-cursor") { edges { cursor } }'],
    ['emailLog', () => contactNode('emailLog(first: 1, after: "not-a-cursor") { edges { cursor } }')],
    ['respondents', () => surveyNode('respondents(first: 1, after: "not-a-cursor") { edges { cursor } }')],
    ['revisions', () => postNode('revisions(first: 1, after: "not-a-cursor") { edges { cursor } }')],
  ])('is told to sign in by %s whatever cursor it sends', async (_name, selection) => {
    const result = await app.gql(`{ ${selection()} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
