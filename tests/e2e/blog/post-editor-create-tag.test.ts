// The post editor's tag field offers to create a tag no tag is named like:
// chosen from the keyboard, the tag is created (through saveTerm, as the tags
// screen does), ticked, and the focus stays in the field for the next one.
import { describe, expect, it } from 'vitest';
import { CONTENT, slugTakenMessage } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { TERMS } from '../../../domain/taxonomy';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { waitForHydration } from '../../helpers/browser';
import { createOption, createTagByTyping, noCreateForExistingTag, tagField } from '../../helpers/create-tag';

const admin = adminSessionForFile();

describe('a tag typed in the post editor that does not exist', () => {
  it('is created, ticked and saved with the post, the focus kept in the field', async () => {
    const { server, page } = admin;
    await server.prisma.blogTag.create({ data: { slug: 'edge-computing', name: 'Edge computing' } });
    const [author, category] = await Promise.all([
      server.prisma.blogAuthor.create({ data: { slug: 'maya', name: 'Maya Chen' } }),
      server.prisma.blogCategory.create({ data: { slug: 'notes', name: 'Notes' } }),
    ]);
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Tagged while writing',
        slug: 'tagged-while-writing',
        content: '<p>Words.</p>',
        authorId: author.id,
        categoryId: category.id,
      },
    });

    await page.goto(`${server.url}/admin/posts/${post.id}`);
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('checkbox', { name: 'Edge computing' }).waitFor();
    // A tag of that very name (in other letters' case too) is offered, not created again.
    await noCreateForExistingTag(page, 'tag', 'edge computing', /^Edge computing/);

    // 'Edge' only starts a tag's name: the matches first, then the creation.
    const picker = await createTagByTyping(page, 'tag', 'Edge');
    const created = tags.getByRole('checkbox', { name: 'Edge', exact: true });
    await created.waitFor();
    expect(await created.isChecked()).toBe(true);
    expect(await picker.inputValue()).toBe('');
    // The new field takes the keyboard once it is in the page (an effect after the tick shows).
    await expect.poll(() => picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await server.prisma.blogTag.findUnique({ where: { slug: 'edge' } })).toMatchObject({
      name: 'Edge',
    });

    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    const saved = await server.prisma.blogPost.findUniqueOrThrow({
      where: { id: post.id },
      select: { tags: { select: { tag: { select: { name: true } } } } },
    });
    expect(saved.tags.map((link) => link.tag.name)).toEqual(['Edge']);
  });

  it('is not offered for a name that makes no slug (the server would refuse its empty slug)', async () => {
    const { server, page } = admin;
    const post = await server.prisma.blogPost.findFirstOrThrow({ where: { slug: 'tagged-while-writing' } });
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    await page
      .getByRole('group', { name: 'Tags' })
      .getByRole('checkbox', { name: 'Edge', exact: true })
      .waitFor();
    const picker = tagField(page);
    await waitForHydration(picker);
    await picker.pressSequentially('!!!');
    const none = formatMessage(CONTENT.termSearchEmpty, { terms: TERMS.blogTag.title.toLowerCase() });
    // Whichever the field ends on: no tag found and nothing to create, or the creation offered.
    await page
      .getByText(none)
      .or(createOption(page, 'tag', '!!!'))
      .waitFor();
    expect(await createOption(page, 'tag', '!!!').count()).toBe(0);
    expect(await page.getByRole('listbox', { name: CONTENT.findTag }).getByRole('option').count()).toBe(0);
    expect(await picker.inputValue()).toBe('!!!');
  });

  it('is refused on the field when its slug is another tag’s, the focus kept', async () => {
    const { page } = admin;
    // 'Edge-computing' is not the name 'Edge computing', but makes its slug: the server refuses it.
    const picker = await createTagByTyping(page, 'tag', 'Edge-computing');
    await page.getByText(slugTakenMessage(TERMS.blogTag.label)).waitFor();
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await picker.getAttribute('aria-invalid')).toBe('true');
    expect(await picker.inputValue()).toBe('Edge-computing');
  });
});
