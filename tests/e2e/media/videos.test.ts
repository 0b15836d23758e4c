// The video library in Chromium with a real clip (made by ffmpeg): a folder,
// a resumable tus upload with progress, the server's processing progress
// pushed to the card, the metadata editor, moving, deleting, the refusals of
// the drop zone, and axe-core.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBytes, MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { formatMessage, VIDEOS } from '../../../domain/shared/messages';
import { storageKey } from '../../../server/services/storage/keys';
import {
  OTHER_ADMIN_EMAIL,
  openAdminPage,
  otherAdmin,
  saveRefusedAsStale,
} from '../../helpers/admin-browser';
import {
  closeAll,
  holdRequests,
  listenForAnnouncements,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { makeVideo, uploadProgress } from '../../helpers/media';
import { ADMIN } from '../../helpers/users';

// ffmpeg encodes for real, on a machine other tests share.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let browser: Browser;
let clip: string;

beforeAll(async () => {
  // Jobs wait until the test has seen the video queued.
  ({ server, browser } = await startServerAndBrowser({ admin: true, jobs: 'paused' }));
  clip = makeVideo(2, { width: 640, height: 360, fps: 30 });
}, 120_000);
afterAll(async () => {
  await closeAll(browser, server);
  if (clip) fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});

const adminPage = () => openAdminPage(browser, server);

const cards = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
const WORDS = MEDIA_SCREENS.editVideo;
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('the video library', () => {
  it('uploads a video into a folder, shows its processing, edits, moves and deletes it', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByText(MEDIA_SCREENS.videos.empty).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(MEDIA_SCREENS.folders.newFolder).fill('Course Clips');
    await page.getByRole('button', { name: MEDIA_SCREENS.folders.create }).click();
    await banner(page, 'Folder created successfully').waitFor();
    await page
      .getByRole('region', { name: MEDIA_SCREENS.folders.heading })
      .getByRole('link', { name: /course-clips/ })
      .click();
    await page.waitForURL(/\/admin\/videos\?folder=course-clips$/);

    // Refused before sending: not a video, too small.
    const input = page.getByTestId('drop-zone').locator('input[type=file]');
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') },
      { name: 'tiny.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(10) },
    ]);
    await page.getByText('File notes.txt is not an MP4, WebM or Ogg video').waitFor();
    await page.getByText('File tiny.mp4 is too small to be a video').waitFor();

    await input.setInputFiles(clip);
    await page
      .getByRole('list', { name: MEDIA_SCREENS.videos.uploads })
      .getByRole('progressbar', { name: uploadProgress('clip.mp4', 'done') })
      .waitFor();
    await banner(page, 'Videos uploaded successfully').waitFor();
    const card = cards(page).filter({ hasText: 'clip' });
    await card
      .getByRole('progressbar', { name: formatMessage(MEDIA_SCREENS.processing.progress, { title: 'clip' }) })
      .waitFor();
    await card.getByText(MEDIA_SCREENS.processing.stages.queued).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const heard = await listenForAnnouncements(page);
    server.startJobs();
    // Pushed by the subscription: the thumbnail and the facts of the processed file.
    await card.locator('img').waitFor({ timeout: 90_000 });
    // A screen reader hears each stage (not each percent) and the end, which it cannot see come.
    await expect.poll(heard).toContain(formatMessage(VIDEOS.processed, { title: 'clip' }));
    expect(await heard()).toContain(MEDIA_SCREENS.processing.stages.compressing);
    expect((await heard()).filter((text) => text.includes('%'))).toEqual([]);
    await card.getByText(/0:02 · .* · 640×360 · course-clips/).waitFor();
    const video = await server.prisma.video.findFirstOrThrow();
    expect(video).toMatchObject({ status: 'READY', format: 'webm', folder: 'course-clips' });

    await card.getByRole('button', { name: 'Edit clip' }).click();
    const editor = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'clip' }) });
    await editor.getByText(`Uploaded by ${ADMIN.email}`).waitFor();
    await editor.getByLabel(WORDS.videoTitle).fill('');
    await editor.getByRole('button', { name: WORDS.save }).click();
    await editor.getByText('Title is required').waitFor();
    await editor.getByLabel(WORDS.videoTitle).fill('Welcome clip');
    await editor.getByLabel(WORDS.tags).fill(' intro , welcome,, ');
    await editor.getByRole('button', { name: WORDS.addField }).click();
    await editor.getByLabel(formatMessage(WORDS.fieldName, { number: '1' })).fill('speaker');
    await editor.getByLabel(formatMessage(WORDS.fieldValue, { number: '1' })).fill('Maya');
    await editor.getByRole('button', { name: WORDS.addField }).click();
    await editor.getByLabel(formatMessage(WORDS.fieldName, { number: '2' })).fill('empty');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: WORDS.save }).click();
    await banner(page, 'Video metadata updated successfully').waitFor();
    const welcome = cards(page).filter({ hasText: 'Welcome clip' });
    await welcome.getByText(formatMessage(MEDIA_SCREENS.card.tags, { tags: 'intro, welcome' })).waitFor();
    const saved = await server.prisma.video.findUniqueOrThrow({ where: { id: video.id } });
    expect(saved.metadata).toMatchObject({ tags: ['intro', 'welcome'], custom: { speaker: 'Maya' } });

    // Another admin describes the video while this admin edits it: the stale
    // save is refused and keeps what was typed; opened again, the dialog
    // shows their description.
    await welcome.getByRole('button', { name: 'Edit Welcome clip' }).click();
    const again = page.getByRole('dialog', { name: formatMessage(WORDS.title, { title: 'Welcome clip' }) });
    await server.prisma.video.update({
      where: { id: video.id },
      data: {
        description: 'Their words',
        version: { increment: 1 },
        savedById: (await otherAdmin(server)).id,
      },
    });
    await saveRefusedAsStale(again, {
      what: 'video',
      field: WORDS.description,
      value: 'My words',
      save: WORDS.save,
    });
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id: video.id } })).toMatchObject({
      description: 'Their words',
      version: saved.version + 1,
    });
    await again.getByRole('button', { name: 'Cancel' }).click();
    await welcome.getByRole('button', { name: 'Edit Welcome clip' }).click();
    expect(await again.getByLabel(WORDS.description).inputValue()).toBe('Their words');
    await again.getByText(`Last saved by ${OTHER_ADMIN_EMAIL}`).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await welcome.getByRole('button', { name: 'Move Welcome clip' }).click();
    const mover = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.moveVideo.title, { title: 'Welcome clip' }),
    });
    await mover.getByLabel(MEDIA_SCREENS.moveVideo.folder).selectOption('');
    await mover.getByRole('button', { name: MEDIA_SCREENS.moveVideo.move }).click();
    await banner(page, 'Video moved successfully').waitFor();
    await page.getByText(MEDIA_SCREENS.videos.emptyFiltered).waitFor();
    expect((await server.prisma.video.findUniqueOrThrow({ where: { id: video.id } })).folder).toBeNull();

    // A post plays it: deleting it is confirmed again, naming the post, and takes it out of the post.
    const { url } = await server.prisma.video.findUniqueOrThrow({ where: { id: video.id } });
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Watch the welcome',
        slug: 'watch-the-welcome',
        content: `<p>Hello.</p><video src="${url}" controls preload="metadata" style="width: 100%"></video>`,
      },
    });
    await page.goto(`${server.url}/admin/videos`);
    await cards(page)
      .filter({ hasText: 'Welcome clip' })
      .getByRole('button', { name: 'Delete Welcome clip' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this video?' })
      .getByRole('button', { name: 'Delete video' })
      .click();
    const inUse = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.deleteMedia.inUseTitle, { kind: 'video' }),
    });
    await inUse.getByText('This video is used by 1 post').waitFor();
    await inUse.getByText('Watch the welcome').waitFor();
    // The dialog's button was busy (pale) while the first delete ran: checked once it is its own red again.
    await inUse
      .getByRole('button', {
        name: formatMessage(MEDIA_SCREENS.deleteMedia.removeAndDelete, { count: '1 post' }),
        disabled: false,
      })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await server.prisma.video.count({ where: { id: video.id } })).toBe(1);
    await inUse
      .getByRole('button', {
        name: formatMessage(MEDIA_SCREENS.deleteMedia.removeAndDelete, { count: '1 post' }),
      })
      .click();
    await banner(page, 'Video deleted successfully').waitFor();
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      '<p>Hello.</p>',
    );
    await page.getByText(MEDIA_SCREENS.videos.empty).waitFor();
    expect(await server.prisma.video.count({ where: { deleted: false } })).toBe(0);
    await page.context().close();
  });

  it('shows on the card that a small MP4 was kept as uploaded, its compressed copy being larger', async () => {
    const small = makeVideo(2, { width: 320, height: 240, fps: 30, crf: 35 });
    try {
      const page = await adminPage();
      await page.goto(`${server.url}/admin/videos`);
      server.startJobs();
      await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(small);
      const card = cards(page).filter({ hasText: 'clip' });
      await card.locator('img').waitFor({ timeout: 90_000 });
      const size = fs.statSync(small).size;
      await card
        .getByText(`0:02 · ${formatBytes(size)} · 320×240 · Original MP4 kept: compressing made it larger`)
        .waitFor();
    } finally {
      fs.rmSync(path.dirname(small), { recursive: true, force: true });
    }
  });

  it('processes a video whose processing failed again, following it to the end on its card', async () => {
    // A video whose processing failed (this server had no ffmpeg then), its upload kept.
    const id = crypto.randomUUID();
    const originalKey = storageKey('originals', id, 'mp4');
    await server.services.storage.put(
      originalKey,
      { path: clip },
      {
        contentType: 'video/mp4',
        cacheControl: 'private, no-store',
      },
    );
    await server.prisma.video.create({
      data: {
        id,
        title: 'Retry clip',
        url: '',
        status: 'FAILED',
        error: MEDIA.ffmpegMissing,
        originalKey,
        originalType: 'video/mp4',
      },
    });
    server.startJobs();
    const page = await adminPage();
    await page.goto(`${server.url}/admin/videos`);
    const card = cards(page).filter({ hasText: 'Retry clip' });
    await card.getByText(MEDIA.ffmpegMissing).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Process again Retry clip' }).click();
    await banner(page, MEDIA.processingAgain).waitFor();
    // Pushed by the subscription: the thumbnail and the facts of the processed file.
    await card.locator('img').waitFor({ timeout: 90_000 });
    await card.getByText(/0:02 · .* · 640×360/).waitFor();
    expect(await card.getByRole('button', { name: 'Process again Retry clip' }).count()).toBe(0);
    expect(await card.getByText(MEDIA.ffmpegMissing).count()).toBe(0);
    // The button went with the failure: focus stayed on the card.
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? '')).toContain(
      'Retry clip',
    );
    expect(await server.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'READY',
      error: null,
    });
    await page.context().close();
  });

  it('cancels an upload on its way, and asks before leaving the page while one is', async () => {
    const page = await adminPage();
    const before = await server.prisma.video.count();
    await page.goto(`${server.url}/admin/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    // The upload's bytes are held back (never released: the page closes first), so it stays on its way.
    await holdRequests(page, '**/api/uploads/**', (request) => request.method() === 'PATCH');
    const uploads = page.getByRole('list', { name: MEDIA_SCREENS.videos.uploads });
    const input = page.getByTestId('drop-zone').locator('input[type=file]');
    await input.setInputFiles(clip);
    await uploads.getByRole('progressbar', { name: uploadProgress('clip.mp4', 'sending') }).waitFor();

    // Leaving for another screen asks first; staying keeps the upload going.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Images' }).click();
    const leave = page.getByRole('dialog', {
      name: formatMessage(MEDIA_SCREENS.library.leave.title, { things: 'videos' }),
    });
    await leave.getByText(formatMessage(MEDIA_SCREENS.library.leave.stopped, { things: 'videos' })).waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toBe(`${server.url}/admin/videos`);

    await uploads
      .getByRole('button', { name: formatMessage(MEDIA_SCREENS.uploads.cancelName, { name: 'clip.mp4' }) })
      .click();
    await uploads.getByRole('progressbar', { name: uploadProgress('clip.mp4', 'cancelled') }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''))
      .toContain('Cancelled');
    // Nothing to say about a cancel the admin made, and nothing to ask when leaving now.
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Images' }).click();
    await page.waitForURL(`${server.url}/admin/assets`);
    expect(await server.prisma.video.count()).toBe(before);
    await page.context().close();
  });
});
