// Moving a video another admin moved after the move dialog was opened, in
// Chromium: the dialog stays open and says who moved it and when (the
// conflict every editor shows), the video stays where they put it, and the
// list reloads; a move chosen again from there goes through.
import { describe, expect, it } from 'vitest';
import { MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage, VIDEOS } from '../../../domain/shared/messages';
import { adminSessionForFile, otherAdmin, savedByOtherAdmin } from '../../helpers/admin-browser';

const admin = adminSessionForFile();
const WORDS = MEDIA_SCREENS.moveVideo;

describe('moving a video another admin moved since the dialog was opened', () => {
  it('shows the conflict, naming them, keeps their move, then moves from the new version', async () => {
    const { server, page } = admin;
    await server.prisma.mediaFolder.createMany({
      data: [
        { kind: 'video', name: 'talks' },
        { kind: 'video', name: 'archive' },
      ],
    });
    const { id } = await server.prisma.video.create({
      data: { title: 'Keynote', url: '/media/videos/keynote.webm', status: 'READY' },
    });
    await page.goto(`${server.url}/admin/videos`);
    const card = page
      .getByRole('list', { name: 'Videos' })
      .getByRole('listitem')
      .filter({ hasText: 'Keynote' });
    await card.getByRole('button', { name: 'Move Keynote' }).click();
    const dialog = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'Keynote' }) });
    await dialog.getByLabel(WORDS.folder).selectOption('archive');

    // Another admin moves the video while this dialog is open.
    const theirs = await server.prisma.video.update({
      where: { id },
      data: { folder: 'talks', version: { increment: 1 }, savedById: (await otherAdmin(server)).id },
    });
    await dialog.getByRole('button', { name: WORDS.move }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: savedByOtherAdmin('video') })
      .waitFor();
    // Refused, not moved: the dialog stays, with the folder chosen, and no success is said.
    expect(await dialog.getByLabel(WORDS.folder).inputValue()).toBe('archive');
    expect(await page.getByRole('status').filter({ hasText: VIDEOS.moved }).count()).toBe(0);
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id } })).toEqual(theirs);
    // The list reloaded: the card shows where they put it.
    await card.getByText('talks').waitFor();

    // Chosen again, from the version the list now shows.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Move Keynote' }).click();
    await dialog.getByLabel(WORDS.folder).selectOption('archive');
    await dialog.getByRole('button', { name: WORDS.move }).click();
    await page.getByRole('status').filter({ hasText: VIDEOS.moved }).waitFor();
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      folder: 'archive',
      version: theirs.version + 1,
    });
  });
});
