// Authors, categories and tags of the blog and of courses: create, update and
// delete for each kind (through saveTerm and deleteTerm), slug uniqueness with a clear message, and deletion
// that never strands a post or a course (refused, moved, or unlinked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { TERMS, type TermKind } from '../../../domain/taxonomy';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  createBlogTaxonomy,
  fieldMessages,
  type GqlError,
  gid,
  rowId,
} from '../../helpers/content';
import { type FakeMeilisearch, startFakeMeilisearch } from '../../helpers/fake-meilisearch';

let app: TestApp;
let meili: FakeMeilisearch;
let cookie: string;

beforeAll(async () => {
  meili = await startFakeMeilisearch();
  app = await createTestApp({ env: { MEILISEARCH_URL: meili.url, MEILISEARCH_API_KEY: meili.apiKey } });
  cookie = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
  await meili.close();
});

const KINDS = [
  {
    typename: 'BlogAuthor',
    extra: { bio: 'Writes about agents.', avatarUrl: 'https://images.example/a.png' },
    label: 'author',
  },
  { typename: 'BlogCategory', extra: { description: 'How-tos.' }, label: 'category' },
  { typename: 'BlogTag', extra: {}, label: 'tag' },
  { typename: 'CourseCategory', extra: { description: 'Hands-on.' }, label: 'course category' },
  { typename: 'CourseTag', extra: {}, label: 'course tag' },
] as const;

type Term = { __typename: string; id: string; name: string; slug: string } & Record<string, unknown>;

const KIND_OF = Object.fromEntries(
  (Object.keys(TERMS) as TermKind[]).map((kind) => [TERMS[kind].typename, kind]),
) as Record<string, TermKind>;
const ENUM = (kind: TermKind) => kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/**
 * create<Type>, update<Type> or delete<Type> of one kind, through the uniform
 * saveTerm and deleteTerm: a saved term comes back as itself, a deletion of
 * that kind as Delete<Type>Payload.
 */
async function mutate(name: string, typename: string, input: Record<string, unknown>) {
  const kind = KIND_OF[typename]!;
  const remove = name.startsWith('delete');
  const { data, errors } = await app.gql<{ result: Term & GqlError & { term?: Term; kind?: string } }>(
    remove
      ? `mutation D($input: DeleteTermInput!) {
          result: deleteTerm(input: $input) { __typename ... on DeleteTermPayload { deletedId kind } ... on Error { message } ... on ValidationError { fieldErrors { field message } } }
        }`
      : `mutation S($input: SaveTermInput!) {
          result: saveTerm(input: $input) { __typename ... on SaveTermPayload { term { __typename id name slug } } ... on Error { message } ... on ValidationError { fieldErrors { field message } } }
        }`,
    // An update names the version it started from: these terms are saved once before.
    { input: { kind: ENUM(kind), ...(name.startsWith('update') ? { expectedVersion: 1 } : {}), ...input } },
    { cookie },
  );
  expect(errors).toBeUndefined();
  const result = data!.result;
  if (result.__typename === 'SaveTermPayload') return result.term as Term & GqlError;
  if (result.__typename === 'DeleteTermPayload' && result.kind === ENUM(kind))
    return { ...result, __typename: `Delete${typename}Payload` };
  return result;
}

describe.each(KINDS)('$typename', ({ typename, extra, label }) => {
  const slug = `${typename.toLowerCase()}-one`;

  it('is created, renamed and deleted, with its optional fields', async () => {
    const created = await mutate(`create${typename}`, typename, { name: 'First one', slug, ...extra });
    expect(created).toMatchObject({ __typename: typename, name: 'First one', slug });
    const row = await (
      app.prisma as never as Record<string, { findUniqueOrThrow(a: object): Promise<object> }>
    )[typename.charAt(0).toLowerCase() + typename.slice(1)]!.findUniqueOrThrow({
      where: { id: rowId(created.id) },
    });
    expect(row).toMatchObject(extra);

    const updated = await mutate(`update${typename}`, typename, {
      id: created.id,
      name: 'Renamed',
      slug: `${slug}-x`,
    });
    expect(updated).toMatchObject({ name: 'Renamed', slug: `${slug}-x` });

    const deleted = await mutate(`delete${typename}`, typename, { id: created.id });
    expect(deleted).toMatchObject({ deletedId: created.id });
    expect((await mutate(`delete${typename}`, typename, { id: created.id })).__typename).toBe(
      'NotFoundError',
    );
  });

  it(`refuses a taken slug with "already used by another ${label}", and invalid fields with their messages`, async () => {
    await mutate(`create${typename}`, typename, { name: 'Holder', slug: `${slug}-held` });
    const taken = await mutate(`create${typename}`, typename, { name: 'Copy', slug: `${slug}-held` });
    expect(fieldMessages(taken)).toEqual({
      slug: `This slug is already used by another ${label}: choose another one.`,
    });
    const other = await mutate(`create${typename}`, typename, { name: 'Other', slug: `${slug}-other` });
    const renamedOnto = await mutate(`update${typename}`, typename, {
      id: other.id,
      name: 'Other',
      slug: `${slug}-held`,
    });
    expect(fieldMessages(renamedOnto).slug).toMatch(/already used/);
    expect(
      fieldMessages(await mutate(`create${typename}`, typename, { name: ' ', slug: 'Bad Slug' })),
    ).toMatchObject({
      name: CONTENT.nameRequired,
      slug: CONTENT.slugInvalid,
    });
  });
});

describe('deleting a term that is in use', () => {
  const CREATE_POST = `mutation P($input: CreateBlogPostInput!) { createBlogPost(input: $input) { __typename ... on BlogPost { id } } }`;

  it('refuses to delete a used author or category, then moves its posts to the chosen one', async () => {
    const { author, otherAuthor, category, otherCategory, tag } = await createBlogTaxonomy(app, '-used');
    const posts = [];
    for (const slug of ['used-one', 'used-two']) {
      const { data } = await app.gql<{ createBlogPost: { id: string } }>(
        CREATE_POST,
        {
          input: {
            title: slug,
            slug,
            content: '<p>Body.</p>',
            authorId: gid('BlogAuthor', author.id),
            categoryId: gid('BlogCategory', category.id),
            tagIds: [gid('BlogTag', tag.id)],
            isPublished: true,
          },
        },
        { cookie },
      );
      posts.push(rowId(data!.createBlogPost.id));
    }
    const refused = await mutate('deleteBlogCategory', 'BlogCategory', {
      id: gid('BlogCategory', category.id),
    });
    expect(refused).toMatchObject({
      __typename: 'ConflictError',
      message:
        'This category is used by 2 posts. Choose another category to move them to before deleting it.',
    });
    expect(await app.prisma.blogCategory.count({ where: { id: category.id } })).toBe(1);

    const self = await mutate('deleteBlogCategory', 'BlogCategory', {
      id: gid('BlogCategory', category.id),
      reassignTo: gid('BlogCategory', category.id),
    });
    expect(self.message).toBe('Choose a different category to move them to');

    const moved = await mutate('deleteBlogCategory', 'BlogCategory', {
      id: gid('BlogCategory', category.id),
      reassignTo: gid('BlogCategory', otherCategory.id),
    });
    expect(moved.__typename).toBe('DeleteBlogCategoryPayload');
    expect(
      await app.prisma.blogPost.count({ where: { id: { in: posts }, categoryId: otherCategory.id } }),
    ).toBe(2);
    // The search records show the new category's name.
    expect(meili.indexes.get('blog_posts')?.get(posts[0]!)?.category).toBe(otherCategory.name);

    expect(
      (await mutate('deleteBlogAuthor', 'BlogAuthor', { id: gid('BlogAuthor', author.id) })).__typename,
    ).toBe('ConflictError');
    await mutate('deleteBlogAuthor', 'BlogAuthor', {
      id: gid('BlogAuthor', author.id),
      reassignTo: gid('BlogAuthor', otherAuthor.id),
    });
    expect(await app.prisma.blogPost.count({ where: { id: { in: posts }, authorId: otherAuthor.id } })).toBe(
      2,
    );

    // A tag is simply removed from its posts, and from their search records.
    expect((await mutate('deleteBlogTag', 'BlogTag', { id: gid('BlogTag', tag.id) })).__typename).toBe(
      'DeleteBlogTagPayload',
    );
    expect(await app.prisma.blogPostTag.count({ where: { postId: { in: posts } } })).toBe(0);
    expect(meili.indexes.get('blog_posts')?.get(posts[0]!)?.tags).toEqual([]);
  });

  it('renaming an author updates the search records of their posts', async () => {
    const { author, category } = await createBlogTaxonomy(app, '-rename');
    const { data } = await app.gql<{ createBlogPost: { id: string } }>(
      CREATE_POST,
      {
        input: {
          title: 'Renamed author post',
          slug: 'renamed-author-post',
          content: '<p>Body.</p>',
          authorId: gid('BlogAuthor', author.id),
          categoryId: gid('BlogCategory', category.id),
          isPublished: true,
        },
      },
      { cookie },
    );
    await mutate('updateBlogAuthor', 'BlogAuthor', {
      id: gid('BlogAuthor', author.id),
      name: 'Ada Lovelace',
      slug: author.slug,
    });
    expect(meili.indexes.get('blog_posts')?.get(rowId(data!.createBlogPost.id))?.author).toBe('Ada Lovelace');
  });

  it('moves the courses of a deleted course category to the chosen one, or leaves them without one', async () => {
    const [first, second] = await Promise.all(
      ['cat-a', 'cat-b'].map((slug) => app.prisma.courseCategory.create({ data: { slug, name: slug } })),
    );
    const course = await app.prisma.course.create({
      data: {
        title: 'C',
        slug: 'course-in-cat',
        summary: 's',
        description: 'd',
        duration: '1 day',
        categoryId: first!.id,
      },
    });
    await mutate('deleteCourseCategory', 'CourseCategory', {
      id: gid('CourseCategory', first!.id),
      reassignTo: gid('CourseCategory', second!.id),
    });
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).categoryId).toBe(
      second!.id,
    );
    await mutate('deleteCourseCategory', 'CourseCategory', { id: gid('CourseCategory', second!.id) });
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).categoryId).toBeNull();
  });

  it('counts the posts and courses that use each term for admins only', async () => {
    const { author } = await createBlogTaxonomy(app, '-count');
    const query = `{ node(id: "${gid('BlogAuthor', author.id)}") { ... on BlogAuthor { name usageCount } } }`;
    expect((await app.gql(query, {}, { cookie })).data).toEqual({
      node: { name: author.name, usageCount: 0 },
    });
    expect((await app.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleting a term only deleted posts use', () => {
  it('goes ahead, and the deleted posts lose it', async () => {
    const { author, category } = await createBlogTaxonomy(app, '-ghost');
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Gone',
        slug: 'gone-post',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: category.id,
        deleted: true,
      },
    });
    const result = await mutate('deleteBlogAuthor', 'BlogAuthor', { id: gid('BlogAuthor', author.id) });
    expect(result.__typename).toBe('DeleteBlogAuthorPayload');
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).authorId).toBeNull();
  });
});
