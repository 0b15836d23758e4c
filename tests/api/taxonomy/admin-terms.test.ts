// The uniform back-office API of the five kinds of term: adminTerms lists a
// kind by name with usage counts and a total, saveTerm creates or renames,
// deleteTerm applies the kind's delete policy (domain/taxonomy.ts), all
// through the Term interface.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { TERM_KINDS, TERMS, type TermKind, termFieldNotUsed } from '../../../domain/taxonomy';
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
import { createTestDatabase } from '../../helpers/db';
import { type FakeMeilisearch, startFakeMeilisearch } from '../../helpers/fake-meilisearch';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

let app: TestApp;
let meili: FakeMeilisearch;
let cookie: string;
let counter: QueryCounter;

beforeAll(async () => {
  meili = await startFakeMeilisearch();
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({
    db: { ...db, prisma: counter.prisma },
    env: { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey },
  });
  cookie = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
  await meili.close();
});

const ENUM: Record<TermKind, string> = {
  blogAuthor: 'BLOG_AUTHOR',
  blogCategory: 'BLOG_CATEGORY',
  blogTag: 'BLOG_TAG',
  courseCategory: 'COURSE_CATEGORY',
  courseTag: 'COURSE_TAG',
};

const EXTRA: Record<TermKind, Record<string, string>> = {
  blogAuthor: { bio: 'Writes about agents.', avatarUrl: 'https://images.example/a.png' },
  blogCategory: { description: 'How-tos.' },
  blogTag: {},
  courseCategory: { description: 'Hands-on.' },
  courseTag: {},
};

type Term = { __typename: string; id: string; name: string; slug: string; usageCount: number };
type Result = GqlError & { term?: Term; deletedId?: string; kind?: string };

const TERM_FIELDS = `__typename id name slug usageCount
  ... on BlogAuthor { bio avatarUrl } ... on BlogCategory { description } ... on CourseCategory { description }`;

async function saveTerm(kind: TermKind, input: Record<string, unknown>, as = cookie): Promise<Result> {
  const { data, errors } = await app.gql<{ saveTerm: Result }>(
    `mutation S($input: SaveTermInput!) {
      saveTerm(input: $input) {
        __typename
        ... on SaveTermPayload { term { ${TERM_FIELDS} } }
        ... on Error { message }
        ... on ValidationError { fieldErrors { field message } }
        ... on ConflictError { currentVersion }
      }
    }`,
    { input: { kind: ENUM[kind], ...input } },
    { cookie: as },
  );
  expect(errors).toBeUndefined();
  return data!.saveTerm;
}

async function deleteTerm(kind: TermKind, id: string, reassignTo?: string): Promise<Result> {
  const { data, errors } = await app.gql<{ deleteTerm: Result }>(
    `mutation D($input: DeleteTermInput!) {
      deleteTerm(input: $input) {
        __typename
        ... on DeleteTermPayload { deletedId kind }
        ... on Error { message }
        ... on ValidationError { fieldErrors { field message } }
      }
    }`,
    { input: { kind: ENUM[kind], id, reassignTo } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.deleteTerm;
}

type Page = {
  totalCount: number;
  edges: { cursor: string; node: Term & Record<string, unknown> }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function adminTerms(
  kind: TermKind,
  args: { first?: number; after?: string; search?: string; name?: string; slug?: string } = {},
) {
  const { data, errors } = await app.gql<{ adminTerms: Page }>(
    `query L($kind: TermKind!, $first: Int, $after: String, $search: String, $name: String, $slug: String) {
      adminTerms(kind: $kind, first: $first, after: $after, search: $search, name: $name, slug: $slug) {
        totalCount
        edges { cursor node { ${TERM_FIELDS} } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    { kind: ENUM[kind], ...args },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.adminTerms;
}

describe.each(TERM_KINDS)('%s', (kind) => {
  const { typename, label } = TERMS[kind];
  const slug = (name: string) => `${kind.toLowerCase()}-${name}`;

  it('is created with its own fields and renamed through saveTerm', async () => {
    const created = await saveTerm(kind, { name: 'First', slug: slug('first'), ...EXTRA[kind] });
    expect(created.__typename).toBe('SaveTermPayload');
    expect(created.term).toEqual({
      __typename: typename,
      id: expect.any(String),
      name: 'First',
      slug: slug('first'),
      usageCount: 0,
      ...EXTRA[kind],
    });
    const id = created.term!.id;

    const renamed = await saveTerm(kind, { id, expectedVersion: 1, name: 'Renamed', slug: slug('renamed') });
    expect(renamed.term).toMatchObject({ id, name: 'Renamed', slug: slug('renamed') });
    const table = (app.prisma as never as Record<string, { findUnique(a: object): Promise<unknown> }>)[kind]!;
    expect(await table.findUnique({ where: { id: rowId(id) } })).toMatchObject({ name: 'Renamed' });
  });

  it('lists the kind by name, with usage counts, a total, search and pages', async () => {
    for (const name of ['Listed c', 'Listed a', 'Listed b']) {
      await saveTerm(kind, { name, slug: slug(name.replace(' ', '-').toLowerCase()) });
    }
    const all = await adminTerms(kind, { search: 'listed' });
    expect(all.totalCount).toBe(3);
    expect(all.edges.map((edge) => edge.node.name)).toEqual(['Listed a', 'Listed b', 'Listed c']);
    expect(all.edges.every((edge) => edge.node.__typename === typename && edge.node.usageCount === 0)).toBe(
      true,
    );

    const words = await adminTerms(kind, { search: 'listed-c listed' });
    expect(words.edges.map((edge) => edge.node.name)).toEqual(['Listed c']);

    const first = await adminTerms(kind, { search: 'LISTED', first: 2 });
    expect(first.edges.map((edge) => edge.node.name)).toEqual(['Listed a', 'Listed b']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await adminTerms(kind, { search: 'listed', first: 2, after: first.pageInfo.endCursor! });
    expect(rest.edges.map((edge) => edge.node.name)).toEqual(['Listed c']);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const everyKind = await adminTerms(kind);
    expect(everyKind.totalCount).toBeGreaterThanOrEqual(3);
    expect(everyKind.edges.every((edge) => edge.node.__typename === typename)).toBe(true);
  });

  it('finds by search a term past the first 100 of its kind, as the merge and delete dialogs ask', async () => {
    const table = (app.prisma as never as Record<string, { createMany(a: object): Promise<unknown> }>)[kind]!;
    await table.createMany({
      data: Array.from({ length: 110 }, (_, at) => {
        const number = String(at + 1).padStart(3, '0');
        return { name: `Many ${number}`, slug: slug(`many-${number}`) };
      }),
    });
    const firstPage = await adminTerms(kind, { first: 100 });
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    expect(firstPage.edges.some((edge) => edge.node.name === 'Many 107')).toBe(false);
    const found = await adminTerms(kind, { search: '107', first: 22 });
    expect(found.edges.map((edge) => edge.node.name)).toEqual(['Many 107']);
    expect(found.totalCount).toBe(1);
  });

  it('finds the term of a very name or slug, however far down the search would list it', async () => {
    // 25 terms a search for 'exact' lists before 'Exact' (by name), then names LIKE would mistake.
    const table = (app.prisma as never as Record<string, { createMany(a: object): Promise<unknown> }>)[kind]!;
    await table.createMany({
      data: [
        ...Array.from({ length: 25 }, (_, at) => ({
          name: `A exact ${at + 10}`,
          slug: slug(`a-exact-${at + 10}`),
        })),
        { name: 'Exact', slug: slug('exact-one') },
        { name: 'Exa_t', slug: slug('exa-t') },
        { name: 'Exact%', slug: slug('exact-percent') },
      ],
    });
    const shown = await adminTerms(kind, { search: 'exact', first: 20 });
    expect(shown.edges.some((edge) => edge.node.name === 'Exact')).toBe(false);

    const named = await adminTerms(kind, { name: '  eXACT ', first: 2 });
    expect(named.edges.map((edge) => edge.node.name)).toEqual(['Exact']);
    expect(named.totalCount).toBe(1);
    const underscore = await adminTerms(kind, { name: 'exa_t', first: 2 });
    expect(underscore.edges.map((edge) => edge.node.name)).toEqual(['Exa_t']);
    expect((await adminTerms(kind, { name: 'Exac', first: 2 })).edges).toEqual([]);

    const bySlug = await adminTerms(kind, { slug: slug('exact-one'), first: 2 });
    expect(bySlug.edges.map((edge) => edge.node.name)).toEqual(['Exact']);
    expect((await adminTerms(kind, { slug: slug('exact'), first: 2 })).edges).toEqual([]);
    // With a search, both must hold.
    expect((await adminTerms(kind, { slug: slug('exact-one'), search: 'nothing' })).edges).toEqual([]);
  });

  it(`refuses a slug another ${label} holds, invalid fields, and fields the kind does not have`, async () => {
    await saveTerm(kind, { name: 'Holder', slug: slug('held') });
    const taken = await saveTerm(kind, { name: 'Copy', slug: slug('held') });
    expect(taken.__typename).toBe('ValidationError');
    expect(fieldMessages(taken)).toEqual({
      slug: `This slug is already used by another ${label}: choose another one.`,
    });
    const other = await saveTerm(kind, { name: 'Other', slug: slug('other') });
    const renamedOnto = await saveTerm(kind, {
      id: other.term!.id,
      expectedVersion: 1,
      name: 'Other',
      slug: slug('held'),
    });
    expect(fieldMessages(renamedOnto).slug).toMatch(/already used by another/);

    expect(fieldMessages(await saveTerm(kind, { name: ' ', slug: 'Bad Slug' }))).toMatchObject({
      name: CONTENT.nameRequired,
      slug: CONTENT.slugInvalid,
    });
    const unused = (['description', 'bio', 'avatarUrl'] as const).filter(
      (field) => !TERMS[kind].fields.includes(field),
    );
    const extra = await saveTerm(kind, {
      name: 'Extra',
      slug: slug('extra'),
      ...Object.fromEntries(unused.map((field) => [field, 'Something'])),
    });
    if (unused.length > 0) {
      expect(fieldMessages(extra)).toEqual(
        Object.fromEntries(unused.map((field) => [field, termFieldNotUsed(kind, field)])),
      );
    } else {
      expect(extra.__typename).toBe('SaveTermPayload');
    }
  });

  it('answers NotFoundError for an id of another kind or a term that is gone', async () => {
    const otherKind = TERM_KINDS.find((candidate) => candidate !== kind)!;
    const foreign = await saveTerm(otherKind, {
      name: 'Foreign',
      slug: `foreign-for-${slug('term')}`,
    });
    expect(
      (await saveTerm(kind, { id: foreign.term!.id, expectedVersion: 1, name: 'X', slug: slug('x') }))
        .__typename,
    ).toBe('NotFoundError');
    expect((await deleteTerm(kind, foreign.term!.id)).__typename).toBe('NotFoundError');

    const doomed = await saveTerm(kind, { name: 'Doomed', slug: slug('doomed') });
    expect(await deleteTerm(kind, doomed.term!.id)).toEqual({
      __typename: 'DeleteTermPayload',
      deletedId: doomed.term!.id,
      kind: ENUM[kind],
    });
    expect((await deleteTerm(kind, doomed.term!.id)).__typename).toBe('NotFoundError');
    expect(
      (await saveTerm(kind, { id: doomed.term!.id, expectedVersion: 1, name: 'Back', slug: slug('back') }))
        .__typename,
    ).toBe('NotFoundError');
  });

  it('refuses to overwrite a version saved since, and an update that names no version', async () => {
    const created = await saveTerm(kind, { name: 'Shared', slug: slug('shared') });
    const id = created.term!.id;
    const table = (app.prisma as never as Record<string, { findUnique(a: object): Promise<unknown> }>)[kind]!;
    // Another admin saves first, from the version both loaded.
    const other = await adminCookie(app, `second.admin.${kind}@test.example`);
    const theirs = await saveTerm(
      kind,
      { id, expectedVersion: 1, name: 'Theirs', slug: slug('shared') },
      other,
    );
    expect(theirs.__typename).toBe('SaveTermPayload');
    const stale = await saveTerm(kind, { id, expectedVersion: 1, name: 'Mine', slug: slug('mine') });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toMatch(conflictPattern(`This ${label}`, `second.admin.${kind}@test.example`));
    const unversioned = await saveTerm(kind, { id, name: 'Mine', slug: slug('mine') });
    expect(fieldMessages(unversioned)).toEqual({ expectedVersion: CONTENT.expectedVersionRequired });
    expect(await table.findUnique({ where: { id: rowId(id) } })).toMatchObject({
      name: 'Theirs',
      slug: slug('shared'),
      version: 2,
    });
    // From the version saved since, the save goes through.
    const mine = await saveTerm(kind, { id, expectedVersion: 2, name: 'Mine', slug: slug('mine') });
    expect(mine.term).toMatchObject({ id, name: 'Mine', slug: slug('mine') });
    expect(await table.findUnique({ where: { id: rowId(id) } })).toMatchObject({ version: 3 });
  });

  it('refuses a stale save as stale before it checks its fields, and changes nothing', async () => {
    const other = await adminCookie(app, `fields.admin.${kind}@test.example`);
    const id = (await saveTerm(kind, { name: 'Opened', slug: slug('opened') })).term!.id;
    await saveTerm(kind, { name: 'Holder', slug: slug('holder') });
    const theirs = await saveTerm(
      kind,
      { id, expectedVersion: 1, name: 'Theirs', slug: slug('opened') },
      other,
    );
    expect(theirs.__typename).toBe('SaveTermPayload');
    // Opened at version 1, sent with no name and a slug another term holds.
    expect(await saveTerm(kind, { id, expectedVersion: 1, name: ' ', slug: slug('holder') })).toEqual(
      staleRefusal(`This ${label}`, `fields.admin.${kind}@test.example`, 2),
    );
    const table = (app.prisma as never as Record<string, { findUnique(a: object): Promise<unknown> }>)[kind]!;
    expect(await table.findUnique({ where: { id: rowId(id) } })).toMatchObject({
      name: 'Theirs',
      slug: slug('opened'),
      version: 2,
    });
  });
});

const CREATE_POST = `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { __typename ... on BlogPost { id } } }`;

async function createPost(slug: string, refs: { authorId: string; categoryId: string; tagIds?: string[] }) {
  const { data } = await app.gql<{ createBlogPost: { __typename: string; id: string } }>(
    CREATE_POST,
    { input: { title: slug, slug, content: '<p>Body.</p>', isPublished: true, ...refs } },
    { cookie },
  );
  expect(data!.createBlogPost.__typename).toBe('BlogPost');
  return data!.createBlogPost.id;
}

async function createCourse(slug: string, categoryId: string | null, tagIds: string[] = []) {
  const course = await app.prisma.course.create({
    data: {
      title: slug,
      slug,
      summary: 's',
      description: 'd',
      duration: '1 day',
      isPublished: true,
      categoryId: categoryId && rowId(categoryId),
      tags: { create: tagIds.map((tagId) => ({ tagId: rowId(tagId) })) },
    },
  });
  return course.id;
}

const termId = async (kind: TermKind, name: string) =>
  (await saveTerm(kind, { name, slug: `${kind.toLowerCase()}-${name.toLowerCase().replace(/ /g, '-')}` }))
    .term!.id;

describe('deleteTerm with each delete policy', () => {
  it.each(['blogAuthor', 'blogCategory'] as const)(
    '%s (reassign-required): refused while posts use it, then their posts move to the chosen one',
    async (kind) => {
      const { label } = TERMS[kind];
      const [author, category, tag] = await Promise.all([
        termId('blogAuthor', `Writer ${kind}`),
        termId('blogCategory', `Section ${kind}`),
        termId('blogTag', `Topic ${kind}`),
      ]);
      const used = kind === 'blogAuthor' ? author : category;
      const target = await termId(kind, `Target ${kind}`);
      const posts = [
        await createPost(`${kind.toLowerCase()}-post-1`, {
          authorId: author,
          categoryId: category,
          tagIds: [tag],
        }),
        await createPost(`${kind.toLowerCase()}-post-2`, { authorId: author, categoryId: category }),
      ];
      const listed = await adminTerms(kind, { search: kind === 'blogAuthor' ? 'Writer' : 'Section' });
      expect(listed.edges.find((edge) => edge.node.id === used)?.node.usageCount).toBe(2);

      expect(await deleteTerm(kind, used)).toEqual({
        __typename: 'ConflictError',
        message: `This ${label} is used by 2 posts. Choose another ${label} to move them to before deleting it.`,
      });
      expect((await deleteTerm(kind, used, used)).message).toBe(
        `Choose a different ${label} to move them to`,
      );
      const gone = await termId(kind, `Gone ${kind}`);
      await deleteTerm(kind, gone);
      expect((await deleteTerm(kind, used, gone)).message).toBe(
        `The ${label} to move them to no longer exists`,
      );

      expect((await deleteTerm(kind, used, target)).__typename).toBe('DeleteTermPayload');
      const column = kind === 'blogAuthor' ? 'authorId' : 'categoryId';
      expect(
        await app.prisma.blogPost.count({ where: { id: { in: posts.map(rowId) }, [column]: rowId(target) } }),
      ).toBe(2);
      // The search record names the term the post moved to.
      const record = meili.indexes.get('blog_posts')?.get(rowId(posts[0]!));
      expect(record?.[kind === 'blogAuthor' ? 'author' : 'category']).toBe(`Target ${kind}`);
    },
  );

  it('blogTag and courseTag (unlink): the tag is removed from its posts and courses', async () => {
    const [author, category, blogTag, courseTag] = await Promise.all([
      termId('blogAuthor', 'Tag writer'),
      termId('blogCategory', 'Tag section'),
      termId('blogTag', 'Doomed topic'),
      termId('courseTag', 'Doomed course topic'),
    ]);
    const post = await createPost('tagged-post', {
      authorId: author,
      categoryId: category,
      tagIds: [blogTag],
    });
    const course = await createCourse('tagged-course', null, [courseTag]);

    expect((await deleteTerm('blogTag', blogTag)).__typename).toBe('DeleteTermPayload');
    expect(await app.prisma.blogPostTag.count({ where: { postId: rowId(post) } })).toBe(0);
    expect(meili.indexes.get('blog_posts')?.get(rowId(post))?.tags).toEqual([]);
    expect(await app.prisma.blogPost.count({ where: { id: rowId(post) } })).toBe(1);

    expect((await deleteTerm('courseTag', courseTag)).__typename).toBe('DeleteTermPayload');
    expect(await app.prisma.courseTagLink.count({ where: { courseId: course } })).toBe(0);
    expect(await app.prisma.course.count({ where: { id: course } })).toBe(1);
  });

  it('courseCategory (reassign-or-clear): its courses move to the chosen one, or are left without one', async () => {
    const [first, second] = [
      await termId('courseCategory', 'First area'),
      await termId('courseCategory', 'Second area'),
    ];
    const course = await createCourse('course-in-area', first);
    const usage = await adminTerms('courseCategory', { search: 'First area' });
    expect(usage.edges[0]?.node.usageCount).toBe(1);

    expect((await deleteTerm('courseCategory', first, second)).__typename).toBe('DeleteTermPayload');
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course } })).categoryId).toBe(
      rowId(second),
    );
    expect((await deleteTerm('courseCategory', second)).__typename).toBe('DeleteTermPayload');
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course } })).categoryId).toBeNull();
  });

  it('renaming a term through saveTerm updates the search records that show it', async () => {
    const [author, category] = [
      await termId('blogAuthor', 'Old name'),
      await termId('blogCategory', 'Some section'),
    ];
    const post = await createPost('renamed-through-save-term', { authorId: author, categoryId: category });
    await saveTerm('blogAuthor', {
      id: author,
      expectedVersion: 1,
      name: 'New name',
      slug: 'blogauthor-old-name',
    });
    expect(meili.indexes.get('blog_posts')?.get(rowId(post))?.author).toBe('New name');
  });
});

describe('a renamed author or category', () => {
  const PUBLIC_TERM = /* GraphQL */ `query ($slug: String!) {
    blogCategory(slug: $slug) { slug }
    blogAuthor(slug: $slug) { slug }
  }`;
  const found = async (slug: string) => {
    const { data } = await app.gql<{
      blogCategory: { slug: string } | null;
      blogAuthor: { slug: string } | null;
    }>(PUBLIC_TERM, { slug });
    return { category: data!.blogCategory?.slug ?? null, author: data!.blogAuthor?.slug ?? null };
  };

  it('is found by its former slugs (its page moves to the current one), until another term takes the slug', async () => {
    const category = (await saveTerm('blogCategory', { name: 'Case Studies', slug: 'case-studies' })).term!;
    await saveTerm('blogCategory', {
      id: category.id,
      expectedVersion: 1,
      name: 'Client stories',
      slug: 'client-stories',
    });
    await saveTerm('blogCategory', {
      id: category.id,
      expectedVersion: 2,
      name: 'Client work',
      slug: 'client-work',
    });
    expect(await found('case-studies')).toEqual({ category: 'client-work', author: null });
    expect(await found('client-stories')).toEqual({ category: 'client-work', author: null });
    // Kinds are apart: an author may use the same slug.
    const author = (await saveTerm('blogAuthor', { name: 'Case', slug: 'case-studies' })).term!;
    expect(await found('case-studies')).toEqual({ category: 'client-work', author: 'case-studies' });
    // A new category that takes the former slug is found by it, not the renamed one.
    const other = (await saveTerm('blogCategory', { name: 'Case studies, again', slug: 'client-stories' }))
      .term!;
    expect(await found('client-stories')).toEqual({ category: 'client-stories', author: null });
    // Deleted, a term leaves no former slug behind.
    await deleteTerm('blogCategory', category.id, other.id);
    expect(await found('case-studies')).toEqual({ category: null, author: 'case-studies' });
    expect(await app.prisma.termFormerSlug.count({ where: { termId: rowId(category.id) } })).toBe(0);
    await deleteTerm('blogAuthor', author.id);
    await deleteTerm('blogCategory', other.id);
  });
});

describe('adminTerms', () => {
  it('refuses a cursor that is not one of its own as bad input', async () => {
    const { errors } = await app.gql(
      `{ adminTerms(kind: BLOG_TAG, first: 1, after: "not-a-cursor") { totalCount } }`,
      {},
      { cookie },
    );
    expect(errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['Invalid cursor', 'BAD_USER_INPUT'],
    ]);
  });

  it('reads a page with its usage counts in one statement, however many terms it shows', async () => {
    const author = await termId('blogAuthor', 'Counted writer');
    const category = await termId('blogCategory', 'Counted section');
    for (const index of [1, 2, 3, 4, 5, 6]) {
      const tag = await termId('blogTag', `Counted ${index}`);
      await createPost(`counted-post-${index}`, { authorId: author, categoryId: category, tagIds: [tag] });
    }
    counter.reset();
    const page = await adminTerms('blogTag', { search: 'Counted' });
    const reads = counter.statements.filter((sql) => /FROM "public"."blog_tags"/.test(sql));
    expect(page.edges.map((edge) => edge.node.usageCount)).toEqual([1, 1, 1, 1, 1, 1]);
    // The page with its counts, and totalCount; besides them only the session
    // and the search (the ids whose words match, accents aside) are read.
    expect(reads).toHaveLength(2);
    expect(counter.statements.filter((sql) => sql.includes('crm_search_fold'))).toHaveLength(1);
    expect(counter.statements).toHaveLength(4);
  });
});

describe('the Term interface', () => {
  it('reaches usage counts for admins only, also through node(id:)', async () => {
    const id = await termId('courseTag', 'Interface tag');
    const query = `{ node(id: "${id}") { ... on Term { name usageCount } } }`;
    expect((await app.gql(query, {}, { cookie })).data).toEqual({
      node: { name: 'Interface tag', usageCount: 0 },
    });
    expect((await app.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gid('CourseTag', rowId(id))).toBe(id);
  });
});
