// Every admin file chooser pressed as soon as it shows opens the chooser:
// the back-office renders in the browser only (no server markup to press
// before hydration), and no chooser waits on code or data loaded later.
// (The images screens' size limit comes with the page's own query: a file
// too large is refused when chosen, never by a button waiting for it.)
//
// The page listens for choosers before anything loads. A listener added
// just before the press is switched on in the browser asynchronously, and
// the chooser of a press that comes first opens natively, which headless
// Chromium shows nowhere: a harness's "lost" press, not the app's.
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import { storeAsset } from '../../../server/modules/media/assets';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { makeJpeg } from '../../helpers/media';

const admin = adminSessionForFile();

/** The next file chooser the page opens. */
const nextChooser = (page: Page) => new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
const choose = (things: string) => ({ name: formatMessage(MEDIA_SCREENS.library.choose, { things }) });

describe('admin file choosers pressed as soon as they show', () => {
  it('open the chooser in both media libraries, their edit dialogs and the CSV import', async () => {
    const { server, page } = admin;
    page.on('filechooser', () => {});
    await server.prisma.video.create({
      data: { title: 'Keynote', url: '/media/videos/keynote.webm', status: 'READY' },
    });
    await storeAsset(server.prisma, server.services.storage, await makeJpeg(64, 40), {
      fileName: 'lighthouse.jpg',
      folder: null,
      createdAt: new Date(),
    });

    const libraries = [
      { path: 'videos', things: 'videos', item: 'Keynote', replace: MEDIA_SCREENS.editVideo.replace },
      { path: 'assets', things: 'images', item: 'lighthouse', replace: MEDIA_SCREENS.editImage.replace },
    ];
    for (const { path, things, item, replace } of libraries) {
      await page.goto(`${server.url}/admin/${path}`);
      const many = nextChooser(page);
      await page.getByRole('button', choose(things)).click();
      expect((await many).isMultiple(), things).toBe(true);
      await page.getByRole('button', { name: `Edit ${item}` }).click();
      const one = nextChooser(page);
      await page.getByRole('button', { name: replace }).click();
      expect((await one).isMultiple(), replace).toBe(false);
    }

    await page.goto(`${server.url}/admin/crm/contacts/import`);
    const csv = nextChooser(page);
    await page.getByLabel('CSV file').click();
    expect(await (await csv).element().getAttribute('id')).toBe('import-file');
  });
});
