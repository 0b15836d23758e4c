// The post editor's server side: the required fields and their messages,
// slugs (format, uniqueness), the generated excerpt, empty dates, the CTA
// type, the version check that refuses a stale save, revisions and restore,
// soft delete, and the admin post list with its filters.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT, POST_FORM } from '../../domain/contentMessages';
import { generateExcerpt } from '../../domain/excerpt';
import { BLOG } from '../../domain/messages';
import { createTestApp, type TestApp, TestClock } from '../helpers/app';
import {
  adminCookie,
  createBlogTaxonomy,
  fieldMessages,
  type GqlError,
  gid,
  rowId,
} from '../helpers/content';

const POST_RESULT = /* GraphQL */ `
  __typename
  ... on BlogPost {
    id title slug excerpt imageUrl ctaType isPublished publishedAt version status rawContent content
    author { slug } category { slug } tags { slug }
  }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;
const CREATE = `mutation Create($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${POST_RESULT} } }`;
const UPDATE = `mutation Update($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { ${POST_RESULT} } }`;
const RESTORE = `mutation Restore($input: RestoreBlogPostRevisionInput!) {
  restoreBlogPostRevision(input: $input) { ${POST_RESULT} }
}`;
const DELETE = `mutation Delete($input: DeleteBlogPostInput!) {
  deleteBlogPost(input: $input) { __typename ... on DeleteBlogPostPayload { deletedId } ... on Error { message } }
}`;
const REVISIONS = `query Revisions($id: ID!) {
  node(id: $id) { ... on BlogPost { version revisions(first: 10) { edges { node {
    id version kind savedBy savedAt title slug isPublished publishedAt
  } } } } }
}`;

type Post = {
  __typename: 'BlogPost';
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  ctaType: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  version: number;
  status: string;
  rawContent: string;
  content: string;
  tags: { slug: string }[];
};
type Result = Post | GqlError;

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let cookie: string;
let otherCookie: string;
let taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
  otherCookie = await adminCookie(app, 'second.editor@test.example');
  taxonomy = await createBlogTaxonomy(app);
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-11-21T12:00:00Z'));

const validInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Agents in practice',
  slug: 'agents-in-practice',
  content: '<p>Agents work when the task is narrow. They fail when it is vague.</p>',
  excerpt: 'A short summary.',
  imageUrl: null,
  authorId: gid('BlogAuthor', taxonomy.author.id),
  categoryId: gid('BlogCategory', taxonomy.category.id),
  tagIds: [gid('BlogTag', taxonomy.tag.id)],
  ctaType: 'agent_dev',
  isPublished: false,
  publishedAt: null,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, as = cookie) {
  const { data, errors } = await app.gql<{ createBlogPost: Result }>(
    CREATE,
    { input: validInput(overrides) },
    { cookie: as },
  );
  expect(errors).toBeUndefined();
  return data!.createBlogPost;
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const post = await create(overrides);
  expect(post.__typename).toBe('BlogPost');
  return post as Post;
}

async function update(
  post: { id: string },
  expectedVersion: number,
  overrides: Record<string, unknown>,
  as = cookie,
) {
  const { data, errors } = await app.gql<{ updateBlogPost: Result }>(
    UPDATE,
    { input: { id: post.id, expectedVersion, ...validInput(overrides) } },
    { cookie: as },
  );
  expect(errors).toBeUndefined();
  return data!.updateBlogPost;
}

describe('creating a post', () => {
  it('saves every field, generates nothing it was given, and starts at version 1 as a draft', async () => {
    const post = await createPost({ slug: 'full-post', imageUrl: 'https://images.example/cover.png' });
    expect(post).toMatchObject({
      title: 'Agents in practice',
      slug: 'full-post',
      excerpt: 'A short summary.',
      ctaType: 'agent_dev',
      isPublished: false,
      publishedAt: null,
      version: 1,
      status: 'DRAFT',
      tags: [{ slug: 'agents' }],
    });
    expect(post.rawContent).toBe(validInput().content);
  });

  it.each([
    [{ title: '  ' }, 'title', POST_FORM.titleRequired],
    [{ slug: '' }, 'slug', CONTENT.slugRequired],
    [{ content: '' }, 'content', POST_FORM.contentRequired],
    [{ authorId: null }, 'authorId', POST_FORM.authorRequired],
    [{ categoryId: null }, 'categoryId', POST_FORM.categoryRequired],
    [{ slug: 'Not A Slug' }, 'slug', CONTENT.slugInvalid],
    [{ slug: 'double--hyphen' }, 'slug', CONTENT.slugInvalid],
    [{ ctaType: 'webinar' }, 'ctaType', POST_FORM.ctaTypeInvalid],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', CONTENT.urlInvalid],
    [{ authorId: gid('BlogAuthor', '00000000-0000-7000-8000-000000000000') }, 'authorId', CONTENT.notFound],
    [{ authorId: gid('BlogCategory', '00000000-0000-7000-8000-000000000000') }, 'authorId', CONTENT.notFound],
    [{ tagIds: [gid('BlogTag', '00000000-0000-7000-8000-000000000000')] }, 'tagIds', POST_FORM.tagMissing],
  ])('refuses %j with the message of %s, and saves nothing', async (overrides, field, message) => {
    const before = await app.prisma.blogPost.count();
    const result = await create({ slug: `refused-${field}`, ...overrides });
    expect(result.__typename).toBe('ValidationError');
    expect(fieldMessages(result as GqlError)[field]).toBe(message);
    expect(await app.prisma.blogPost.count()).toBe(before);
  });

  it('reports every missing required field at once', async () => {
    const result = await create({ title: '', slug: '', content: '', authorId: null, categoryId: null });
    expect(fieldMessages(result as GqlError)).toEqual({
      title: POST_FORM.titleRequired,
      slug: CONTENT.slugRequired,
      content: POST_FORM.contentRequired,
      authorId: POST_FORM.authorRequired,
      categoryId: POST_FORM.categoryRequired,
    });
  });

  it('fills an empty excerpt from the content, as the editor does on blur', async () => {
    const content = `<h2>Why</h2><p>${'Small teams adopt agents faster than large ones. '.repeat(6)}</p>`;
    const post = await createPost({ slug: 'excerpt-filled', excerpt: '   ', content });
    expect(post.excerpt).toBe(generateExcerpt(content));
    expect(post.excerpt!.length).toBeLessThanOrEqual(160);
  });

  it('stores an empty published date and an empty CTA type as null', async () => {
    const post = await createPost({ slug: 'nulls', publishedAt: null, ctaType: '', isPublished: true });
    expect(post).toMatchObject({ publishedAt: null, ctaType: null, status: 'PUBLISHED' });
  });

  it('refuses a slug another post holds, with a clear message, also when that post is deleted', async () => {
    await createPost({ slug: 'taken-slug' });
    const result = await create({ slug: 'taken-slug' });
    expect(fieldMessages(result as GqlError).slug).toBe(
      'This slug is already used by another post: choose another one.',
    );
    const deleted = await createPost({ slug: 'deleted-slug' });
    await app.gql(DELETE, { input: { id: deleted.id } }, { cookie });
    expect(fieldMessages((await create({ slug: 'deleted-slug' })) as GqlError).slug).toBe(
      CONTENT.slugTakenByDeleted,
    );
  });

  it('returns the body sanitized to visitors and as written to the editor', async () => {
    const post = await createPost({
      slug: 'unsafe-body',
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://x.example/a.png" style="width: 50%">',
      isPublished: true,
    });
    expect(post.rawContent).toContain('<script>');
    expect(post.content).not.toContain('script');
    expect(post.content).not.toContain('onclick');
    expect(post.content).toContain('style="width:50%"');
    const preview = await app.gql<{ contentPreview: string }>(
      'query Preview($html: String!) { contentPreview(html: $html) }',
      { html: '<p>Ok</p><script>alert(1)</script><a href="javascript:x()">bad</a>' },
      { cookie },
    );
    expect(preview.data!.contentPreview).toBe('<p>Ok</p><a>bad</a>');
  });

  it('hides the admin fields of a public post from visitors', async () => {
    await createPost({ slug: 'public-one', isPublished: true });
    const result = await app.gql('{ blogPost(slug: "public-one") { ... on BlogPost { title rawContent } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updating a post', () => {
  it('applies the change, increments the version and updates the tags', async () => {
    const post = await createPost({ slug: 'to-update' });
    const updated = await update(post, 1, {
      slug: 'to-update',
      title: 'Agents, revised',
      tagIds: [gid('BlogTag', taxonomy.otherTag.id), gid('BlogTag', taxonomy.tag.id)],
    });
    expect(updated).toMatchObject({
      title: 'Agents, revised',
      version: 2,
      tags: [{ slug: 'agents' }, { slug: 'teams' }],
    });
  });

  it('refuses the second of two saves made from the same version, saying who saved first and when', async () => {
    const post = await createPost({ slug: 'contested' });
    clock.set('2026-11-21T14:03:00Z');
    expect(
      await update(post, 1, { slug: 'contested', title: 'First editor wins' }, otherCookie),
    ).toMatchObject({
      version: 2,
    });
    const second = await update(post, 1, { slug: 'contested', title: 'Second editor loses' });
    expect(second.__typename).toBe('ConflictError');
    expect((second as GqlError).message).toBe(
      'This post was saved by second.editor@test.example at 21 Nov 2026, 14:03 UTC, after you opened it. Your changes were not saved, so nothing of theirs was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
    );
    const stored = await app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'contested' } });
    expect(stored).toMatchObject({ title: 'First editor wins', version: 2 });
  });

  it('refuses a stale save even when two saves race', async () => {
    const post = await createPost({ slug: 'racing' });
    const results = await Promise.all([
      update(post, 1, { slug: 'racing', title: 'Racer A' }),
      update(post, 1, { slug: 'racing', title: 'Racer B' }, otherCookie),
    ]);
    expect(results.map((result) => result.__typename).sort()).toEqual(['BlogPost', 'ConflictError']);
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'racing' } })).version).toBe(2);
  });

  it('answers not found for a deleted or unknown post', async () => {
    const post = await createPost({ slug: 'gone-before-save' });
    await app.gql(DELETE, { input: { id: post.id } }, { cookie });
    expect(await update(post, 2, { slug: 'gone-before-save' })).toMatchObject({
      __typename: 'NotFoundError',
      message: BLOG.postNotFound,
    });
    const unknown = gid('BlogPost', '00000000-0000-7000-8000-000000000000');
    expect((await update({ id: unknown }, 1, {})).__typename).toBe('NotFoundError');
  });
});

describe('revisions', () => {
  type Revision = {
    id: string;
    version: number;
    kind: string;
    savedBy: string;
    savedAt: string;
    title: string;
  };
  const revisions = async (id: string) => {
    const { data } = await app.gql<{
      node: { version: number; revisions: { edges: { node: Revision }[] } };
    }>(REVISIONS, { id }, { cookie });
    return data!.node;
  };

  it('keeps one per save with who, when and the fields, newest first, and restores one as a new save', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const post = await createPost({ slug: 'revised', title: 'Version one' });
    clock.set('2026-11-20T10:00:00Z');
    await update(post, 1, { slug: 'revised', title: 'Version two', excerpt: 'Changed.' }, otherCookie);
    clock.set('2026-11-20T11:00:00Z');
    await update(post, 2, { slug: 'revised', title: 'Version three', isPublished: true });

    const history = await revisions(post.id);
    expect(
      history.revisions.edges.map(({ node }) => [
        node.version,
        node.kind,
        node.savedBy,
        node.savedAt,
        node.title,
      ]),
    ).toEqual([
      [3, 'updated', 'editor@test.example', '2026-11-20T11:00:00.000Z', 'Version three'],
      [2, 'updated', 'second.editor@test.example', '2026-11-20T10:00:00.000Z', 'Version two'],
      [1, 'created', 'editor@test.example', '2026-11-20T09:00:00.000Z', 'Version one'],
    ]);
    const stored = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: rowId(post.id), version: 2 },
    });
    expect(stored.fields).toMatchObject({
      title: 'Version two',
      excerpt: 'Changed.',
      isPublished: false,
      slug: 'revised',
    });

    const versionTwo = history.revisions.edges[1]!.node;
    const { data } = await app.gql<{ restoreBlogPostRevision: Result }>(
      RESTORE,
      { input: { revisionId: versionTwo.id, expectedVersion: 3 } },
      { cookie },
    );
    expect(data!.restoreBlogPostRevision).toMatchObject({
      title: 'Version two',
      excerpt: 'Changed.',
      isPublished: false,
      version: 4,
    });
    const after = await revisions(post.id);
    expect(after.revisions.edges[0]!.node).toMatchObject({
      version: 4,
      kind: 'restored',
      title: 'Version two',
    });
  });

  it('refuses to restore over a newer version, and a revision that does not exist', async () => {
    const post = await createPost({ slug: 'restore-stale' });
    await update(post, 1, { slug: 'restore-stale', title: 'Newer' });
    const [first] = (await revisions(post.id)).revisions.edges.slice(-1);
    const stale = await app.gql<{ restoreBlogPostRevision: Result }>(
      RESTORE,
      { input: { revisionId: first!.node.id, expectedVersion: 1 } },
      { cookie },
    );
    expect(stale.data!.restoreBlogPostRevision.__typename).toBe('ConflictError');
    const missing = await app.gql<{ restoreBlogPostRevision: Result }>(
      RESTORE,
      {
        input: {
          revisionId: gid('BlogPostRevision', '00000000-0000-7000-8000-000000000000'),
          expectedVersion: 1,
        },
      },
      { cookie },
    );
    expect(missing.data!.restoreBlogPostRevision).toMatchObject({ message: POST_FORM.revisionNotFound });
  });

  it('are admin-only, also through node(id:)', async () => {
    const post = await createPost({ slug: 'private-revisions', isPublished: true });
    const revision = (await revisions(post.id)).revisions.edges[0]!.node;
    const anonymous = await app.gql(`{ node(id: "${revision.id}") { ... on BlogPostRevision { title } } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleting a post', () => {
  it('hides it from the site and the admin list, keeps the row, and answers not found the second time', async () => {
    const post = await createPost({ slug: 'to-delete', isPublished: true });
    const { data } = await app.gql<{ deleteBlogPost: { deletedId?: string } }>(
      DELETE,
      { input: { id: post.id } },
      { cookie },
    );
    expect(data!.deleteBlogPost.deletedId).toBe(post.id);
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'to-delete' } })).deleted).toBe(
      true,
    );
    const publicView = await app.gql<{ blogPost: GqlError }>(
      '{ blogPost(slug: "to-delete") { __typename ... on Error { message } } }',
    );
    expect(publicView.data!.blogPost.message).toBe(BLOG.postNotFound);
    const again = await app.gql<{ deleteBlogPost: GqlError }>(DELETE, { input: { id: post.id } }, { cookie });
    expect(again.data!.deleteBlogPost.__typename).toBe('NotFoundError');
  });
});

describe('the admin post list', () => {
  const LIST = `query List($search: String, $status: PostStatus, $author: String, $category: String, $first: Int, $after: String) {
    adminBlogPosts(search: $search, status: $status, author: $author, category: $category, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { slug status } }
    }
    blogPostCounts { draft scheduled published }
  }`;
  type List = {
    adminBlogPosts: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { slug: string; status: string } }[];
    };
    blogPostCounts: { draft: number; scheduled: number; published: number };
  };
  const list = async (variables: Record<string, unknown>) => {
    const { data, errors } = await app.gql<List>(LIST, variables, { cookie });
    expect(errors).toBeUndefined();
    return data!;
  };
  const slugs = (data: List) => data.adminBlogPosts.edges.map(({ node }) => node.slug);

  beforeAll(async () => {
    await createPost({ slug: 'list-draft', title: 'Zebra draft' });
    await createPost({
      slug: 'list-live',
      title: 'Zebra live',
      isPublished: true,
      publishedAt: '2026-11-01T00:00:00Z',
    });
    await createPost({
      slug: 'list-later',
      title: 'Zebra later',
      isPublished: true,
      publishedAt: '2026-12-24T09:00:00Z',
      authorId: gid('BlogAuthor', taxonomy.otherAuthor.id),
      categoryId: gid('BlogCategory', taxonomy.otherCategory.id),
    });
  });

  it('filters by status, author, category and words, and counts', async () => {
    const zebras = await list({ search: 'zebra' });
    expect(slugs(zebras).sort()).toEqual(['list-draft', 'list-later', 'list-live']);
    expect(zebras.adminBlogPosts.totalCount).toBe(3);
    expect(slugs(await list({ search: 'zebra', status: 'DRAFT' }))).toEqual(['list-draft']);
    expect(slugs(await list({ search: 'zebra', status: 'SCHEDULED' }))).toEqual(['list-later']);
    expect(slugs(await list({ search: 'zebra', status: 'PUBLISHED' }))).toEqual(['list-live']);
    expect(slugs(await list({ search: 'zebra', author: 'bo' }))).toEqual(['list-later']);
    expect(slugs(await list({ search: 'ZEBRA', category: 'guides' })).sort()).toEqual([
      'list-draft',
      'list-live',
    ]);
    const counts = (await list({})).blogPostCounts;
    expect(counts.scheduled).toBe(
      await app.prisma.blogPost.count({
        where: { deleted: false, isPublished: true, publishedAt: { gt: clock.now() } },
      }),
    );
    expect(counts.draft + counts.scheduled + counts.published).toBe(
      await app.prisma.blogPost.count({ where: { deleted: false } }),
    );
  });

  it('pages with cursors, without repeating or skipping a post', async () => {
    const total = (await list({})).adminBlogPosts.totalCount;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: List = await list({ first: 4, after });
      seen.push(...slugs(page));
      if (!page.adminBlogPosts.pageInfo.hasNextPage) break;
      after = page.adminBlogPosts.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
