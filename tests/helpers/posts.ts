// The post editor's API for tests: the operations, an app with two admin
// sessions, a small taxonomy, and create/update with a valid input.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, type TestApp, TestClock } from './app';
import { adminCookie, createBlogTaxonomy, type GqlError, gid } from './content';

export const POST_RESULT = /* GraphQL */ `
  __typename
  ... on BlogPost {
    id title slug excerpt imageUrl ctaType isPublished publishedAt version status rawContent content
    author { slug } category { slug } tags { slug }
  }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;
export const CREATE = `mutation Create($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${POST_RESULT} } }`;
export const UPDATE = `mutation Update($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) {
  ${POST_RESULT} ... on ConflictError { currentVersion } } }`;
export const RESTORE = `mutation Restore($input: RestoreBlogPostRevisionInput!) {
  restoreBlogPostRevision(input: $input) { ${POST_RESULT} }
}`;
export const DELETE = `mutation Delete($input: DeleteBlogPostInput!) {
  deleteBlogPost(input: $input) { __typename ... on DeleteBlogPostPayload { deletedId } ... on Error { message } }
}`;
export const REVISIONS = `query Revisions($id: ID!) {
  node(id: $id) { ... on BlogPost { version revisions(first: 10) { edges { node {
    id version kind savedBy savedAt title slug isPublished publishedAt
  } } } } }
}`;

export type Post = {
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
export type Result = Post | GqlError;

export const NOW = '2026-11-21T12:00:00Z';

/** Registers the file's setup hooks; the returned object is ready inside tests. */
export function postEditorFixture() {
  const clock = new TestClock(new Date(NOW));
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
  beforeEach(() => clock.set(NOW));

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

  return {
    clock,
    get app() {
      return app;
    },
    get cookie() {
      return cookie;
    },
    get otherCookie() {
      return otherCookie;
    },
    get taxonomy() {
      return taxonomy;
    },
    validInput,
    create,
    createPost,
    update,
  };
}
