// The image library for keyboard and screen-reader users: a confirmation
// that turns into another question moves the keyboard off its destructive
// button and says why; every notice is announced, a repeated one too; the
// New folder field's refusal is announced, replaces what was shown before
// and takes the keyboard to the field, as a refused rename does; folder names can be read beside their buttons on a laptop. Each
// test makes its own images and folders.
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { focusedForScreenReader, listenForAnnouncements } from '../../helpers/browser';
import { renameButton } from '../../helpers/media';

const admin = adminSessionForFile();

afterEach(async () => {
  await admin.server.prisma.blogPost.deleteMany();
  await admin.server.prisma.asset.deleteMany();
  await admin.server.prisma.mediaFolder.deleteMany();
});

const addImage = (name: string, folder?: string) =>
  admin.server.prisma.asset.create({ data: { name, url: `/media/assets/${name}`, folder } });

async function openLibrary() {
  const { page, server } = admin;
  await page.goto(`${server.url}/admin/assets`);
  await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
  return page;
}

describe('the image library, by keyboard and screen reader', () => {
  it('says what images are for: posts and courses', async () => {
    const page = await openLibrary();
    await page.getByText('Upload images once and use them in posts and courses.').waitFor();
  });

  it('moves the keyboard to Cancel when deleting turns into removing an image in use, and reads out why', async () => {
    const image = await addImage('lighthouse');
    await admin.server.prisma.blogPost.create({
      data: { title: 'Harbour walk', slug: 'harbour-walk', content: '<p>Out.</p>', imageUrl: image.url },
    });
    const page = await openLibrary();
    await page.getByRole('button', { name: 'Delete lighthouse' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Delete image' })
      .press('Enter');
    const dialog = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.deleteMedia.inUseTitle, { kind: 'image' }),
    });
    await dialog
      .getByRole('button', {
        name: formatMessage(MEDIA_SCREENS.deleteMedia.removeAndDelete, { count: '1 post' }),
      })
      .waitFor();
    // Enter again would take the image out of the post: the keyboard is no longer on that button.
    await expect.poll(async () => (await focusedForScreenReader(page))?.name).toBe('Cancel');
    const { description } = (await focusedForScreenReader(page))!;
    expect(description).toContain('This image is used by 1 post');
    expect(description).toContain('Harbour walk');
    expect(description).toContain('This cannot be undone.');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await admin.server.prisma.asset.count()).toBe(1);
  });

  it('announces a notice again when it says the same again', async () => {
    await addImage('kettle');
    await admin.server.prisma.mediaFolder.create({ data: { kind: 'image', name: 'kitchen' } });
    const page = await openLibrary();
    const heard = await listenForAnnouncements(page);
    const dialog = page.getByRole('dialog', { name: 'Edit image “kettle”' });
    for (const alt of ['A kettle', 'A steel kettle']) {
      await page.getByRole('button', { name: 'Edit kettle' }).click();
      await dialog.getByLabel('Alternative text').fill(alt);
      await dialog.getByRole('button', { name: 'Save image' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'Image saved' }).waitFor();
    }
    await expect.poll(async () => (await heard()).filter((text) => text === 'Image saved')).toHaveLength(2);

    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    for (const [was, name] of [
      ['kitchen', 'pantry'],
      ['pantry', 'larder'],
    ] as const) {
      await folders.getByRole('button', { name: renameButton(was) }).click();
      const rename = page.getByRole('dialog', {
        name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: was }),
      });
      await rename.getByLabel(MEDIA_SCREENS.folders.name).fill(name);
      await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
      await folders.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    }
    await expect
      .poll(async () => (await heard()).filter((text) => text === 'Folder renamed'))
      .toHaveLength(2);
  });

  it('announces a refused folder name, and shows only the latest message', async () => {
    const page = await openLibrary();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    const field = folders.getByLabel(MEDIA_SCREENS.folders.newFolder);
    const created = page.getByRole('status').filter({ hasText: 'Folder created successfully' });
    await field.fill('Receipts');
    await field.press('Enter');
    await created.waitFor();
    const heard = await listenForAnnouncements(page);

    // Enter in the empty field: the keyboard stays there, so the refusal must be read out.
    await field.press('Enter');
    await folders.getByText('Folder name cannot be empty').waitFor();
    await expect.poll(heard).toContain('Folder name cannot be empty');
    expect(await created.count()).toBe(0);

    await field.fill('Invoices');
    await field.press('Enter');
    await created.waitFor();
    await folders.getByRole('link', { name: /^invoices/ }).waitFor();
    expect(await page.getByText('Folder name cannot be empty').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('gives the keyboard to the New folder field when Create folder refuses its name, as other forms do', async () => {
    const page = await openLibrary();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await folders.getByText('Folder name cannot be empty').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.ariaInvalid)).toBe(
      'true',
    );
    expect(
      await folders
        .getByLabel(MEDIA_SCREENS.folders.newFolder)
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
  });

  it('gives the keyboard back to the name field when a folder rename is refused, with the message linked to it', async () => {
    for (const name of ['archive', 'drafts']) {
      await admin.server.prisma.mediaFolder.create({ data: { kind: 'image', name } });
    }
    const page = await openLibrary();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByRole('button', { name: renameButton('drafts') }).click();
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: 'drafts' }),
    });
    const field = rename.getByLabel(MEDIA_SCREENS.folders.name);
    const submit = rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit });
    // Refused by the server (a name taken), then in the browser (no name): each time from the button.
    for (const [typed, message] of [
      ['archive', MEDIA.folderExists],
      ['', 'Folder name cannot be empty'],
    ] as const) {
      await field.fill(typed);
      await submit.focus();
      await page.keyboard.press('Enter');
      await rename.getByText(message).waitFor();
      await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
      const focused = (await focusedForScreenReader(page))!;
      expect(focused.description).toContain(message);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(
      (await admin.server.prisma.mediaFolder.findMany({ orderBy: { name: 'asc' } })).map((f) => f.name),
    ).toEqual(['archive', 'drafts']);
  });

  it('asks before Escape loses a folder name typed in the rename dialog, as other form dialogs do', async () => {
    await admin.server.prisma.mediaFolder.create({ data: { kind: 'image', name: 'receipts' } });
    const page = await openLibrary();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByRole('button', { name: renameButton('receipts') }).press('Enter');
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: 'receipts' }),
    });
    const field = rename.getByLabel(MEDIA_SCREENS.folders.name);
    await field.fill('invoices');
    await page.keyboard.press('Escape');
    const question = rename.getByRole('alert').filter({ hasText: 'Discard your changes?' });
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('invoices');
    await field.fill('receipts');
    await page.keyboard.press('Escape');
    await rename.waitFor({ state: 'detached' });
  });

  it('shows folder names whole beside their buttons on a laptop, and within the screen on a phone', async () => {
    for (const name of ['drafts', 'client-workshops-2024', 'x'.repeat(100)]) {
      await admin.server.prisma.mediaFolder.create({ data: { kind: 'image', name } });
    }
    await addImage('map', 'drafts');
    const page = await openLibrary();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    const cut = () =>
      folders.evaluate((region) =>
        [...region.querySelectorAll('a span')]
          .filter((span) => !span.closest('.sr-only'))
          .filter(
            (span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1,
          )
          .map((span) => span.textContent),
      );
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await folders.getByRole('link', { name: /^drafts\s*1 image/ }).waitFor();
      expect(await cut()).toEqual([]);
      const name = folders.getByText('client-workshops-2024', { exact: true });
      // Readable: at least the width of its words, not a letter and an ellipsis.
      expect((await name.boundingBox())!.width).toBeGreaterThan(100);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
});
