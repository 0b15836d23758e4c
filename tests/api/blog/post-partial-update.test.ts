// updateBlogPost is a partial update: a script holding a token sends the
// fields it changes and nothing else. Before, title, slug, content and
// isPublished were required, so a script retitling a post had to read and
// resend them. Now a field left out keeps its stored value (and the
// revision records it as saved); null for one the post cannot be without is
// a ValidationError that says to leave the field out. The content's links to
// our files are checked when the content is sent; the version check, the
// former slugs and the back-office's every-field save are as before.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST_FORM } from '../../../domain/blog';
import { deletedFilesMessage } from '../../../domain/media';
import { CONTENT } from '../../../domain/shared/content';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, createBlogTaxonomy, gid, rowId } from '../../helpers/content';
import { POST_RESULT, REVISIONS, UPDATE } from '../../helpers/posts';
import { asToken, createToken } from '../../helpers/tokens';

let app: TestApp;
let token: string;
let taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>;

beforeAll(async () => {
  app = await createTestApp();
  const cookie = await adminCookie(app);
  token = (await createToken(app, cookie, { scope: 'ADMIN' })).token;
  taxonomy = await createBlogTaxonomy(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.blogPost.deleteMany();
});

type Result = {
  __typename: string;
  id?: string;
  title?: string;
  slug?: string;
  rawContent?: string;
  excerpt?: string | null;
  isPublished?: boolean;
  ctaType?: string | null;
  version?: number;
  tags?: { slug: string }[];
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  currentVersion?: number;
};

const STORED = {
  title: 'Agents in practice',
  slug: 'agents-in-practice',
  content: '<p>Agents work when the task is narrow.</p>',
  excerpt: 'A short summary.',
  ctaType: 'agent_dev',
  isPublished: true,
};

async function gql<T>(query: string, variables: Record<string, unknown>) {
  const { status, data, errors } = await asToken(app, token, query, variables);
  expect(errors).toBeUndefined();
  expect(status).toBe(200);
  return data as T;
}

/** A post through the API, as a script creates one: at version 1, with its 'created' revision. */
async function post() {
  const { createBlogPost } = await gql<{ createBlogPost: Result }>(
    `mutation C($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${POST_RESULT} } }`,
    {
      input: {
        ...STORED,
        authorId: gid('BlogAuthor', taxonomy.author.id),
        categoryId: gid('BlogCategory', taxonomy.category.id),
        tagIds: [gid('BlogTag', taxonomy.tag.id)],
      },
    },
  );
  expect(createBlogPost).toMatchObject({ __typename: 'BlogPost', version: 1 });
  return createBlogPost.id!;
}

async function update(input: Record<string, unknown>) {
  return (await gql<{ updateBlogPost: Result }>(UPDATE, { input })).updateBlogPost;
}

type Revision = { version: number; kind: string; title: string; slug: string; isPublished: boolean };
async function revisions(id: string) {
  const { node } = await gql<{ node: { revisions: { edges: { node: Revision }[] } } }>(REVISIONS, { id });
  return node.revisions.edges.map((edge) => edge.node);
}

/** What the post's revision of `version` keeps of every field (the API shows some of them). */
async function revisionFields(id: string, version: number) {
  const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
    where: { postId: rowId(id), version },
  });
  return revision.fields as Record<string, unknown>;
}

describe('updateBlogPost from a script', () => {
  it('retitles a post sent with its title alone, keeping the rest, and records it as saved', async () => {
    const id = await post();
    expect(await update({ id, expectedVersion: 1, title: 'Agents, in practice' })).toMatchObject({
      __typename: 'BlogPost',
      ...STORED,
      title: 'Agents, in practice',
      rawContent: STORED.content,
      tags: [{ slug: taxonomy.tag.slug }],
      version: 2,
    });
    expect((await revisions(id))[0]).toMatchObject({
      version: 2,
      kind: 'updated',
      title: 'Agents, in practice',
      slug: STORED.slug,
      isPublished: true,
    });
    // The revision keeps the post as it was saved: the fields left out as stored.
    expect(await revisionFields(id, 2)).toMatchObject({
      title: 'Agents, in practice',
      slug: STORED.slug,
      content: STORED.content,
      excerpt: STORED.excerpt,
      ctaType: STORED.ctaType,
      isPublished: true,
      authorId: taxonomy.author.id,
      categoryId: taxonomy.category.id,
      tagIds: [taxonomy.tag.id],
    });
    // Its slug stayed: no former slug was kept for it.
    expect(await app.prisma.blogPostFormerSlug.count()).toBe(0);
  });

  it('changes the content sent alone, keeping the title and slug', async () => {
    const id = await post();
    const content = '<p>Agents fail when the task is vague.</p>';
    expect(await update({ id, expectedVersion: 1, content })).toMatchObject({
      __typename: 'BlogPost',
      title: STORED.title,
      slug: STORED.slug,
      rawContent: content,
      excerpt: STORED.excerpt,
      isPublished: true,
      version: 2,
    });
    expect(await revisionFields(id, 2)).toMatchObject({ title: STORED.title, content });
  });

  it('checks the links of the content it is sent, not of the content it keeps', async () => {
    const id = await post();
    const address = `/media/assets/${crypto.randomUUID()}`;
    const gone = `<p>Look:</p><img src="${address}" alt="Gone">`;
    expect(await update({ id, expectedVersion: 1, content: gone })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'content', message: deletedFilesMessage([{ kind: 'image', name: address }]) }],
    });
    // Content stored with such a link (written before links were checked): a retitle leaves it be.
    await app.prisma.blogPost.updateMany({ data: { content: gone } });
    expect(await update({ id, expectedVersion: 1, title: 'Retitled' })).toMatchObject({
      __typename: 'BlogPost',
      title: 'Retitled',
      rawContent: gone,
      version: 2,
    });
  });

  it('moves the slug sent alone, keeping the old one as a former slug, and refuses one taken', async () => {
    const id = await post();
    expect(await update({ id, expectedVersion: 1, slug: 'agents-at-work' })).toMatchObject({
      __typename: 'BlogPost',
      title: STORED.title,
      slug: 'agents-at-work',
      version: 2,
    });
    expect(await app.prisma.blogPostFormerSlug.findMany({ select: { slug: true } })).toEqual([
      { slug: STORED.slug },
    ]);
    await app.prisma.blogPost.create({
      data: {
        title: 'Other',
        slug: 'taken-slug',
        content: '<p>Other</p>',
        authorId: taxonomy.author.id,
        categoryId: taxonomy.category.id,
      },
    });
    expect(await update({ id, expectedVersion: 2, slug: 'taken-slug' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'slug', message: CONTENT.slugTaken.replace('{kind}', 'post') }],
    });
  });

  it('refuses null for the title, slug, content, publication, author and category, saying to leave them out', async () => {
    const id = await post();
    const refused = await update({
      id,
      expectedVersion: 1,
      title: null,
      slug: null,
      content: null,
      isPublished: null,
      excerpt: null,
      authorId: null,
      categoryId: null,
    });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fieldErrors).toEqual([
      { field: 'title', message: `${POST_FORM.titleRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'slug', message: `${POST_FORM.slugRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'content', message: `${POST_FORM.contentRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'isPublished', message: `${POST_FORM.publishedRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'authorId', message: `${POST_FORM.authorRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'categoryId', message: `${POST_FORM.categoryRequired}${CONTENT.leaveOutToKeep}` },
    ]);
    expect(await app.prisma.blogPost.findFirstOrThrow()).toMatchObject({ ...STORED, version: 1 });
    // "" is what the back-office's form sends for an emptied field: its own words.
    expect(await update({ id, expectedVersion: 1, content: '' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'content', message: POST_FORM.contentRequired }],
    });
  });

  it('keeps the version check: a partial save made from an old version is refused', async () => {
    const id = await post();
    await update({ id, expectedVersion: 1, title: 'First' });
    expect(await update({ id, expectedVersion: 1, content: '<p>Lost?</p>' })).toMatchObject({
      __typename: 'ConflictError',
      currentVersion: 2,
    });
    expect(await app.prisma.blogPost.findFirstOrThrow()).toMatchObject({
      title: 'First',
      content: STORED.content,
    });
  });

  it('still takes every field, as the back-office editor sends them', async () => {
    const id = await post();
    const all = {
      title: 'Teams and agents',
      slug: 'teams-and-agents',
      content: '<p>Teams.</p>',
      excerpt: '',
      imageUrl: null,
      authorId: gid('BlogAuthor', taxonomy.otherAuthor.id),
      categoryId: gid('BlogCategory', taxonomy.otherCategory.id),
      tagIds: [gid('BlogTag', taxonomy.otherTag.id)],
      ctaType: null,
      isPublished: false,
      publishedAt: null,
    };
    expect(await update({ id, expectedVersion: 1, ...all })).toMatchObject({
      __typename: 'BlogPost',
      title: 'Teams and agents',
      slug: 'teams-and-agents',
      rawContent: '<p>Teams.</p>',
      excerpt: 'Teams.',
      ctaType: null,
      isPublished: false,
      tags: [{ slug: taxonomy.otherTag.slug }],
      version: 2,
    });
  });
});
