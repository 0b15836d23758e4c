// Replace file in the video's edit dialog, by keyboard: the new file is sent
// with its progress, processed with its progress in the dialog, and the
// video keeps its title while its permanent address plays the new file; a
// replace from a version another admin saved since is refused in the dialog.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage, VIDEOS } from '../../../domain/shared/messages';
import { openAdminPage, otherAdmin, savedByOtherAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { makeVideo, uploadProgress } from '../../helpers/media';

// ffmpeg encodes for real, on a machine other tests share.
vi.setConfig({ testTimeout: 150_000 });

let server: TestServer;
let browser: Browser;
let clip: string;
let betterCut: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true, jobs: true }));
  clip = makeVideo(1, { width: 320, height: 240, fps: 24 });
  betterCut = makeVideo(2, { width: 640, height: 360, fps: 24 });
}, 120_000);
afterAll(async () => {
  await closeAll(browser, server);
  for (const file of [clip, betterCut])
    if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const WORDS = MEDIA_SCREENS.editVideo;
const cards = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');

/**
 * Tabs to the dialog's Replace file button, presses Enter and chooses `file` in the file chooser it
 * opens. The page takes its choosers from the start (`choosing`): a listener added just before the key
 * press may be switched on in the browser after the chooser has opened.
 */
async function replaceByKeyboard(page: Page, file: string) {
  const button = page.getByRole('button', { name: WORDS.replace });
  const focused = () => button.evaluate((element) => element === document.activeElement);
  for (let tab = 0; tab < 30 && !(await focused()); tab++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
  const chosen = new Promise<void>((resolve) => {
    choosing = async (chooser) => {
      await chooser.setFiles(file);
      resolve();
    };
  });
  await page.keyboard.press('Enter');
  await chosen;
}

let choosing: ((chooser: FileChooser) => Promise<void>) | null = null;

describe('replacing a video’s file', () => {
  it('sends and processes the new file from the edit dialog, keeping the title, and refuses a stale replace', async () => {
    const page = await openAdminPage(browser, server);
    page.on('filechooser', (chooser) => void choosing?.(chooser));
    await page.goto(`${server.url}/admin/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(clip);
    await page
      .getByRole('list', { name: MEDIA_SCREENS.videos.uploads })
      .getByRole('progressbar', { name: uploadProgress('clip.mp4', 'done') })
      .waitFor();
    const card = cards(page).filter({ hasText: 'clip' });
    await card.getByText(/320×240/).waitFor({ timeout: 90_000 });
    const before = await server.prisma.video.findFirstOrThrow();

    await card.getByRole('button', { name: 'Edit clip' }).click();
    const editor = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'clip' }) });
    await editor.getByText(WORDS.replaceHint).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await replaceByKeyboard(page, betterCut);
    await editor.getByText(formatMessage(MEDIA.newVideoFileSent, { name: 'clip.mp4' })).waitFor();
    // Followed on the videoProcessing subscription in the dialog, to its end.
    await editor.getByText(formatMessage(VIDEOS.processed, { title: 'clip' })).waitFor({ timeout: 90_000 });
    const after = await server.prisma.video.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({ status: 'READY', title: 'clip', resolution: '640x360' });
    expect(after.url).not.toBe(before.url);
    expect(after.version).toBe(before.version + 1);
    await card.getByText(/640×360/).waitFor();
    // The permanent address plays the new file.
    const address = await page.request.get(`${server.url}/media/videos/${before.id}`, { maxRedirects: 0 });
    expect(address.headers().location).toBe(after.url);

    // A save after the replace is made from the version the replace made.
    await editor.getByLabel(WORDS.videoTitle).fill('Better cut');
    await editor.getByRole('button', { name: WORDS.save }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      title: 'Better cut',
      version: after.version + 1,
      url: after.url,
    });

    // Another admin saves the video while this one has the dialog open: the replace is refused.
    await cards(page)
      .filter({ hasText: 'Better cut' })
      .getByRole('button', { name: 'Edit Better cut' })
      .click();
    const again = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'Better cut' }) });
    await again.getByText(WORDS.replaceHint).waitFor();
    await server.prisma.video.update({
      where: { id: before.id },
      data: {
        description: 'Their words',
        version: { increment: 1 },
        savedById: (await otherAdmin(server)).id,
      },
    });
    await replaceByKeyboard(page, clip);
    await again.getByText(savedByOtherAdmin('video')).waitFor();
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      url: after.url,
      status: 'READY',
      version: after.version + 2,
    });
    await page.context().close();
  });

  it('shows the new file’s processing, not the stopped one it replaced, on the video’s card', async () => {
    const page = await openAdminPage(browser, server);
    page.on('filechooser', (chooser) => void choosing?.(chooser));
    await page.goto(`${server.url}/admin/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(clip);
    const card = cards(page).filter({ has: page.getByRole('button', { name: 'Edit clip' }) });
    await card.getByText(/320×240/).waitFor({ timeout: 90_000 });
    // Its processing stopped for good (the server running its job stopped) after its file was stored.
    const stuck = await server.prisma.video.findFirstOrThrow({ where: { title: 'clip' } });
    await server.prisma.video.update({ where: { id: stuck.id }, data: { status: 'PROCESSING' } });
    await server.prisma.job.update({ where: { id: stuck.jobId! }, data: { status: 'failed' } });
    await page.reload();
    await card.getByText(MEDIA.processingStopped).waitFor();

    await card.getByRole('button', { name: 'Edit clip' }).click();
    const editor = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'clip' }) });
    await editor.getByText(WORDS.replaceHint).waitFor();
    await replaceByKeyboard(page, betterCut);
    await editor.getByText(formatMessage(VIDEOS.processed, { title: 'clip' })).waitFor({ timeout: 90_000 });
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id: stuck.id } })).toMatchObject({
      status: 'READY',
      resolution: '640x360',
    });
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    // The card shows the new file, processed: no longer stopped, nothing to process again.
    await card.getByText(/640×360/).waitFor();
    expect(await card.getByText(MEDIA.processingStopped).count()).toBe(0);
    expect(await card.getByRole('button', { name: `${MEDIA_SCREENS.card.processAgain} clip` }).count()).toBe(
      0,
    );
    await page.context().close();
  });

  it('shows a video’s processing under way in its edit dialog, where a new file waits for it to end', async () => {
    // Queued for later: no runner takes it during the test.
    const id = crypto.randomUUID();
    const job = await server.prisma.job.create({
      data: { kind: 'media.video', payload: { videoId: id }, runAfter: new Date('2100-01-01') },
    });
    await server.prisma.video.create({
      data: { id, title: 'Queued cut', url: '', status: 'PROCESSING', jobId: job.id },
    });
    const page = await openAdminPage(browser, server);
    await page.goto(`${server.url}/admin/videos`);
    const card = cards(page).filter({ has: page.getByRole('button', { name: 'Edit Queued cut' }) });
    const progress = formatMessage(MEDIA_SCREENS.processing.progress, { title: 'Queued cut' });
    await card.getByRole('progressbar', { name: progress }).waitFor();

    await card.getByRole('button', { name: 'Edit Queued cut' }).click();
    const editor = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'Queued cut' }) });
    await editor.getByText(WORDS.replaceHint).waitFor();
    // The dialog shows the processing under way, as the card does, and Replace file waits for it.
    await editor.getByRole('progressbar', { name: progress }).waitFor();
    await editor.getByText(MEDIA_SCREENS.processing.stages.queued).waitFor();
    expect(await editor.getByRole('button', { name: WORDS.replace }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.context().close();
  });
});
