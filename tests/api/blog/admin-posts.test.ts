// The post editor's server side: the required fields and their messages,
// slugs (format, uniqueness), the generated excerpt, empty dates, the CTA
// type, sanitizing, and the version check that refuses a stale save.
import { describe, expect, it } from 'vitest';
import { POST_FORM } from '../../../domain/blog';
import { CTA_TYPES } from '../../../domain/shared/constants';
import { CONTENT, CONTENT_LIMITS } from '../../../domain/shared/content';
import { generateExcerpt } from '../../../domain/shared/excerpt';
import { BLOG } from '../../../domain/shared/messages';
import { fieldMessages, type GqlError, gid, rowId, staleRefusal } from '../../helpers/content';
import { DELETE, postEditorFixture } from '../../helpers/posts';

const f = postEditorFixture();

describe('creating a post', () => {
  it('saves every field, generates nothing it was given, and starts at version 1 as a draft', async () => {
    const post = await f.createPost({ slug: 'full-post', imageUrl: 'https://images.example/cover.png' });
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
    expect(post.rawContent).toBe(f.validInput().content);
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
    // Another type's id says which type was expected, and where in a list it is.
    [
      { authorId: gid('BlogCategory', '00000000-0000-7000-8000-000000000000') },
      'authorId',
      'This is a BlogCategory id, where a BlogAuthor id is expected',
    ],
    [
      { categoryId: gid('BlogTag', '00000000-0000-7000-8000-000000000000') },
      'categoryId',
      'This is a BlogTag id, where a BlogCategory id is expected',
    ],
    [
      {
        tagIds: [
          gid('BlogTag', '00000000-0000-7000-8000-000000000000'),
          gid('BlogPost', '00000000-0000-7000-8000-000000000000'),
        ],
      },
      'tagIds',
      'tagIds[1] is a BlogPost id, where a BlogTag id is expected',
    ],
    [{ tagIds: [gid('BlogTag', '00000000-0000-7000-8000-000000000000')] }, 'tagIds', POST_FORM.tagMissing],
  ])('refuses %j with the message of %s, and saves nothing', async (overrides, field, message) => {
    const before = await f.app.prisma.blogPost.count();
    const result = await f.create({ slug: `refused-${field}`, ...overrides });
    expect(result.__typename).toBe('ValidationError');
    expect(fieldMessages(result as GqlError)[field]).toBe(message);
    expect(await f.app.prisma.blogPost.count()).toBe(before);
  });

  it('names the CTA types it takes when it refuses one: a script has no list to choose from', async () => {
    const result = await f.create({ slug: 'refused-cta-type-named', ctaType: 'webinar' });
    const message = fieldMessages(result as GqlError).ctaType!;
    for (const type of CTA_TYPES) expect(message).toContain(type);
  });

  it('reports every missing required field at once', async () => {
    const result = await f.create({ title: '', slug: '', content: '', authorId: null, categoryId: null });
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
    const post = await f.createPost({ slug: 'excerpt-filled', excerpt: '   ', content });
    expect(post.excerpt).toBe(generateExcerpt(content));
    expect(post.excerpt!.length).toBeLessThanOrEqual(160);
  });

  it('saves content as long as the editor allows, in any script, and refuses one character more', async () => {
    // Quotes, accents and punctuation: 1 to 3 bytes each, some escaped in JSON.
    const unit = '<p>“Façade” naïve — \\ "quoted" 日本語 text.</p>\n';
    const content = unit
      .repeat(Math.ceil(CONTENT_LIMITS.content / unit.length))
      .slice(0, CONTENT_LIMITS.content);
    const post = await f.createPost({ slug: 'longest-post', content });
    expect(post.rawContent).toBe(content);
    const longer = await f.create({ slug: 'longer-post', content: `${content}x` });
    expect(fieldMessages(longer as GqlError).content).toBeDefined();
  });

  it('stores an empty published date and an empty CTA type as null', async () => {
    const post = await f.createPost({ slug: 'nulls', publishedAt: null, ctaType: '', isPublished: true });
    expect(post).toMatchObject({ publishedAt: null, ctaType: null, status: 'PUBLISHED' });
  });

  it('refuses a slug another post holds, with a clear message, also when that post is deleted', async () => {
    await f.createPost({ slug: 'taken-slug' });
    const result = await f.create({ slug: 'taken-slug' });
    expect(fieldMessages(result as GqlError).slug).toBe(
      'This slug is already used by another post: choose another one.',
    );
    const deleted = await f.createPost({ slug: 'deleted-slug' });
    await f.app.gql(DELETE, { input: { id: deleted.id } }, { cookie: f.cookie });
    expect(fieldMessages((await f.create({ slug: 'deleted-slug' })) as GqlError).slug).toBe(
      CONTENT.slugTakenByDeleted,
    );
  });

  it.each(['categories', 'authors'])(
    "refuses the slug '%s', a page of the blog's own, where visitors would never reach the post",
    async (slug) => {
      const result = await f.create({ slug });
      expect(result.__typename).toBe('ValidationError');
      expect(fieldMessages(result as GqlError).slug).toBe(POST_FORM.slugReserved);
    },
  );

  it('returns the body sanitized to visitors and as written to the editor', async () => {
    const post = await f.createPost({
      slug: 'unsafe-body',
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://x.example/a.png" style="width: 50%">',
      isPublished: true,
    });
    expect(post.rawContent).toContain('<script>');
    expect(post.content).not.toContain('script');
    expect(post.content).not.toContain('onclick');
    expect(post.content).toContain('style="width:50%"');
    const preview = await f.app.gql<{ contentPreview: string }>(
      'query Preview($html: String!) { contentPreview(html: $html) }',
      { html: '<p>Ok</p><script>alert(1)</script><a href="javascript:x()">bad</a>' },
      { cookie: f.cookie },
    );
    expect(preview.data!.contentPreview).toBe('<p>Ok</p><a>bad</a>');
  });

  it('hides the admin fields of a public post from visitors', async () => {
    await f.createPost({ slug: 'public-one', isPublished: true });
    const result = await f.app.gql(
      '{ blogPost(slug: "public-one") { ... on BlogPost { title rawContent } } }',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updating a post', () => {
  it('applies the change, increments the version and updates the tags', async () => {
    const post = await f.createPost({ slug: 'to-update' });
    const updated = await f.update(post, 1, {
      slug: 'to-update',
      title: 'Agents, revised',
      tagIds: [gid('BlogTag', f.taxonomy.otherTag.id), gid('BlogTag', f.taxonomy.tag.id)],
    });
    expect(updated).toMatchObject({
      title: 'Agents, revised',
      version: 2,
      tags: [{ slug: 'agents' }, { slug: 'teams' }],
    });
  });

  it('refuses the second of two saves made from the same version, saying who saved first and when', async () => {
    const post = await f.createPost({ slug: 'contested' });
    f.clock.set('2026-11-21T14:03:00Z');
    expect(
      await f.update(post, 1, { slug: 'contested', title: 'First editor wins' }, f.otherCookie),
    ).toMatchObject({
      version: 2,
    });
    const second = await f.update(post, 1, { slug: 'contested', title: 'Second editor loses' });
    expect(second.__typename).toBe('ConflictError');
    expect((second as GqlError).message).toBe(
      'This post was saved by second.editor@test.example at 21 Nov 2026, 14:03 UTC, after you opened it. Your changes were not saved, so nothing of theirs was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
    );
    const stored = await f.app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'contested' } });
    expect(stored).toMatchObject({ title: 'First editor wins', version: 2 });
  });

  it('says "you" when the save a stale one lost to was made by the same admin in another tab', async () => {
    const post = await f.createPost({ slug: 'two-tabs' });
    f.clock.set('2026-11-21T14:02:00Z');
    expect(await f.update(post, 1, { slug: 'two-tabs', title: 'From the first tab' })).toMatchObject({
      version: 2,
    });
    const second = await f.update(post, 1, { slug: 'two-tabs', title: 'From the second tab' });
    expect(second.__typename).toBe('ConflictError');
    expect((second as GqlError).message).toBe(
      'This post was saved by you in another tab or window at 21 Nov 2026, 14:02 UTC, after you opened it. Your changes were not saved, so nothing was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
    );
  });

  it('refuses a stale save even when two saves race', async () => {
    const post = await f.createPost({ slug: 'racing' });
    const results = await Promise.all([
      f.update(post, 1, { slug: 'racing', title: 'Racer A' }),
      f.update(post, 1, { slug: 'racing', title: 'Racer B' }, f.otherCookie),
    ]);
    expect(results.map((result) => result.__typename).sort()).toEqual(['BlogPost', 'ConflictError']);
    expect((await f.app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'racing' } })).version).toBe(2);
  });

  it('refuses a stale save as stale before it checks its fields, and changes nothing', async () => {
    const post = await f.createPost({ slug: 'stale-fields' });
    await f.createPost({ slug: 'held-slug' });
    expect(await f.update(post, 1, { slug: 'stale-fields', title: 'Theirs' }, f.otherCookie)).toMatchObject({
      version: 2,
    });
    // Opened at version 1, sent with no title, a slug another post holds and a tag that does not exist.
    const stale = await f.update(post, 1, {
      title: ' ',
      slug: 'held-slug',
      tagIds: [gid('BlogTag', '00000000-0000-7000-8000-000000000000')],
    });
    expect(stale).toEqual(staleRefusal('This post', 'second.editor@test.example', 2));
    expect(await f.app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(post.id) } })).toMatchObject({
      title: 'Theirs',
      slug: 'stale-fields',
      version: 2,
    });
  });

  it('answers not found for a deleted or unknown post', async () => {
    const post = await f.createPost({ slug: 'gone-before-save' });
    await f.app.gql(DELETE, { input: { id: post.id } }, { cookie: f.cookie });
    expect(await f.update(post, 2, { slug: 'gone-before-save' })).toMatchObject({
      __typename: 'NotFoundError',
      message: BLOG.postNotFound,
    });
    const unknown = gid('BlogPost', '00000000-0000-7000-8000-000000000000');
    expect((await f.update({ id: unknown }, 1, {})).__typename).toBe('NotFoundError');
  });
});
