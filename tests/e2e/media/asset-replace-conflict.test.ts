// Replacing the file of an image another admin saved after the edit dialog
// was opened, in Chromium: the dialog says what changed, when and by whom (the
// conflict every editor shows), and nothing changes: the image keeps their
// save and its file, and storage keeps no copy of the file sent.
import { describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import { storeAsset } from '../../../server/modules/media/assets';
import { adminSessionForFile, otherAdmin, savedByOtherAdmin } from '../../helpers/admin-browser';
import { makeJpeg, storedKeys } from '../../helpers/media';

const admin = adminSessionForFile();

describe('replacing the file of an image another admin saved since the dialog was opened', () => {
  it('shows the conflict, naming them and when, and changes nothing', async () => {
    const { server, page } = admin;
    const id = await storeAsset(server.prisma, server.services.storage, await makeJpeg(640, 400), {
      fileName: 'lighthouse.jpg',
      folder: null,
      createdAt: new Date(),
    });
    await page.goto(`${server.url}/admin/assets`);
    await page
      .getByRole('list', { name: 'Images' })
      .getByRole('listitem')
      .filter({ hasText: 'lighthouse' })
      .getByRole('button', { name: 'Edit lighthouse' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit image “lighthouse”' });
    await dialog.getByLabel('Name').waitFor();

    // Another admin describes the image while this dialog is open.
    const theirs = await server.prisma.asset.update({
      where: { id },
      data: {
        altDescription: 'A lighthouse at dawn',
        version: { increment: 1 },
        savedById: (await otherAdmin(server)).id,
      },
    });
    const files = storedKeys({ mediaDir: server.config.media.dir });

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'lighthouse-wide.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(800, 300),
    });
    await dialog
      .getByRole('alert')
      .filter({ hasText: savedByOtherAdmin('image') })
      .waitFor();
    // Refused, not replaced: no progress left, no word of a new file, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Replace file' }).waitFor();
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    expect(
      await dialog.getByText(formatMessage(MEDIA.fileReplaced, { name: 'lighthouse-wide.jpg' })).count(),
    ).toBe(0);

    expect(await server.prisma.asset.findUniqueOrThrow({ where: { id } })).toEqual(theirs);
    expect(storedKeys({ mediaDir: server.config.media.dir })).toEqual(files);
  });
});
