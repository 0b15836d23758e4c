// Terms in the back-office, in Chromium: a used category is deleted only by
// moving its posts, as the dialog says; a taken slug is refused.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { seriousAxeViolations } from '../../helpers/browser';

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
    await editor.getByRole('button', { name: 'Cancel' }).click();

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
