// Merging one term into another of the same kind (mergeTerms): its posts or
// courses get the target (once, where they had both), it is deleted, and its
// slugs become former slugs of the target, so its old addresses lead there.
// The posts and courses it changed get a new version by the merging admin:
// an editor opened before the merge is refused as stale, naming them, rather
// than writing the merged term back. Refusals change nothing. Deleting a
// term (deleteTerm) changes what used it the same way, with or without
// moving it to another term.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { TERMS, type TermKind } from '../../../domain/taxonomy';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, conflictPattern, type GqlError, gid, rowId, staleRefusal } from '../../helpers/content';
import { type FakeMeilisearch, startFakeMeilisearch } from '../../helpers/fake-meilisearch';
import { UPDATE as UPDATE_POST } from '../../helpers/posts';

let app: TestApp;
let meili: FakeMeilisearch;
let cookie: string;
/** A second admin, who merges: conflict messages name them. */
const MERGER = 'merging.admin@test.example';
let merger: string;

beforeAll(async () => {
  meili = await startFakeMeilisearch();
  app = await createTestApp({ env: { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey } });
  cookie = await adminCookie(app);
  merger = await adminCookie(app, MERGER);
});
afterAll(async () => {
  await app.close();
  await meili.close();
});

const ENUM = (kind: TermKind) => kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

type Merged = GqlError & {
  mergedId?: string;
  kind?: string;
  target?: { __typename: string; id: string; name: string; slug: string; usageCount: number };
};

async function mergeTerms(kind: TermKind, sourceId: string, targetId: string, as: string | null = merger) {
  const { data, errors } = await app.gql<{ mergeTerms: Merged }>(
    `mutation M($input: MergeTermsInput!) {
      mergeTerms(input: $input) {
        __typename
        ... on MergeTermsPayload { mergedId kind target { __typename id name slug usageCount } }
        ... on Error { message }
        ... on ValidationError { fieldErrors { field message } }
      }
    }`,
    { input: { kind: ENUM(kind), sourceId, targetId } },
    as === null ? {} : { cookie: as },
  );
  return { result: data?.mergeTerms, errors };
}

/** A term of `kind` saved through the API (so it has a version and a savedBy), by global id. */
async function term(kind: TermKind, name: string, slug: string) {
  const { data } = await app.gql<{ saveTerm: { term: { id: string } } }>(
    `mutation S($input: SaveTermInput!) { saveTerm(input: $input) { ... on SaveTermPayload { term { id } } } }`,
    { input: { kind: ENUM(kind), name, slug } },
    { cookie },
  );
  return data!.saveTerm.term.id;
}

async function rename(kind: TermKind, id: string, name: string, slug: string) {
  const { data } = await app.gql<{ saveTerm: { __typename: string } }>(
    `mutation S($input: SaveTermInput!) { saveTerm(input: $input) { __typename } }`,
    { input: { kind: ENUM(kind), id, expectedVersion: 1, name, slug } },
    { cookie },
  );
  expect(data!.saveTerm.__typename).toBe('SaveTermPayload');
}

/** Posts written through the editor's API, so each has its revisions. */
async function post(slug: string, refs: { author: string; category: string; tags?: string[] }) {
  const { data } = await app.gql<{ createBlogPost: { __typename: string; id: string; version: number } }>(
    `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { __typename ... on BlogPost { id version } } }`,
    {
      input: {
        title: `Post ${slug}`,
        slug,
        content: '<p>Body.</p>',
        isPublished: true,
        authorId: refs.author,
        categoryId: refs.category,
        tagIds: refs.tags ?? [],
      },
    },
    { cookie },
  );
  expect(data!.createBlogPost.__typename).toBe('BlogPost');
  return data!.createBlogPost;
}

const COURSE_UPDATE = `mutation U($input: UpdateCourseInput!) {
  updateCourse(input: $input) { __typename ... on Course { version } ... on Error { message } ... on ValidationError { fieldErrors { field message } }
    ... on ConflictError { currentVersion } }
}`;

async function course(slug: string, refs: { category?: string | null; tags?: string[] }) {
  const { data } = await app.gql<{ createCourse: { __typename: string; id: string; version: number } }>(
    `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { __typename ... on Course { id version } } }`,
    { input: courseInput(slug, refs) },
    { cookie },
  );
  expect(data!.createCourse.__typename).toBe('Course');
  return data!.createCourse;
}

const courseInput = (slug: string, refs: { category?: string | null; tags?: string[] }) => ({
  title: `Course ${slug}`,
  slug,
  summary: 'A day of practice.',
  description: '<p>Bring your tasks.</p>',
  level: 'beginner',
  deliveryFormat: 'online',
  duration: '1 day',
  currency: 'USD',
  isPublished: true,
  categoryId: refs.category ?? null,
  tagIds: refs.tags ?? [],
});

const tagSlugsOfPost = async (id: string) =>
  (
    await app.prisma.blogPostTag.findMany({
      where: { postId: rowId(id) },
      select: { tag: { select: { slug: true } } },
    })
  )
    .map((link) => link.tag.slug)
    .sort();

const formerSlugs = async (kind: TermKind, id: string) =>
  (await app.prisma.termFormerSlug.findMany({ where: { kind, termId: rowId(id) }, select: { slug: true } }))
    .map((row) => row.slug)
    .sort();

describe('merging a blog tag into another', () => {
  it('tags its posts with the target once, deletes it, and keeps its slugs as former slugs of the target', async () => {
    const [author, category] = [
      await term('blogAuthor', 'Tag merger', 'tag-merger'),
      await term('blogCategory', 'Tag merge section', 'tag-merge-section'),
    ];
    const source = await term('blogTag', 'Large language models', 'large-language-models');
    // Renamed once: its former slug moves to the target too.
    await rename('blogTag', source, 'LLMs', 'llms');
    const target = await term('blogTag', 'LLM', 'llm');
    const other = await term('blogTag', 'Agents', 'agents-merge');
    const refs = { author, category };
    const onlySource = await post('only-source', { ...refs, tags: [source, other] });
    const both = await post('both', { ...refs, tags: [source, target] });
    const onlyTarget = await post('only-target', { ...refs, tags: [target] });
    const neither = await post('neither', { ...refs, tags: [other] });

    const { result, errors } = await mergeTerms('blogTag', source, target);
    expect(errors).toBeUndefined();
    expect(result).toEqual({
      __typename: 'MergeTermsPayload',
      mergedId: source,
      kind: 'BLOG_TAG',
      target: { __typename: 'BlogTag', id: target, name: 'LLM', slug: 'llm', usageCount: 3 },
    });
    expect(await tagSlugsOfPost(onlySource.id)).toEqual(['agents-merge', 'llm']);
    // One link, not two, where the post had both.
    expect(await tagSlugsOfPost(both.id)).toEqual(['llm']);
    expect(await tagSlugsOfPost(onlyTarget.id)).toEqual(['llm']);
    expect(await tagSlugsOfPost(neither.id)).toEqual(['agents-merge']);
    expect(await app.prisma.blogTag.count({ where: { id: rowId(source) } })).toBe(0);
    expect(await formerSlugs('blogTag', target)).toEqual(['large-language-models', 'llms']);
    expect(await formerSlugs('blogTag', source)).toEqual([]);

    // The search records of the posts it changed list the target.
    expect(meili.indexes.get('blog_posts')?.get(rowId(onlySource.id))?.tags).toEqual(['Agents', 'LLM']);
    expect(meili.indexes.get('blog_posts')?.get(rowId(both.id))?.tags).toEqual(['LLM']);

    // The posts it changed have a new version, kept as a revision by the merging admin; the others do not.
    const versions = await app.prisma.blogPost.findMany({
      where: { id: { in: [onlySource, both, onlyTarget, neither].map((row) => rowId(row.id)) } },
      select: { slug: true, version: true },
    });
    expect(Object.fromEntries(versions.map((row) => [row.slug, row.version]))).toEqual({
      'only-source': 2,
      both: 2,
      'only-target': 1,
      neither: 1,
    });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: rowId(both.id), version: 2 },
    });
    expect(revision).toMatchObject({ kind: 'updated', userEmail: MERGER });
    expect((revision.fields as { tagIds: string[] }).tagIds).toEqual([rowId(target)]);
  });

  it('refuses the save of a post editor opened before the merge as stale, naming who merged, and writes back nothing merged', async () => {
    const [author, category] = [
      await term('blogAuthor', 'Stale writer', 'stale-writer'),
      await term('blogCategory', 'Stale section', 'stale-section'),
    ];
    const [source, target] = [
      await term('blogTag', 'Prompts', 'prompts'),
      await term('blogTag', 'Prompting', 'prompting'),
    ];
    const opened = await post('opened-before-merge', { author, category, tags: [source] });
    expect((await mergeTerms('blogTag', source, target)).result?.__typename).toBe('MergeTermsPayload');

    // The editor still holds the version and the tag it was opened with.
    const { data } = await app.gql<{ updateBlogPost: GqlError }>(
      UPDATE_POST,
      {
        input: {
          id: opened.id,
          expectedVersion: opened.version,
          title: 'Retitled in the open editor',
          slug: 'opened-before-merge',
          content: '<p>Body.</p>',
          authorId: author,
          categoryId: category,
          tagIds: [source],
          isPublished: true,
        },
      },
      { cookie },
    );
    expect(data!.updateBlogPost.__typename).toBe('ConflictError');
    expect(data!.updateBlogPost.message).toMatch(conflictPattern('This post', MERGER));
    expect(await tagSlugsOfPost(opened.id)).toEqual(['prompting']);
    expect(await app.prisma.blogTag.count({ where: { id: rowId(source) } })).toBe(0);
  });
});

describe.each([
  ['blogAuthor', 'authorId'],
  ['blogCategory', 'categoryId'],
] as const)('merging a %s into another', (kind, column) => {
  const { label } = TERMS[kind];
  const query = kind === 'blogAuthor' ? 'blogAuthor' : 'blogCategory';
  const found = async (slug: string) => {
    const { data } = await app.gql<Record<string, { slug: string } | null>>(
      `query F($slug: String!) { ${query}(slug: $slug) { slug } }`,
      { slug },
    );
    return data![query]?.slug ?? null;
  };

  it(`moves its posts to the target, and its old public address leads to the target's page`, async () => {
    const prefix = kind.toLowerCase();
    const [author, category] = [
      await term('blogAuthor', `Author of ${kind}`, `${prefix}-author`),
      await term('blogCategory', `Category of ${kind}`, `${prefix}-category`),
    ];
    const source = await term(kind, `Old ${label}`, `${prefix}-old`);
    await rename(kind, source, `Older ${label}`, `${prefix}-older`);
    const target = await term(kind, `Kept ${label}`, `${prefix}-kept`);
    const refs = { author, category, [kind === 'blogAuthor' ? 'author' : 'category']: source };
    const moved = await post(`${prefix}-moved`, refs);

    const { result } = await mergeTerms(kind, source, target);
    expect(result?.target).toMatchObject({ id: target, usageCount: 1 });
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(moved.id) } }))[column]).toBe(
      rowId(target),
    );
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(moved.id) } })).version).toBe(2);
    // Its current and former slugs find the target, whose page the old address moves to.
    expect(await found(`${prefix}-older`)).toBe(`${prefix}-kept`);
    expect(await found(`${prefix}-old`)).toBe(`${prefix}-kept`);
    const record = meili.indexes.get('blog_posts')?.get(rowId(moved.id));
    expect(record?.[kind === 'blogAuthor' ? 'author' : 'category']).toBe(`Kept ${label}`);
  });
});

describe('merging course terms', () => {
  it('tags the courses of a course tag with the target once; a course editor opened before is refused as stale', async () => {
    const [source, target] = [
      await term('courseTag', 'GenAI', 'genai'),
      await term('courseTag', 'Generative AI', 'generative-ai'),
    ];
    const onlySource = await course('course-only-source', { tags: [source] });
    const both = await course('course-both', { tags: [source, target] });

    expect((await mergeTerms('courseTag', source, target)).result?.target).toMatchObject({ usageCount: 2 });
    const links = await app.prisma.courseTagLink.findMany({
      where: { courseId: { in: [onlySource.id, both.id].map(rowId) } },
    });
    expect(links.map((link) => [link.courseId, link.tagId]).sort()).toEqual(
      [
        [rowId(onlySource.id), rowId(target)],
        [rowId(both.id), rowId(target)],
      ].sort(),
    );
    expect(await formerSlugs('courseTag', target)).toEqual(['genai']);

    const stale = await app.gql<{ updateCourse: GqlError }>(
      COURSE_UPDATE,
      {
        input: {
          id: onlySource.id,
          expectedVersion: onlySource.version,
          ...courseInput('course-only-source', { tags: [source] }),
        },
      },
      { cookie },
    );
    expect(stale.data!.updateCourse.__typename).toBe('ConflictError');
    expect(stale.data!.updateCourse.message).toMatch(conflictPattern('This course', MERGER));
  });

  it('moves the courses of a course category to the target', async () => {
    const [source, target] = [
      await term('courseCategory', 'Workshops old', 'workshops-old'),
      await term('courseCategory', 'Workshops', 'workshops-merge'),
    ];
    const moved = await course('course-in-old-area', { category: source });
    expect((await mergeTerms('courseCategory', source, target)).result?.__typename).toBe('MergeTermsPayload');
    expect(await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(moved.id) } })).toMatchObject({
      categoryId: rowId(target),
      version: 2,
    });
    expect(await formerSlugs('courseCategory', target)).toEqual(['workshops-old']);
  });
});

async function deleteTerm(kind: TermKind, id: string, reassignTo?: string) {
  const { data } = await app.gql<{ deleteTerm: GqlError }>(
    `mutation D($input: DeleteTermInput!) { deleteTerm(input: $input) { __typename ... on Error { message } } }`,
    { input: { kind: ENUM(kind), id, reassignTo } },
    { cookie: merger },
  );
  expect(data!.deleteTerm.__typename).toBe('DeleteTermPayload');
}

describe('deleting a term', () => {
  it('gives the posts it changed a new version by the deleting admin, so an editor opened before is refused naming them', async () => {
    const [author, otherAuthor, category, tag] = [
      await term('blogAuthor', 'Leaving writer', 'leaving-writer'),
      await term('blogAuthor', 'Staying writer', 'staying-writer'),
      await term('blogCategory', 'Delete section', 'delete-section'),
      await term('blogTag', 'Retired topic', 'retired-topic'),
    ];
    const tagged = await post('tagged-before-delete', { author, category, tags: [tag] });
    const written = await post('written-before-delete', { author, category });
    const untouched = await post('untouched-by-delete', { author: otherAuthor, category });

    // A tag is removed from its posts; an author's posts move to the one chosen.
    await deleteTerm('blogTag', tag);
    await deleteTerm('blogAuthor', author, otherAuthor);
    const versions = await app.prisma.blogPost.findMany({
      where: { id: { in: [tagged, written, untouched].map((row) => rowId(row.id)) } },
      select: { slug: true, version: true },
    });
    expect(Object.fromEntries(versions.map((row) => [row.slug, row.version]))).toEqual({
      'tagged-before-delete': 3,
      'written-before-delete': 2,
      'untouched-by-delete': 1,
    });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: rowId(tagged.id), version: 2 },
    });
    expect(revision).toMatchObject({ kind: 'updated', userEmail: MERGER });
    expect((revision.fields as { tagIds: string[] }).tagIds).toEqual([]);

    // The editor still holds the version, the tag and the author it was opened with.
    const { data } = await app.gql<{ updateBlogPost: GqlError }>(
      UPDATE_POST,
      {
        input: {
          id: tagged.id,
          expectedVersion: tagged.version,
          title: 'Retitled in the open editor',
          slug: 'tagged-before-delete',
          content: '<p>Body.</p>',
          authorId: author,
          categoryId: category,
          tagIds: [tag],
          isPublished: true,
        },
      },
      { cookie },
    );
    expect(data!.updateBlogPost).toEqual(staleRefusal('This post', MERGER, 3));
    expect(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(tagged.id) } })).toMatchObject({
      title: 'Post tagged-before-delete',
      authorId: rowId(otherAuthor),
    });
  });

  it('gives the courses it changed a new version by the deleting admin', async () => {
    const [category, tag] = [
      await term('courseCategory', 'Closing area', 'closing-area'),
      await term('courseTag', 'Retired course topic', 'retired-course-topic'),
    ];
    const opened = await course('course-before-delete', { category, tags: [tag] });
    const untouched = await course('course-untouched-by-delete', {});

    // A course tag is removed from its courses; a course category left without a target is cleared.
    await deleteTerm('courseTag', tag);
    await deleteTerm('courseCategory', category);
    expect(await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(opened.id) } })).toMatchObject({
      categoryId: null,
      version: 3,
    });
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(untouched.id) } })).version).toBe(
      1,
    );

    const stale = await app.gql<{ updateCourse: GqlError }>(
      COURSE_UPDATE,
      {
        input: {
          id: opened.id,
          expectedVersion: opened.version,
          ...courseInput('course-before-delete', { category, tags: [tag] }),
        },
      },
      { cookie },
    );
    expect(stale.data!.updateCourse).toEqual(staleRefusal('This course', MERGER, 3));
  });
});

describe('a merge that is refused changes nothing', () => {
  /** What a merge could change: the tags, their links and their former slugs. */
  const snapshot = async () => ({
    tags: await app.prisma.blogTag.findMany({ orderBy: { id: 'asc' }, select: { id: true, version: true } }),
    links: await app.prisma.blogPostTag.findMany({ orderBy: [{ postId: 'asc' }, { tagId: 'asc' }] }),
    formerSlugs: await app.prisma.termFormerSlug.findMany({ orderBy: [{ kind: 'asc' }, { slug: 'asc' }] }),
    posts: await app.prisma.blogPost.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, version: true },
    }),
  });

  it('into itself, into a term that is gone or of another kind, from one that is gone, or for a visitor', async () => {
    const [author, category] = [
      await term('blogAuthor', 'Refused writer', 'refused-writer'),
      await term('blogCategory', 'Refused section', 'refused-section'),
    ];
    const source = await term('blogTag', 'Kept apart', 'kept-apart');
    await rename('blogTag', source, 'Kept apart', 'kept-apart-now');
    await post('refused-merge-post', { author, category, tags: [source] });
    const gone = await term('blogTag', 'Gone', 'gone-tag');
    const gone2 = await term('blogTag', 'Gone too', 'gone-too');
    expect((await mergeTerms('blogTag', gone, gone2)).result?.__typename).toBe('MergeTermsPayload');
    const courseTag = await term('courseTag', 'Course topic', 'refused-course-topic');
    const before = await snapshot();

    expect((await mergeTerms('blogTag', source, source)).result).toEqual({
      __typename: 'ValidationError',
      message: formatMessage(CONTENT.mergeIntoItself, { kind: 'tag' }),
      fieldErrors: [{ field: 'targetId', message: formatMessage(CONTENT.mergeIntoItself, { kind: 'tag' }) }],
    });
    for (const missing of [gone, courseTag, gid('BlogTag', '00000000-0000-7000-8000-000000000000')]) {
      expect((await mergeTerms('blogTag', source, missing)).result).toEqual({
        __typename: 'ValidationError',
        message: formatMessage(CONTENT.mergeTargetMissing, { kind: 'tag' }),
        fieldErrors: [
          { field: 'targetId', message: formatMessage(CONTENT.mergeTargetMissing, { kind: 'tag' }) },
        ],
      });
    }
    // A source merged or deleted since the list was read, or of another kind.
    for (const stale of [gone, courseTag]) {
      expect((await mergeTerms('blogTag', stale, source)).result).toEqual({
        __typename: 'NotFoundError',
        message: CONTENT.notFound,
      });
    }
    const { result, errors } = await mergeTerms('blogTag', source, gone2, null);
    expect(result).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await snapshot()).toEqual(before);
  });
});
