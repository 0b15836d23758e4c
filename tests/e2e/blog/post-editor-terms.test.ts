// The post editor on a site with more terms than it loads at once (the first
// 100 of each kind, by name): the post's own tag, author and category past
// them are shown as chosen, and another tag past them is found by typing.
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { adminSessionForFile } from '../../helpers/admin-browser';
import {
  findTag,
  findTagPastFirstPage,
  numberedTerms,
  shownChoice,
} from '../../helpers/terms-past-first-page';

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

describe('changes kept from a closed tab that chose a tag past the first 100', () => {
  it('restore with that tag ticked, and save it', async () => {
    const { server, page } = admin;
    const [author, category] = await Promise.all([
      server.prisma.blogAuthor.findFirstOrThrow(),
      server.prisma.blogCategory.findFirstOrThrow(),
    ]);
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Tagged in another tab',
        slug: 'tagged-in-another-tab',
        content: '<p>Words.</p>',
        authorId: author.id,
        categoryId: category.id,
      },
    });
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('checkbox', { name: 'Topic 001' }).waitFor();
    await findTag(page, 'Topic 133');
    await tags.getByRole('checkbox', { name: 'Topic 133' }).waitFor();
    const keptKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin-editor-draft:')));
    await expect.poll(keptKeys).toHaveLength(1);

    // A fresh load of the editor, as a new tab would open it: the changes are offered back.
    await page.goto('about:blank');
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    const offer = page.getByRole('status').filter({ hasText: CONTENT.draftKeptTitle });
    await offer.getByRole('button', { name: 'Restore changes' }).click();
    await offer.waitFor({ state: 'detached' });
    const restored = tags.getByRole('checkbox', { name: 'Topic 133' });
    await restored.waitFor();
    expect(await restored.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    const saved = await server.prisma.blogPostTag.findMany({
      where: { postId: post.id },
      select: { tag: true },
    });
    expect(saved.map((link) => link.tag.name)).toEqual(['Topic 133']);
  });
});
