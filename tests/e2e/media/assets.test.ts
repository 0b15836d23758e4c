// The image library in Chromium with real uploads (JPEGs made by sharp):
// dropped and chosen files with progress, folders, editing and moving,
// replacing a file and renaming a folder, a save refused when another admin
// saved the image since, the
// folder filter in the URL, deletion refused while a post, survey or author
// uses the image (each linked to where it is edited),
// the prompt before the tab is closed mid-upload, the phone layout, the
// keyboard and axe-core.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_NAME_MAX, imageTooLargeMessage, MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import {
  OTHER_ADMIN_EMAIL,
  openAdminPage,
  otherAdmin,
  saveRefusedAsStale,
} from '../../helpers/admin-browser';
import {
  closeAll,
  holdGraphQL,
  listenForAnnouncements,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { makeJpeg, renameButton, uploadProgress } from '../../helpers/media';
import { ADMIN } from '../../helpers/users';

let server: TestServer;
let browser: Browser;
let jpeg: Buffer;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  jpeg = await makeJpeg(640, 400);
});
afterAll(() => closeAll(browser, server));

const adminPage = (viewport?: { width: number; height: number }) => openAdminPage(browser, server, viewport);

const images = (page: Page) => page.getByRole('list', { name: 'Images' }).getByRole('listitem');

async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') })),
  );
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
}

describe('the image library', () => {
  it('uploads dropped and chosen images with progress per file, refusing what is not an image', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
    await page.getByText(MEDIA_SCREENS.images.empty).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dropFiles(page, [
      { name: 'harbor.jpg', type: 'image/jpeg', bytes: jpeg },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not an image') },
    ]);
    await page.getByText('notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image').waitFor();
    const uploads = page.getByRole('list', { name: MEDIA_SCREENS.images.uploads });
    await uploads.getByText('harbor.jpg').waitFor();
    await uploads.getByRole('progressbar', { name: uploadProgress('harbor.jpg', 'done') }).waitFor();
    // notes.txt did not go up either: the notice counts it, as it counts a file the server refuses
    // (below), rather than calling the drop a success beside the list of what was not uploaded.
    const notice = page.getByText(/^(Images uploaded successfully|\d of \d images uploaded)/);
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      formatMessage(MEDIA.partlyUploaded, { done: '1', total: '2', things: 'images' }),
    );

    await page
      .getByTestId('drop-zone')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'desk.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ]);
    await uploads.getByRole('progressbar', { name: uploadProgress('garden.jpg', 'done') }).waitFor();
    await uploads.getByRole('progressbar', { name: uploadProgress('desk.jpg', 'done') }).waitFor();
    await page.getByRole('status').filter({ hasText: MEDIA.imagesUploaded }).waitFor();
    await page.getByText('Showing 3 of 3 images').waitFor();

    // One of a batch refused by the server (its bytes are not an image): the notice says how many went.
    await page
      .getByTestId('drop-zone')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'pier.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        {
          name: 'renamed.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('not an image at all'.repeat(20)),
        },
      ]);
    await page
      .getByRole('alert')
      .filter({ hasText: '1 of 2 images uploaded: the list below says why the others were not' })
      .waitFor();
    await page.getByText('Showing 4 of 4 images').waitFor();
    // The later tests count on the three images above.
    await server.prisma.asset.deleteMany({ where: { name: 'pier' } });
    const card = images(page).filter({ hasText: 'desk' });
    expect(await card.locator('img').getAttribute('srcset')).toMatch(/ 480w/);
    expect(await card.locator('img').getAttribute('width')).toBe('640');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('creates a folder, edits and moves an image into it, and filters by folder in the URL', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    await page.getByText('Showing 3 of 3 images').waitFor();

    await page.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await page.getByText('Folder name cannot be empty').waitFor();
    await page.getByLabel(MEDIA_SCREENS.folders.newFolder).fill('Team Photos');
    await page.getByText('It will be named “team-photos”.').waitFor();
    await page.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await page.getByRole('status').filter({ hasText: 'Folder created successfully' }).waitFor();
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByRole('link', { name: /team-photos\s*0 images/ }).waitFor();

    await images(page).filter({ hasText: 'desk' }).getByRole('button', { name: 'Edit desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit image “desk”' });
    await dialog.getByText(`Uploaded by ${ADMIN.email}`).waitFor();
    // A field left empty is refused, with the keyboard put on it.
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save image' }).press('Enter');
    await dialog.getByText('Name is required').waitFor();
    expect(await dialog.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await dialog.getByLabel('Name').fill('Standing desk');
    expect(await dialog.getByText('Name is required').count()).toBe(0);
    await dialog.getByLabel('Alternative text').fill('A standing desk by a window');
    await dialog.getByLabel(MEDIA_SCREENS.editImage.folder).selectOption('team-photos');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save image' }).click();
    await page.getByRole('status').filter({ hasText: 'Image saved' }).waitFor();
    await folders.getByRole('link', { name: /team-photos\s*1 image\b/ }).waitFor();

    await folders.getByRole('link', { name: /team-photos/ }).click();
    await page.waitForURL(/\?folder=team-photos$/);
    await page.getByText('Showing 1 of 1 image').waitFor();
    await images(page).filter({ hasText: 'Standing desk' }).waitFor();
    expect(await images(page).count()).toBe(1);

    // Reloading keeps the filter; searching narrows the whole library.
    await page.reload();
    await page.getByText('Showing 1 of 1 image').waitFor();
    await page.goto(`${server.url}/admin/assets?q=garden`);
    await page.getByText('Showing 1 of 1 image').waitFor();
    await images(page).filter({ hasText: 'garden' }).waitFor();

    // The folder shown, renamed, stays shown under its new name; deleted, every image is shown.
    await page.goto(`${server.url}/admin/assets`);
    await folders.getByLabel(MEDIA_SCREENS.folders.newFolder).fill('short-lived');
    await folders.getByRole('button', { name: MEDIA_SCREENS.folders.create }).press('Enter');
    await folders.getByRole('link', { name: /short-lived/ }).click();
    await page.waitForURL(/\?folder=short-lived$/);
    await folders.getByRole('button', { name: renameButton('short-lived') }).click();
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: 'short-lived' }),
    });
    await rename.getByLabel(MEDIA_SCREENS.folders.name).fill('Brief Stay');
    await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
    await page.waitForURL(/\?folder=brief-stay$/);
    await page.getByText('Showing 0 of 0 images').waitFor();
    await folders.getByRole('button', { name: 'Delete folder brief-stay' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this folder?' })
      .getByRole('button', { name: 'Delete folder' })
      .click();
    await page.waitForURL(`${server.url}/admin/assets`);
    await page.getByText(/^Showing \d+ of [1-9]\d* images$/).waitFor();

    // A folder with images is not deleted.
    await page.goto(`${server.url}/admin/assets`);
    await folders.getByRole('button', { name: 'Delete folder team-photos' }).click();
    // Titled for what it is: nothing can be deleted, and the dialog says why.
    const confirm = page.getByRole('dialog', { name: MEDIA.folderCannotBeDeleted });
    await confirm.getByText(MEDIA.folderNotEmpty).waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete folder' }).isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('refuses in the browser, before anything is sent, an image over IMAGE_MAX_MB and a folder name over its 100 characters', async () => {
    // One test, one sign-in: the file's tests sign in more often than the sign-in limit's 10 a minute.
    const page = await adminPage();
    const uploadsSent: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['content-type']?.startsWith('multipart/form-data'))
        uploadsSent.push(request.url());
    });
    await page.goto(`${server.url}/admin/assets`);
    await page.getByText('Showing 3 of 3 images').waitFor();
    // One byte over the server's default 20 MB: refused by its size alone, so its bytes need be no image.
    const tooLarge = Buffer.alloc(20 * 1024 * 1024 + 1);
    await page
      .getByTestId('drop-zone')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: tooLarge }]);
    await page.getByText(imageTooLargeMessage({ name: 'poster.jpg' }, 20 * 1024 * 1024)).waitFor();
    expect(uploadsSent).toEqual([]);
    await page.getByText('Showing 3 of 3 images').waitFor();

    const sent: string[] = [];
    page.on('request', (request) => {
      const operation = /"operationName":"(FolderPanel\w+Mutation)"/.exec(request.postData() ?? '')?.[1];
      if (operation) sent.push(operation);
    });
    await page.goto(`${server.url}/admin/assets`);
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByLabel(MEDIA_SCREENS.folders.newFolder).fill('a'.repeat(FOLDER_NAME_MAX + 1));
    await folders.getByText('101 of 100 characters').waitFor();
    await folders.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await folders.getByText('Please use at most 100 characters').waitFor();
    expect(sent).toEqual([]);

    // The rename dialog counts and refuses the same way, then sends a name within the limit.
    await folders.getByLabel(MEDIA_SCREENS.folders.newFolder).fill('to-be-renamed');
    await folders.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await page.getByRole('status').filter({ hasText: 'Folder created successfully' }).waitFor();
    await folders.getByRole('button', { name: renameButton('to-be-renamed') }).click();
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: 'to-be-renamed' }),
    });
    await rename.getByLabel(MEDIA_SCREENS.folders.name).fill('b'.repeat(FOLDER_NAME_MAX + 1));
    await rename.getByText('101 of 100 characters').waitFor();
    await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
    await rename.getByText('Please use at most 100 characters').waitFor();
    expect(sent).toEqual(['FolderPanelCreateMutation']);
    await rename.getByLabel(MEDIA_SCREENS.folders.name).fill('b'.repeat(FOLDER_NAME_MAX));
    await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
    await folders.getByRole('link', { name: new RegExp(`^${'b'.repeat(FOLDER_NAME_MAX)}`) }).waitFor();
    expect(sent).toEqual(['FolderPanelCreateMutation', 'FolderPanelRenameMutation']);
    await page.context().close();
  });

  it('counts a folder name as it will be stored, and shows that name, in the new-folder field and the rename dialog', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    // 104 characters typed, 95 once the rule made them: within the limit, and counted so.
    const typed = `  ${'A'.repeat(95)} !!! `;
    const stored = 'a'.repeat(95);
    await folders.getByLabel(MEDIA_SCREENS.folders.newFolder).fill(typed);
    await folders.getByText('95 of 100 characters').waitFor();
    await folders.getByText(`It will be named “${stored}”.`).waitFor();
    expect(await folders.getByText(/104 of 100/).count()).toBe(0);
    await folders.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await page.getByRole('status').filter({ hasText: 'Folder created successfully' }).waitFor();

    await folders.getByRole('button', { name: renameButton(stored) }).click();
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: stored }),
    });
    await rename.getByLabel(MEDIA_SCREENS.folders.name).fill(`${'B'.repeat(92)} ? `);
    await rename.getByText('92 of 100 characters').waitFor();
    await rename.getByText(`It will be named “${'b'.repeat(92)}”.`).waitFor();
    await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
    await folders.getByRole('link', { name: new RegExp(`^${'b'.repeat(92)}\\s`) }).waitFor();
    await page.context().close();
  });

  it('refuses to delete an image a post, a survey and an author use, links to each, and removes it everywhere when confirmed', async () => {
    const asset = await server.prisma.asset.findFirstOrThrow({ where: { name: 'garden' } });
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Garden notes',
        slug: 'garden-notes',
        content: `<p>Spring.</p><img src="${asset.url}" alt="The garden">`,
        imageUrl: asset.url,
      },
    });
    const survey = await server.prisma.survey.create({
      data: {
        title: 'Garden survey',
        isActive: true,
        questions: {
          create: {
            questionText: `<p>Our garden:</p><img src="${asset.url}" alt="The garden">`,
            questionType: 'text_only',
            orderNumber: 1,
          },
        },
      },
    });
    const author = await server.prisma.blogAuthor.create({
      data: { name: 'Gardener', slug: 'gardener', avatarUrl: asset.url },
    });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    await images(page).filter({ hasText: 'garden' }).getByRole('button', { name: 'Delete garden' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    dialog = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.deleteMedia.inUseTitle, { kind: 'image' }),
    });
    await dialog.getByText('This image is used by 1 post, 1 survey and 1 author').waitFor();
    // Each use links to where it is edited: the post's editor, the survey's builder, the authors.
    expect(await dialog.getByRole('link', { name: 'Garden notes (post)' }).getAttribute('href')).toBe(
      `/admin/posts/${post.id}`,
    );
    expect(await dialog.getByRole('link', { name: 'Garden survey (survey)' }).getAttribute('href')).toBe(
      `/admin/surveys/${survey.id}`,
    );
    expect(await dialog.getByRole('link', { name: 'Gardener (author)' }).getAttribute('href')).toBe(
      '/admin/authors',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog
      .getByRole('button', {
        name: formatMessage(MEDIA_SCREENS.deleteMedia.removeAndDelete, {
          count: '1 post, 1 survey and 1 author',
        }),
      })
      .click();
    await page.getByRole('status').filter({ hasText: 'Image deleted' }).waitFor();
    await page.getByText('Showing 2 of 2 images').waitFor();
    const after = await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(after.imageUrl).toBeNull();
    expect(after.content).not.toContain(asset.url);
    const question = await server.prisma.question.findFirstOrThrow({ where: { surveyId: survey.id } });
    expect(question.questionText).toBe('<p>Our garden:</p>');
    expect(
      (await server.prisma.blogAuthor.findUniqueOrThrow({ where: { id: author.id } })).avatarUrl,
    ).toBeNull();
    await page.context().close();
  });

  it('replaces an image file under the same address, and renames a folder keeping its images', async () => {
    const before = await server.prisma.asset.findFirstOrThrow({ where: { name: 'harbor' } });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    const card = images(page).filter({ hasText: 'harbor' });
    await card.getByText('640×400').waitFor();
    await card.getByRole('button', { name: 'Edit harbor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit image “harbor”' });
    await dialog.getByLabel('Name').waitFor();
    const heard = await listenForAnnouncements(page);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'harbor-wide.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(800, 300) });
    // Read out, not only shown: the dialog stays open, with the focus where it was.
    await expect
      .poll(heard)
      .toContain('The file was replaced with harbor-wide.jpg; the address stays the same.');
    // The preview shows the new picture (800×300), not the one the browser loaded at the same address.
    const preview = await dialog.locator('img').first().elementHandle();
    await page.waitForFunction(
      (img) =>
        img instanceof HTMLImageElement && img.complete && img.naturalWidth * 300 === img.naturalHeight * 800,
      preview,
    );
    // The new file is a new version: saving the details next is made from it, not refused as stale.
    await dialog.getByLabel('Alternative text').fill('A wide harbor');
    await dialog.getByRole('button', { name: 'Save image' }).click();
    await page.getByRole('status').filter({ hasText: 'Image saved' }).waitFor();
    await card.getByText('800×300').waitFor();
    const after = await server.prisma.asset.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({ altDescription: 'A wide harbor', version: before.version + 2 });
    expect(after.url).toBe(before.url);
    expect({ width: after.width, height: after.height }).toEqual({ width: 800, height: 300 });
    expect(await card.locator('img').getAttribute('width')).toBe('800');

    const folders = page.getByRole('region', { name: MEDIA_SCREENS.folders.heading });
    await folders.getByRole('button', { name: renameButton('team-photos') }).click();
    const rename = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.folders.renameTitle, { name: 'team-photos' }),
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await rename.getByLabel(MEDIA_SCREENS.folders.name).fill('Office Photos');
    await rename.getByRole('button', { name: MEDIA_SCREENS.folders.renameSubmit }).click();
    await page.getByRole('status').filter({ hasText: 'Folder renamed' }).waitFor();
    await folders.getByRole('link', { name: /office-photos\s*1 image\b/ }).waitFor();
    expect(await folders.getByRole('link', { name: /team-photos/ }).count()).toBe(0);
    expect((await server.prisma.asset.findFirstOrThrow({ where: { name: 'Standing desk' } })).folder).toBe(
      'office-photos',
    );
    await page.context().close();
  });

  it('asks before the tab is reloaded while an image is still uploading, and not once it is done', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    await page.getByText('Showing 2 of 2 images').waitFor();
    // The upload's request is held back, as on a slow connection.
    const release = await holdGraphQL(page, (request) =>
      Boolean(request.headers()['content-type']?.startsWith('multipart/form-data')),
    );
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', { name: formatMessage(MEDIA_SCREENS.library.choose, { things: 'images' }) })
      .click();
    await (await chooser).setFiles({ name: 'slow.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const uploads = page.getByRole('list', { name: MEDIA_SCREENS.images.uploads });
    await uploads.getByText('slow.jpg').waitFor();

    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.location.reload());
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    expect(await uploads.getByText('slow.jpg').isVisible()).toBe(true);

    release();
    await uploads.getByRole('progressbar', { name: uploadProgress('slow.jpg', 'done') }).waitFor();
    await page.reload();
    await page.getByText('Showing 3 of 3 images').waitFor();
    expect(prompts).toEqual(['beforeunload']);
    await page.context().close();
  });

  it("refuses to undo another admin's save, keeps what was typed, and saves from the version saved since", async () => {
    const harbor = await server.prisma.asset.findFirstOrThrow({ where: { name: 'harbor' } });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/assets`);
    const edit = () =>
      images(page).filter({ hasText: 'harbor' }).getByRole('button', { name: 'Edit harbor' }).click();
    await edit();
    const dialog = page.getByRole('dialog', { name: 'Edit image “harbor”' });
    // Another admin describes the image while this dialog is open.
    await server.prisma.asset.update({
      where: { id: harbor.id },
      data: {
        altDescription: 'Boats at dusk',
        version: { increment: 1 },
        savedById: (await otherAdmin(server)).id,
      },
    });
    await saveRefusedAsStale(dialog, {
      what: 'image',
      field: 'Alternative text',
      value: 'A harbor',
      save: 'Save image',
    });
    expect(await server.prisma.asset.findUniqueOrThrow({ where: { id: harbor.id } })).toMatchObject({
      altDescription: 'Boats at dusk',
      version: harbor.version + 1,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Opened again, the dialog shows their text, and saving over it is on purpose.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await edit();
    expect(await dialog.getByLabel('Alternative text').inputValue()).toBe('Boats at dusk');
    await dialog.getByText(`Last saved by ${OTHER_ADMIN_EMAIL}`).waitFor();
    await dialog.getByLabel('Alternative text').fill('A harbor');
    await dialog.getByRole('button', { name: 'Save image' }).click();
    await page.getByRole('status').filter({ hasText: 'Image saved' }).waitFor();
    expect(await server.prisma.asset.findUniqueOrThrow({ where: { id: harbor.id } })).toMatchObject({
      altDescription: 'A harbor',
      version: harbor.version + 2,
    });
    await page.context().close();
  });

  it('works on a phone and with the keyboard', async () => {
    // A folder name as long as allowed (100 characters) wraps, not wider than the screen.
    await server.prisma.mediaFolder.create({
      data: { kind: 'image', name: 'workshop-photos-from-the-spring-and-autumn-cohorts-'.padEnd(100, 'x') },
    });
    const page = await adminPage({ width: 375, height: 800 });
    await page.goto(`${server.url}/admin/assets`);
    await page.getByText('Showing 3 of 3 images').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const edit = images(page).filter({ hasText: 'harbor' }).getByRole('button', { name: 'Edit harbor' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit image “harbor”' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await edit.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('keeps the images shown with Show more when the list reloads after a delete', async () => {
    const extra = Array.from({ length: 30 }, (_, index) => ({
      name: `bulk-${String(index).padStart(2, '0')}`,
      url: `/media/assets/bulk-${index}`,
    }));
    await server.prisma.asset.createMany({ data: extra });
    const total = await server.prisma.asset.count();
    const page = await adminPage();
    try {
      await page.goto(`${server.url}/admin/assets`);
      await page.getByText(`Showing 24 of ${total} images`).waitFor();
      await page.getByRole('button', { name: 'Show more' }).click();
      await page.getByText(`Showing ${total} of ${total} images`).waitFor();
      await images(page)
        .filter({ hasText: 'bulk-00' })
        .getByRole('button', { name: 'Delete bulk-00' })
        .click();
      await page
        .getByRole('dialog', { name: 'Delete this image?' })
        .getByRole('button', { name: 'Delete image' })
        .click();
      await page.getByRole('status').filter({ hasText: 'Image deleted' }).waitFor();
      // Not back to the first page: every image still there is still shown.
      await page.getByText(`Showing ${total - 1} of ${total - 1} images`).waitFor();
    } finally {
      await page.context().close();
      await server.prisma.asset.deleteMany({ where: { name: { startsWith: 'bulk-' } } });
    }
  });
});
