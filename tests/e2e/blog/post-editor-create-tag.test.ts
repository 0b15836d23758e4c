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

  it('is not offered when a tag has its very name past the matches shown, or its slug: that tag is, and ticked', async () => {
    const { server, page } = admin;
    // 'A rust 10'…'A rust 30' come before 'Rust' among the tags matching 'rust' (by name): past the 20 shown.
    await server.prisma.blogTag.createMany({
      data: [
        ...Array.from({ length: 21 }, (_, at) => ({ slug: `a-rust-${at + 10}`, name: `A rust ${at + 10}` })),
        { slug: 'rust', name: 'Rust' },
      ],
    });
    const post = await server.prisma.blogPost.findFirstOrThrow({ where: { slug: 'tagged-while-writing' } });
    await page.goto(`${server.url}/admin/posts/${post.id}`);
    const tags = page.getByRole('group', { name: 'Tags' });
    const rust = tags.getByRole('checkbox', { name: 'Rust', exact: true });
    await rust.waitFor();
    expect(await rust.isChecked()).toBe(false);
    const picker = tagField(page);
    await waitForHydration(picker);
    await picker.pressSequentially('rust');
    const existing = page.getByRole('option', { name: 'Rust (rust)', exact: true });
    await existing.waitFor();
    expect(await createOption(page, 'tag', 'rust').count()).toBe(0);
    await picker.press('ArrowDown');
    expect(await existing.getAttribute('aria-selected')).toBe('true');
    await picker.press('Enter');
    await expect.poll(() => rust.isChecked()).toBe(true);
    expect(await picker.inputValue()).toBe('');

    // 'Edge computing!' is no tag's name and matches none ('computing!'), but makes the slug of 'Edge computing'.
    const edge = tags.getByRole('checkbox', { name: 'Edge computing' });
    expect(await edge.isChecked()).toBe(false);
    await picker.pressSequentially('Edge computing!');
    const holder = page.getByRole('option', { name: 'Edge computing (edge-computing)', exact: true });
    await holder.waitFor();
    expect(await createOption(page, 'tag', 'Edge computing!').count()).toBe(0);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect.poll(() => edge.isChecked()).toBe(true);
    expect(await server.prisma.blogTag.count({ where: { slug: { startsWith: 'edge-computing' } } })).toBe(1);
  });

  it('is refused on the field when another tag took its slug meanwhile, the focus kept', async () => {
    const { server, page } = admin;
    const picker = tagField(page);
    await picker.fill('');
    await picker.pressSequentially('Serverless');
    const create = createOption(page, 'tag', 'Serverless');
    await create.waitFor();
    // Created elsewhere once the creation is offered: the server refuses the slug.
    await server.prisma.blogTag.create({ data: { slug: 'serverless', name: 'Server-less' } });
    await picker.press('ArrowUp');
    expect(await create.getAttribute('aria-selected')).toBe('true');
    await picker.press('Enter');
    await page.getByText(slugTakenMessage(TERMS.blogTag.label)).waitFor();
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await picker.getAttribute('aria-invalid')).toBe('true');
    expect(await picker.inputValue()).toBe('Serverless');
  });
});
