// The post editor on a site with more terms than it loads at once (the first
// 100 of each kind, by name): the post's own tag, author and category past
// them are shown as chosen, and another tag past them is found by typing.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { findTagPastFirstPage, numberedTerms, shownChoice } from '../../helpers/terms-past-first-page';

const admin = adminSessionForFile();

describe('a post whose terms are past the first 100', () => {
  it('shows its own tag, author and category chosen, and finds another tag by typing', async () => {
    const { server, page } = admin;
    await server.prisma.blogTag.createMany({ data: numberedTerms('Topic') });
    await server.prisma.blogAuthor.createMany({ data: numberedTerms('Writer') });
    await server.prisma.blogCategory.createMany({ data: numberedTerms('Section') });
    const [tag, author, category] = await Promise.all([
      server.prisma.blogTag.findUniqueOrThrow({ where: { slug: 'topic-142' } }),
      server.prisma.blogAuthor.findUniqueOrThrow({ where: { slug: 'writer-131' } }),
      server.prisma.blogCategory.findUniqueOrThrow({ where: { slug: 'section-120' } }),
    ]);
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Late in the alphabet',
        slug: 'late-in-the-alphabet',
        content: '<p>Words.</p>',
        authorId: author.id,
        categoryId: category.id,
        tags: { create: [{ tagId: tag.id }] },
      },
    });

    await page.goto(`${server.url}/admin/posts/${post.id}`);
    await findTagPastFirstPage(page);
    // Its author and category show as chosen, not as 'Select an author'.
    expect(await shownChoice(page, 'Author')).toBe('Writer 131');
    expect(await shownChoice(page, 'Category')).toBe('Section 120');

    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    const saved = await server.prisma.blogPost.findUniqueOrThrow({
      where: { id: post.id },
      select: { authorId: true, categoryId: true, tags: { select: { tag: { select: { name: true } } } } },
    });
    expect(saved.tags.map((link) => link.tag.name).sort()).toEqual(['Topic 142', 'Topic 147']);
    expect(saved).toMatchObject({ authorId: author.id, categoryId: category.id });
  });
});
