// Terms in the back-office, in Chromium: a used category is deleted only by
// moving its posts, as the dialog says; a tag is merged into another, and a
// category too, from the keyboard on a phone, its old page then redirecting;
// a taken slug is refused; a stale save is refused; a dialog survives a text
// selection dragged out of it, and asks before Escape or a click beside it
// discards what was typed; what was typed outlasts a session that ends, and
// the failure that caused does not.
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { AUTH } from '../../../domain/shared/messages';
import {
  adminSessionForFile,
  openAdminPage,
  otherAdmin,
  saveRefusedAsStale,
  visitorPage,
} from '../../helpers/admin-browser';
import { holdGraphQL, seriousAxeViolations } from '../../helpers/browser';
import { ADMIN } from '../../helpers/users';

const admin = adminSessionForFile();

const expectAccessible = async () => expect(await seriousAxeViolations(admin.page)).toEqual([]);

describe('categories', () => {
  it('delete a used category only by moving its posts, as the dialog says', async () => {
    const { server, page } = admin;
    const [used, other] = await Promise.all([
      server.prisma.blogCategory.create({ data: { slug: 'old-news', name: 'Old news' } }),
      server.prisma.blogCategory.create({ data: { slug: 'updates', name: 'Updates' } }),
    ]);
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'sam', name: 'Sam' } });
    await server.prisma.blogPost.create({
      data: {
        title: 'Filed under old news',
        slug: 'filed',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: used.id,
      },
    });
    await page.goto(`${server.url}/admin/categories`);
    const row = page.getByRole('row', { name: /Old news/ });
    await row.getByText('1 post').waitFor();
    await expectAccessible();

    // A new category: the slug follows the name; a taken slug is refused with a clear message.
    await page.getByRole('button', { name: 'New category' }).click();
    const editor = page.getByRole('dialog', { name: 'New category' });
    await editor.getByLabel('Name').fill('Updates');
    expect(await editor.getByLabel('Slug').inputValue()).toBe('updates');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('This slug is already used by another category: choose another one.').waitFor();
    // The server's refusal puts the keyboard on the field it names.
    expect(await editor.getByLabel('Slug').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });

    // Messages go once their field is filled, by hand or by another field (a name fills the slug).
    await page.getByRole('button', { name: 'New category' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Name is required').waitFor();
    await editor.getByText('Slug is required').waitFor();
    await editor.getByLabel('Name').fill('Field notes');
    await editor.getByText('Slug is required').waitFor({ state: 'detached' });
    expect(await editor.getByText('Name is required').count()).toBe(0);
    expect(await editor.locator('[aria-invalid="true"]').count()).toBe(0);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Delete Old news' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete category/ });
    await dialog.getByText('This category is used by 1 post.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete category' }).isDisabled()).toBe(true);
    await expectAccessible();
    // The category to move them to is found by typing, and chosen with the pointer.
    await dialog.getByRole('combobox', { name: 'Move the 1 post to' }).fill('upd');
    await dialog.getByRole('option', { name: 'Updates (updates)' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Move the 1 post to' }).inputValue()).toBe('Updates');
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await page.getByText('“Old news” was deleted.').waitFor();
    // The list reloads after the dialog has closed; focus follows to the row beside the deleted one.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? 'not in a row'))
      .toContain('Updates');
    await page
      .getByRole('row', { name: /Updates/ })
      .getByText('1 post')
      .waitFor();
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'filed' } })).categoryId).toBe(
      other.id,
    );
  });
});

describe('merging', () => {
  it('merges a duplicate tag into another: its posts get that tag once, and the tag is gone', async () => {
    const { server, page } = admin;
    const [llms, llm] = await Promise.all([
      server.prisma.blogTag.create({ data: { slug: 'llms', name: 'LLMs' } }),
      server.prisma.blogTag.create({ data: { slug: 'llm', name: 'LLM' } }),
    ]);
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'mel', name: 'Mel' } });
    const category = await server.prisma.blogCategory.create({ data: { slug: 'models', name: 'Models' } });
    const tagged = (slug: string, tagIds: string[]) =>
      server.prisma.blogPost.create({
        data: {
          title: `About ${slug}`,
          slug,
          content: '<p>x</p>',
          authorId: author.id,
          categoryId: category.id,
          isPublished: true,
          publishedAt: new Date('2026-01-01T00:00:00Z'),
          tags: { create: tagIds.map((tagId) => ({ tagId })) },
        },
      });
    await tagged('only-llms', [llms.id]);
    await tagged('llms-and-llm', [llms.id, llm.id]);

    await page.goto(`${server.url}/admin/tags`);
    await page.getByRole('row', { name: /LLMs/ }).getByText('2 posts').waitFor();
    await page.getByRole('button', { name: 'Merge into… (LLMs into another tag)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge tag “LLMs”' });
    const target = dialog.getByRole('combobox', { name: 'Merge into' });
    expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
    // Nothing chosen: the dialog says so on the field.
    await dialog.getByRole('button', { name: 'Merge tag' }).click();
    await dialog.getByText('Choose the tag to merge it into').waitFor();
    await target.fill('llm');
    await dialog.getByRole('option', { name: 'LLM (llm)' }).click();
    await dialog.getByText('2 posts will be tagged “LLM”.').waitFor();
    await dialog.getByText('“LLMs” will be deleted.').waitFor();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Merge tag' }).click();
    await page.getByText('“LLMs” was merged into “LLM”.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /LLMs/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /LLM/ }).getByText('2 posts').waitFor();
    expect(await server.prisma.blogTag.count({ where: { id: llms.id } })).toBe(0);
    expect(await server.prisma.blogPostTag.count({ where: { tagId: llm.id } })).toBe(2);

    // Blog tags have no page of their own: a post shows the tag it has now.
    const visitor = await visitorPage(admin.browser);
    await visitor.goto(`${server.url}/blog/only-llms`);
    await visitor.getByRole('list', { name: 'Tags' }).getByText('LLM', { exact: true }).waitFor();
    await visitor.context().close();
  });

  it('merges a category from the keyboard on a 390 px phone, and its old page redirects to the one kept', async () => {
    const { server, browser } = admin;
    const [old, kept] = await Promise.all([
      server.prisma.blogCategory.create({ data: { slug: 'ai-news', name: 'AI news' } }),
      server.prisma.blogCategory.create({ data: { slug: 'ai', name: 'AI' } }),
    ]);
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'kim', name: 'Kim' } });
    await server.prisma.blogPost.create({
      data: {
        title: 'Merged news',
        slug: 'merged-news',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: old.id,
      },
    });
    const page = await openAdminPage(browser, server, { width: 390, height: 844 });
    await page.goto(`${server.url}/admin/categories`);
    const button = page.getByRole('button', { name: 'Merge into… (AI news into another category)' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Merge category “AI news”' });
    await dialog.getByRole('combobox', { name: 'Merge into' }).pressSequentially('ai');
    await dialog.getByRole('option', { name: 'AI (ai)', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByText('1 post will move to “AI”.').waitFor();
    await dialog.getByText('/blog/category/ai-news will redirect to /blog/category/ai.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Merge category' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('“AI news” was merged into “AI”.').waitFor();
    // Focus stays in the list, not on the page's body, though the row it was on is gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(
      (await server.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'merged-news' } })).categoryId,
    ).toBe(kept.id);
    const response = await fetch(`${server.url}/blog/category/ai-news`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, server.url).pathname).toBe('/blog/category/ai');
    await page.context().close();
  });
});

describe('choosing the other term', () => {
  it('merges a tag into one past the first 100, found by typing and chosen from the keyboard', async () => {
    const { server, page } = admin;
    // 150 tags: the list loads the first 100 by name; "Topic 142" is not among them.
    await server.prisma.blogTag.createMany({
      data: Array.from({ length: 150 }, (_, at) => {
        const number = String(at + 1).padStart(3, '0');
        return { slug: `topic-${number}`, name: `Topic ${number}` };
      }),
    });
    const [source, target] = await Promise.all([
      server.prisma.blogTag.findUniqueOrThrow({ where: { slug: 'topic-003' } }),
      server.prisma.blogTag.findUniqueOrThrow({ where: { slug: 'topic-142' } }),
    ]);
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'lin', name: 'Lin' } });
    const category = await server.prisma.blogCategory.create({ data: { slug: 'topics', name: 'Topics' } });
    await server.prisma.blogPost.create({
      data: {
        title: 'On topic three',
        slug: 'on-topic-three',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: category.id,
        tags: { create: [{ tagId: source.id }] },
      },
    });

    await page.goto(`${server.url}/admin/tags`);
    await page
      .getByRole('row', { name: /Topic 003/ })
      .getByText('1 post')
      .waitFor();
    expect(await page.getByRole('row', { name: /Topic 142/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Merge into… (Topic 003 into another tag)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge tag “Topic 003”' });
    const picker = dialog.getByRole('combobox', { name: 'Merge into' });
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await picker.getAttribute('aria-expanded')).toBe('false');

    // A search that finds nothing says so; one still on its way says it is loading.
    const release = await holdGraphQL(page, 'TermPickerQuery', { once: true });
    await picker.pressSequentially('no such');
    await dialog.getByText('Loading tags…').waitFor();
    release();
    await dialog.getByText('No matching tags').waitFor();
    await expectAccessible();

    // Typing finds the tag past the first 100; Down and Enter choose it.
    await picker.fill('');
    await picker.pressSequentially('142');
    const listbox = dialog.getByRole('listbox', { name: 'Merge into' });
    await listbox.getByRole('option', { name: 'Topic 142 (topic-142)' }).waitFor();
    expect(await picker.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    const active = await picker.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(
      await listbox.getByRole('option', { name: 'Topic 142 (topic-142)' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await dialog.locator(`[id="${active}"]`).textContent()).toContain('Topic 142');
    await expectAccessible();
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'hidden' });
    expect(await picker.inputValue()).toBe('Topic 142');
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    await dialog.getByText('1 post will be tagged “Topic 142”.').waitFor();
    // The term merged is not offered as its own target.
    await picker.fill('');
    await picker.pressSequentially('003');
    await dialog.getByText('No matching tags').waitFor();
    // Escape closes the list, not the dialog.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    await picker.fill('');
    await picker.pressSequentially('142');
    await listbox.getByRole('option', { name: 'Topic 142 (topic-142)' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByText('1 post will be tagged “Topic 142”.').waitFor();
    // Enter in the field, the list closed, sends the form.
    await page.keyboard.press('Enter');
    await page.getByText('“Topic 003” was merged into “Topic 142”.').waitFor();
    expect(await server.prisma.blogTag.count({ where: { id: source.id } })).toBe(0);
    expect(await server.prisma.blogPostTag.count({ where: { tagId: target.id } })).toBe(1);
  });
});

describe('authors', () => {
  it("refuse to overwrite another admin's save, keep what was typed, and save from the version saved since (with Ctrl+S)", async () => {
    const { server, page } = admin;
    const author = await server.prisma.blogAuthor.create({
      data: { slug: 'ada', name: 'Ada', bio: 'Wrote the first program.' },
    });
    await page.goto(`${server.url}/admin/authors`);
    await page.getByRole('row', { name: /Ada/ }).getByRole('button', { name: 'Edit Ada' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit author' });
    // Another admin saves the author while this dialog is open.
    await server.prisma.blogAuthor.update({
      where: { id: author.id },
      data: { bio: 'Their bio.', version: { increment: 1 }, savedById: (await otherAdmin(server)).id },
    });
    await saveRefusedAsStale(editor, { what: 'author', field: 'Bio', value: 'My bio.', save: 'Save' });
    expect(await server.prisma.blogAuthor.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({
      bio: 'Their bio.',
      version: 2,
    });
    await expectAccessible();

    // Opened again, the dialog shows their save, and saving over it is on purpose.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('row', { name: /Ada/ }).getByRole('button', { name: 'Edit Ada' }).click();
    expect(await editor.getByLabel('Bio').inputValue()).toBe('Their bio.');
    await editor.getByLabel('Bio').fill('My bio.');
    // Ctrl+S in the dialog saves, as its Save button says.
    expect(await editor.getByRole('button', { name: 'Save' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+S Meta+S',
    );
    await page.keyboard.press('Control+s');
    await page.getByText('Author “Ada” was saved.').waitFor();
    expect(await server.prisma.blogAuthor.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({
      bio: 'My bio.',
      version: 3,
    });
  });

  it('stays open when a text selection is dragged out of a field, and asks before Escape or a click beside it discards a change', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/authors`);
    await page.getByRole('button', { name: 'New author' }).click();
    const editor = page.getByRole('dialog', { name: 'New author' });
    const name = editor.getByLabel('Name');
    await name.fill('Grace Brewster Murray Hopper');
    // Selecting the name by dragging from its end leftwards, past the dialog's edge, and letting go there.
    const box = await name.boundingBox();
    if (!box) throw new Error('The Name field is not on the screen');
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(4, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    // The release is handled by the time up() returns; the dialog as it is after it is drawn by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await editor.isVisible()).toBe(true);
    expect(await name.inputValue()).toBe('Grace Brewster Murray Hopper');

    // With a change not saved, Escape asks first: keeping on gives focus back to the field.
    await name.focus();
    await page.keyboard.press('Escape');
    const question = editor.getByRole('alert').filter({ hasText: 'Discard your changes?' });
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep editing');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    // So does a click beside the dialog, which discarding then closes.
    await page.mouse.click(4, 4);
    await editor.getByRole('button', { name: 'Discard changes' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await admin.server.prisma.blogAuthor.count({ where: { name: { startsWith: 'Grace' } } })).toBe(0);

    // Unchanged, a click beside it closes it at once.
    await page.getByRole('button', { name: 'New author' }).click();
    await editor.getByLabel('Name').waitFor();
    await page.mouse.click(4, 4);
    await editor.waitFor({ state: 'detached' });
  });

  it('keep what was typed through a second sign-in, and forget the failure the ended session caused', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/authors`);
    await page.getByRole('button', { name: 'New author' }).click();
    const editor = page.getByRole('dialog', { name: 'New author' });
    await editor.getByLabel('Name').fill('Katherine Johnson');
    // The session ends on the server while the dialog is open.
    await server.prisma.session.deleteMany();
    await editor.getByRole('button', { name: 'Save' }).click();
    const signIn = page.getByRole('dialog', { name: AUTH.sessionEnded });
    await signIn.getByLabel('Password').fill(ADMIN.password);
    const failed = editor.getByRole('alert').filter({ hasText: CONTENT.saveFailed });
    await failed.waitFor();
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor({ state: 'detached' });
    expect(await editor.getByLabel('Name').inputValue()).toBe('Katherine Johnson');
    expect(await failed.count()).toBe(0);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Author “Katherine Johnson” was saved.').waitFor();
    expect(await server.prisma.blogAuthor.count({ where: { name: 'Katherine Johnson' } })).toBe(1);
  });
});
