// The post editor's pickers upload without leaving the editor: a new image
// is uploaded, selected and inserted at the default 50% width; a new video
// is uploaded, processed on the server (progress in the picker) and inserted
// by its permanent address with its poster; the published post shows both, the image with its
// responsive copies (srcset, sizes) and its size, which the page adds when it
// renders (the body stores only the image's stable address).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { openAdminPage, visitorPage } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { makeJpeg, makeVideo } from '../../helpers/media';

// ffmpeg encodes for real, on a machine other tests share.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let browser: Browser;
let clip: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true, jobs: true }));
  clip = makeVideo(2, { width: 640, height: 360, fps: 30 });
}, 120_000);
afterAll(async () => {
  await closeAll(browser, server);
  if (clip) fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});

const adminPage = () => openAdminPage(browser, server);

describe('pickers that upload', () => {
  it('uploads an image and a video from the post editor, inserts them, and the published post shows them', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/new`);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    const content = page.getByRole('textbox', { name: 'Content' });

    await page.getByRole('button', { name: 'Insert image' }).click();
    const imagePicker = page.getByRole('dialog', { name: 'Insert an image' });
    await imagePicker.getByText(MEDIA_SCREENS.picker.noImages).waitFor();
    await imagePicker.getByText('Upload a new image').click();
    await imagePicker
      .getByTestId('drop-zone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'lighthouse.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(1200, 800) });
    await imagePicker.getByRole('button', { name: 'lighthouse', pressed: true }).waitFor();
    await imagePicker.getByLabel('Alternative text').fill('A lighthouse at dusk');
    expect(await imagePicker.getByLabel('Medium (50%)').isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await imagePicker.getByRole('button', { name: 'Insert image' }).click();
    await imagePicker.waitFor({ state: 'detached' });
    const asset = await server.prisma.asset.findFirstOrThrow();
    expect(await content.inputValue()).toMatch(
      new RegExp(`<img src="${asset.url}" alt="A lighthouse at dusk" style="width: 50%">`),
    );

    await page.getByRole('button', { name: 'Insert video' }).click();
    const videoPicker = page.getByRole('dialog', { name: 'Insert a video' });
    await videoPicker.getByText('Upload a new video').click();
    await videoPicker.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(clip);
    await videoPicker.getByRole('button', { name: /clip/, pressed: true }).waitFor();
    const insert = videoPicker.getByRole('button', { name: 'Insert video' });
    // Enabled once the server has processed it (pushed to the picker).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('dialog button')].some(
          (button) => button.textContent === 'Insert video' && !(button as HTMLButtonElement).disabled,
        ),
      undefined,
      { timeout: 90_000 },
    );
    await insert.click();
    await videoPicker.waitFor({ state: 'detached' });
    const video = await server.prisma.video.findFirstOrThrow();
    expect(video.status).toBe('READY');
    const html = await content.inputValue();
    // Its permanent address, which follows the file when it is replaced.
    expect(html).toContain(`<video src="/media/videos/${video.id}" poster="`);
    expect(html).toContain('controls preload="metadata" style="width: 100%"></video>');

    // Published with this body, a visitor sees both.
    await server.prisma.blogPost.create({
      data: {
        title: 'Lighthouse',
        slug: 'lighthouse',
        content: html,
        isPublished: true,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      },
    });
    const visitor = await visitorPage(browser);
    await visitor.goto(`${server.url}/blog/lighthouse`);
    const image = visitor.locator('img[alt="A lighthouse at dusk"]');
    await image.waitFor();
    expect(await image.getAttribute('srcset')).toMatch(/ 480w, .* 960w, .* 1200w$/);
    expect(await image.getAttribute('sizes')).toBe('(min-width: 768px) 384px, 50vw');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1200', '800']);
    expect(await image.getAttribute('loading')).toBe('lazy');
    const player = visitor.locator('video[controls]');
    await player.waitFor();
    expect(await player.getAttribute('poster')).toMatch(/^\/media\//);
    expect(await player.getAttribute('preload')).toBe('metadata');
    // The browser follows the address to the current file and reads it.
    await visitor.waitForFunction(
      () => ((document.querySelector('video[controls]') as HTMLVideoElement | null)?.duration ?? 0) > 1,
    );
    await visitor.context().close();
    await page.context().close();
  });
});

describe('the video picker', () => {
  it('says why a video whose processing failed cannot be inserted, where a screen reader hears it', async () => {
    await server.prisma.video.create({
      data: { title: 'Broken upload', url: '/media/videos/broken-upload.webm', status: 'FAILED' },
    });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/new`);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByRole('button', { name: 'Insert video' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a video' });
    const broken = picker.getByRole('button', { name: /Broken upload/ });
    await broken.focus();
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: /Broken upload/, pressed: true }).waitFor();
    const why = picker
      .getByRole('status')
      .filter({ hasText: MEDIA.pickedVideoFailed.replace('{title}', 'Broken upload') });
    await why.waitFor();
    expect(await picker.getByRole('button', { name: 'Insert video' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
