// Terms in the back-office, in Chromium: a used category is deleted only by
// moving its posts, as the dialog says; a taken slug is refused; a stale
// save is refused; a dialog survives a text selection dragged out of it,
// and asks before Escape or a click beside it discards what was typed; what
// was typed outlasts a session that ends, and the failure that caused does not.
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { AUTH } from '../../../domain/shared/messages';
import { adminSessionForFile, otherAdmin, saveRefusedAsStale } from '../../helpers/admin-browser';
import { seriousAxeViolations } from '../../helpers/browser';
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
    await dialog.getByLabel('Move the 1 post to').selectOption({ label: 'Updates' });
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
    await page.waitForTimeout(100);
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
