// The races of term-races.test.ts for the other kinds a save links, and
// merges that run into each other, on PostgreSQL with the transactions
// ordered by hand: a course save against a course category's or course tag's
// delete or merge, a post save against an author's or category's delete with
// reassignment, and a merge whose source or target another merge removes.
// Whichever comes second waits for the first and then sees what it did: no
// deadlock, no "Unexpected error.", no link lost, and what the second one
// changed gets a new version. Needs two connections, so it runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { TERMS, type TermKind } from '../../../domain/taxonomy';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  COURSE_FIELDS,
  fieldMessages,
  type GqlError,
  postInput,
  rowId,
  staleRefusal,
} from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { UPDATE as UPDATE_POST } from '../../helpers/posts';

let app: TestApp;
let cookie: string;
/** The admin who deletes or merges first. */
const DELETER = 'deleting.admin@test.example';
let deleter: string;
/** The admin whose merge runs into the first one. */
const MERGER = 'merging.admin@test.example';
let merger: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  deleter = await adminCookie(app, DELETER);
  merger = await adminCookie(app, MERGER);
});
afterAll(() => app?.close());

const ENUM = (kind: TermKind) => kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** A term saved through the API, then renamed, so it has a former slug (which a delete or merge removes after its row). */
async function term(kind: TermKind, name: string): Promise<string> {
  const slug = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const save = (input: Record<string, unknown>) =>
    app.gql<{ saveTerm: { __typename: string; term?: { id: string } } }>(
      `mutation S($input: SaveTermInput!) {
        saveTerm(input: $input) { __typename ... on SaveTermPayload { term { id } } } }`,
      { input: { kind: ENUM(kind), name, ...input } },
      { cookie },
    );
  const id = (await save({ slug: `${slug}-before` })).data!.saveTerm.term!.id;
  expect((await save({ id, expectedVersion: 1, slug })).data!.saveTerm.__typename).toBe('SaveTermPayload');
  return id;
}

function deleteTerm(kind: TermKind, id: string, reassignTo: string | null = null) {
  return app.gql<{ deleteTerm: GqlError }>(
    `mutation D($input: DeleteTermInput!) { deleteTerm(input: $input) {
      __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`,
    { input: { kind: ENUM(kind), id, reassignTo } },
    { cookie: deleter },
  );
}

function mergeTerms(kind: TermKind, sourceId: string, targetId: string, as: string) {
  return app.gql<{ mergeTerms: GqlError }>(
    `mutation M($input: MergeTermsInput!) { mergeTerms(input: $input) {
      __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`,
    { input: { kind: ENUM(kind), sourceId, targetId } },
    { cookie: as },
  );
}

/** Locks the former slugs of `termId` in a transaction of the test's own (see crossing). */
const FORMER_SLUGS_LOCK = (termId: string) =>
  `SELECT slug FROM term_former_slugs WHERE term_id = '${rowId(termId)}'::uuid FOR UPDATE`;

/**
 * Runs `first`, held once it removed a term's row (it waits for the former
 * slugs of `heldTerm`, locked here) until `second` waits for it too; then
 * both end, and both results are returned. Neither may fail with an error
 * outside the API's typed results (a deadlock would).
 */
const crossing = <A, B>(heldTerm: string, first: () => Promise<A>, second: () => Promise<B>) =>
  inOrder(app.prisma, FORMER_SLUGS_LOCK(heldTerm), first, second);

/**
 * Runs `save`, held after it checked (and locked) the terms it links, on the
 * row lock of what it saves (`rowLock`, taken here), until `remove` waits for
 * those terms; then both end.
 */
const saveThenRemove = <A, B>(rowLock: string, save: () => Promise<A>, remove: () => Promise<B>) =>
  inOrder(app.prisma, rowLock, save, remove);

// ---------------------------------------------------------------- courses

type CourseLinks = { categoryId?: string | null; tagIds?: string[] };

/** A course by the API, and the save an editor opened on it (at version 1) sends. */
async function course(slug: string, links: CourseLinks = {}) {
  const input = { ...COURSE_FIELDS, slug: slug.toLowerCase(), categoryId: null, tagIds: [], ...links };
  const { data } = await app.gql<{ createCourse: { id: string } }>(
    `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ... on Course { id } } }`,
    { input },
    { cookie },
  );
  const id = data!.createCourse.id;
  return {
    id,
    rowLock: `SELECT id FROM courses WHERE id = '${rowId(id)}'::uuid FOR UPDATE`,
    save: (changes: CourseLinks) =>
      app.gql<{ updateCourse: GqlError }>(
        `mutation U($input: UpdateCourseInput!) { updateCourse(input: $input) {
          __typename ... on Error { message } ... on ConflictError { currentVersion }
          ... on ValidationError { fieldErrors { field message } } } }`,
        { input: { ...input, ...changes, id, expectedVersion: 1 } },
        { cookie },
      ),
    stored: () =>
      app.prisma.course.findUniqueOrThrow({
        where: { id: rowId(id) },
        select: {
          version: true,
          categoryId: true,
          tags: { select: { tagId: true } },
          savedBy: { select: { email: true } },
        },
      }),
  };
}

/** How the term is removed: deleted with its courses moved to another, deleted with them left without it, or merged into another. */
type Removal = 'moved' | 'dropped' | 'merged';

/** Removes term `id` as `how` says, by the deleting admin; the result's type, or the errors. */
async function removeTerm(how: Removal, kind: TermKind, id: string, other: string | null) {
  if (how === 'merged') {
    const { data, errors } = await mergeTerms(kind, id, other!, deleter);
    return { errors, typename: data?.mergeTerms.__typename };
  }
  const { data, errors } = await deleteTerm(kind, id, other);
  return { errors, typename: data?.deleteTerm.__typename };
}
const REMOVED = { errors: undefined, typename: expect.stringMatching(/^(DeleteTerm|MergeTerms)Payload$/) };

type CourseCase = {
  kind: 'courseCategory' | 'courseTag';
  /** What a save that links `termId` changes. */
  link: (termId: string) => CourseLinks;
  /** The field whose message a save linking a removed term gets. */
  field: string;
  how: Removal;
};

const COURSE_CASES: CourseCase[] = [
  { kind: 'courseCategory', link: (id) => ({ categoryId: id }), field: 'categoryId', how: 'moved' },
  { kind: 'courseCategory', link: (id) => ({ categoryId: id }), field: 'categoryId', how: 'dropped' },
  { kind: 'courseCategory', link: (id) => ({ categoryId: id }), field: 'categoryId', how: 'merged' },
  { kind: 'courseTag', link: (id) => ({ tagIds: [id] }), field: 'tagIds', how: 'dropped' },
  { kind: 'courseTag', link: (id) => ({ tagIds: [id] }), field: 'tagIds', how: 'merged' },
];

/** What a course links of `kind`, by row id. */
const linked = (kind: CourseCase['kind'], row: { categoryId: string | null; tags: { tagId: string }[] }) =>
  kind === 'courseCategory' ? (row.categoryId ? [row.categoryId] : []) : row.tags.map((tag) => tag.tagId);

describe.each(COURSE_CASES)(
  'a course save and the $kind it links removed ($how)',
  ({ kind, link, field, how }) => {
    const name = `${kind}-${how}`;
    /** The term removed, and the one its courses get (none when dropped). */
    const terms = async (step: string) => ({
      gone: await term(kind, `${name}-${step}-gone`),
      other: how === 'dropped' ? null : await term(kind, `${name}-${step}-other`),
    });

    it('after the removal: the save waits, then says the term no longer exists, and changes nothing', async () => {
      const { gone, other } = await terms('late');
      const edited = await course(`${name}-linking-late`);
      const [removed, saved] = await crossing(
        gone,
        () => removeTerm(how, kind, gone, other),
        () => edited.save(link(gone)),
      );
      expect(removed).toEqual(REMOVED);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateCourse.__typename).toBe('ValidationError');
      expect(fieldMessages(saved.data!.updateCourse)).toEqual({ [field]: CONTENT.notFound });
      const stored = await edited.stored();
      expect(stored.version).toBe(1);
      expect(linked(kind, stored)).toEqual([]);
    });

    it('after the removal of a term the course had: the save is refused as stale, naming who removed it', async () => {
      const { gone, other } = await terms('had');
      const edited = await course(`${name}-had-late`, link(gone));
      const [removed, saved] = await crossing(
        gone,
        () => removeTerm(how, kind, gone, other),
        () => edited.save(link(gone)),
      );
      expect(removed).toEqual(REMOVED);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateCourse).toEqual(staleRefusal('This course', DELETER, 2));
      const stored = await edited.stored();
      expect(stored).toMatchObject({ version: 2, savedBy: { email: DELETER } });
      expect(linked(kind, stored)).toEqual(other ? [rowId(other)] : []);
    });

    it('before the removal: it waits for the save, then moves what the save linked with a new version', async () => {
      const { gone, other } = await terms('first');
      const edited = await course(`${name}-linking-first`);
      const [saved, removed] = await saveThenRemove(
        edited.rowLock,
        () => edited.save(link(gone)),
        () => removeTerm(how, kind, gone, other),
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateCourse.__typename).toBe('Course');
      expect(removed).toEqual(REMOVED);
      const stored = await edited.stored();
      expect(stored).toMatchObject({ version: 3, savedBy: { email: DELETER } });
      expect(linked(kind, stored)).toEqual(other ? [rowId(other)] : []);
    });
  },
);

// ------------------------------------------------------------------ posts

type PostRefs = { authorId: string; categoryId: string };

/** A post by the editor's API, and the save an editor opened on it (at version 1) sends. */
async function post(name: string, refs: PostRefs) {
  const slug = name.toLowerCase();
  const input = postInput(slug, refs);
  const { data } = await app.gql<{ createBlogPost: { id: string } }>(
    `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
    { input },
    { cookie },
  );
  const id = data!.createBlogPost.id;
  return {
    id,
    rowLock: `SELECT id FROM blog_posts WHERE id = '${rowId(id)}'::uuid FOR UPDATE`,
    save: (changes: Partial<PostRefs>) =>
      app.gql<{ updateBlogPost: GqlError }>(
        UPDATE_POST,
        { input: { ...input, ...changes, id, expectedVersion: 1 } },
        { cookie },
      ),
    stored: () =>
      app.prisma.blogPost.findUniqueOrThrow({
        where: { id: rowId(id) },
        select: {
          version: true,
          authorId: true,
          categoryId: true,
          revisions: { orderBy: { version: 'desc' }, take: 1, select: { version: true, userEmail: true } },
        },
      }),
  };
}

const POST_CASES = [
  { kind: 'blogAuthor', field: 'authorId' },
  { kind: 'blogCategory', field: 'categoryId' },
] as const;

describe.each(POST_CASES)(
  'a post save and a delete of the $kind it names, moving its posts',
  ({ kind, field }) => {
    /** The author and category of a new post, and the one of `kind` the delete moves posts to. */
    async function refs(name: string) {
      const values = {
        authorId: await term('blogAuthor', `${name}-author`),
        categoryId: await term('blogCategory', `${name}-category`),
      };
      return { values, target: await term(kind, `${name}-target`) };
    }

    it('after the delete: the save waits, then says the term no longer exists, and changes nothing', async () => {
      const { values, target } = await refs(`${kind}-late`);
      const gone = await term(kind, `${kind}-late-gone`);
      const edited = await post(`${kind}-naming-late`, values);
      const [deleted, saved] = await crossing(
        gone,
        () => deleteTerm(kind, gone, target),
        () => edited.save({ [field]: gone }),
      );
      expect(deleted.data!.deleteTerm.__typename).toBe('DeleteTermPayload');
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateBlogPost.__typename).toBe('ValidationError');
      expect(fieldMessages(saved.data!.updateBlogPost)).toEqual({ [field]: CONTENT.notFound });
      expect(await edited.stored()).toMatchObject({ version: 1, [field]: rowId(values[field]) });
    });

    it('after the delete of the one the post had: the save is refused as stale, naming who deleted', async () => {
      const { values, target } = await refs(`${kind}-had`);
      const edited = await post(`${kind}-had-late`, values);
      const [deleted, saved] = await crossing(
        values[field],
        () => deleteTerm(kind, values[field], target),
        () => edited.save({}),
      );
      expect(deleted.data!.deleteTerm.__typename).toBe('DeleteTermPayload');
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateBlogPost).toEqual(staleRefusal('This post', DELETER, 2));
      expect(await edited.stored()).toMatchObject({
        version: 2,
        [field]: rowId(target),
        revisions: [{ version: 2, userEmail: DELETER }],
      });
    });

    it('before the delete: the delete waits for the save, then moves the post with a new revision', async () => {
      const { values, target } = await refs(`${kind}-first`);
      const gone = await term(kind, `${kind}-first-gone`);
      const edited = await post(`${kind}-naming-first`, values);
      const [saved, deleted] = await saveThenRemove(
        edited.rowLock,
        () => edited.save({ [field]: gone }),
        () => deleteTerm(kind, gone, target),
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateBlogPost.__typename).toBe('BlogPost');
      expect(deleted.errors).toBeUndefined();
      expect(deleted.data!.deleteTerm.__typename).toBe('DeleteTermPayload');
      expect(await edited.stored()).toMatchObject({
        version: 3,
        [field]: rowId(target),
        revisions: [{ version: 3, userEmail: DELETER }],
      });
    });
  },
);

// ----------------------------------------------------------------- merges

describe('two merges that run into each other', () => {
  /** Three tags A, B, C and a post tagged A, one tagged B. */
  async function setup(name: string) {
    const a = await term('blogTag', `${name}-a`);
    const b = await term('blogTag', `${name}-b`);
    const c = await term('blogTag', `${name}-c`);
    const refs = {
      authorId: await term('blogAuthor', `${name}-author`),
      categoryId: await term('blogCategory', `${name}-category`),
    };
    const create = async (slug: string, tag: string) => {
      const { data } = await app.gql<{ createBlogPost: { id: string } }>(
        `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
        { input: { title: slug, slug, content: '<p>Body.</p>', isPublished: true, ...refs, tagIds: [tag] } },
        { cookie },
      );
      return rowId(data!.createBlogPost.id);
    };
    return {
      a,
      b,
      c,
      taggedA: await create(`${name}-tagged-a`, a),
      taggedB: await create(`${name}-tagged-b`, b),
    };
  }

  const tagsOf = async (postId: string) =>
    (await app.prisma.blogPostTag.findMany({ where: { postId }, select: { tagId: true } })).map(
      (link) => link.tagId,
    );
  const lastRevision = (postId: string) =>
    app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId },
      orderBy: { version: 'desc' },
      select: { version: true, userEmail: true },
    });
  const targetGone = {
    __typename: 'ValidationError',
    message: expect.any(String),
    fieldErrors: [
      {
        field: 'targetId',
        message: formatMessage(CONTENT.mergeTargetMissing, { kind: TERMS.blogTag.label }),
      },
    ],
  };

  it('A into B, while B into C: the second waits, then moves both posts on to C', async () => {
    const { a, b, c, taggedA, taggedB } = await setup('chain');
    const [first, second] = await crossing(
      a,
      () => mergeTerms('blogTag', a, b, deleter),
      () => mergeTerms('blogTag', b, c, merger),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.mergeTerms.__typename).toBe('MergeTermsPayload');
    expect(second.errors).toBeUndefined();
    expect(second.data!.mergeTerms.__typename).toBe('MergeTermsPayload');
    expect(await tagsOf(taggedA)).toEqual([rowId(c)]);
    expect(await tagsOf(taggedB)).toEqual([rowId(c)]);
    expect(await lastRevision(taggedA)).toEqual({ version: 3, userEmail: MERGER });
    expect(await lastRevision(taggedB)).toEqual({ version: 2, userEmail: MERGER });
    expect(await app.prisma.blogTag.count({ where: { id: { in: [rowId(a), rowId(b)] } } })).toBe(0);
  });

  it('B into C, while A into B: the second is told B no longer exists, and A keeps its post', async () => {
    const { a, b, c, taggedA, taggedB } = await setup('gone-target');
    const [first, second] = await crossing(
      b,
      () => mergeTerms('blogTag', b, c, deleter),
      () => mergeTerms('blogTag', a, b, merger),
    );
    expect(first.data!.mergeTerms.__typename).toBe('MergeTermsPayload');
    expect(second.errors).toBeUndefined();
    expect(second.data!.mergeTerms).toEqual(targetGone);
    expect(await tagsOf(taggedA)).toEqual([rowId(a)]);
    expect(await tagsOf(taggedB)).toEqual([rowId(c)]);
    expect((await lastRevision(taggedA)).version).toBe(1);
    expect(await lastRevision(taggedB)).toEqual({ version: 2, userEmail: DELETER });
  });

  it('A into B, while B into A: the second is told A no longer exists, and the posts keep B', async () => {
    const { a, b, taggedA, taggedB } = await setup('swap');
    const [first, second] = await crossing(
      a,
      () => mergeTerms('blogTag', a, b, deleter),
      () => mergeTerms('blogTag', b, a, merger),
    );
    expect(first.data!.mergeTerms.__typename).toBe('MergeTermsPayload');
    expect(second.errors).toBeUndefined();
    expect(second.data!.mergeTerms).toEqual(targetGone);
    expect(await tagsOf(taggedA)).toEqual([rowId(b)]);
    expect(await tagsOf(taggedB)).toEqual([rowId(b)]);
    expect(await lastRevision(taggedA)).toEqual({ version: 2, userEmail: DELETER });
    expect((await lastRevision(taggedB)).version).toBe(1);
  });
});
