// The post editor's edges in Chromium: load failures retried with
// 'Failed to load data', scheduling from the publishing panel, the video
// picker, and the assistant's dialog when the server has no AI key.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_HOST, openAdminPage, visitorPage } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let postId: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  const author = await server.prisma.blogAuthor.create({ data: { slug: 'maya', name: 'Maya Chen' } });
  const category = await server.prisma.blogCategory.create({
    data: { slug: 'field-notes', name: 'Field Notes' },
  });
  postId = (
    await server.prisma.blogPost.create({
      data: {
        title: 'Original title',
        slug: 'contested-post',
        content: '<p>First words.</p>',
        authorId: author.id,
        categoryId: category.id,
      },
    })
  ).id;
});
afterAll(() => closeAll(browser, server));

const adminPage = () => openAdminPage(browser, server);

describe('loading the editor', () => {
  it("shows 'Failed to load data' and retries, 1000 ms apart, until the post loads", async () => {
    const page = await adminPage();
    let failures = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === 'AdminPostEditorPageQuery' && failures < 2) {
        failures++;
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${server.url}/admin/posts/${postId}`);
    await page.getByText('Failed to load data').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    expect(failures).toBe(2);
    await page.context().close();
  });

  it('gives up after 3 attempts and offers to try again', async () => {
    const page = await adminPage();
    let attempts = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === 'AdminPostEditorPageQuery') {
        attempts++;
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${server.url}/admin/posts/${postId}`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(attempts).toBe(3);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    await page.context().close();
  });
});

describe('scheduling from the editor', () => {
  it('a future date schedules the post: the editor says so and the list shows when', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/${postId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    await page.getByLabel('Published Date').fill('2099-06-01');
    await page.getByLabel('Time (optional)').fill('09:30');
    await page.getByLabel('Publish post').check();
    await page
      .getByText('Scheduled: it appears on the site, in the feeds and in search on', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page
      .getByRole('row', { name: /Original title/ })
      .getByText('Scheduled for 1 Jun 2099, 09:30')
      .waitFor();
    const visitor = await visitorPage(browser);
    await visitor.goto(`${server.url}/blog/contested-post`);
    await visitor.getByRole('heading', { name: 'This blog post is not published yet' }).waitFor();
    await visitor.context().close();
    await page.context().close();
  });
});

describe('the video picker', () => {
  it('inserts a stored video, with its poster and the chosen width, and never offers a deleted one', async () => {
    await server.prisma.video.createMany({
      data: [
        {
          title: 'Workshop teaser',
          url: `${IMAGE_HOST}/teaser.mp4`,
          thumbnailUrl: `${IMAGE_HOST}/teaser.png`,
          duration: 95,
        },
        { title: 'Removed clip', url: `${IMAGE_HOST}/removed.mp4`, deleted: true },
      ],
    });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/new`);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByRole('button', { name: 'Insert video' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a video' });
    await picker.getByRole('button', { name: /Workshop teaser/ }).waitFor();
    expect(await picker.getByRole('button', { name: /Removed clip/ }).count()).toBe(0);
    expect(await picker.evaluate((dialog) => getComputedStyle(dialog).maxHeight)).toBe(
      `${Math.round(0.8 * 1000)}px`,
    );
    await picker.getByRole('button', { name: /Workshop teaser/ }).click();
    await picker.getByLabel('Small (25%)').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Insert video' }).click();
    expect(await page.getByRole('textbox', { name: 'Content' }).inputValue()).toBe(
      `<video src="${IMAGE_HOST}/teaser.mp4" poster="${IMAGE_HOST}/teaser.png" controls preload="metadata" style="width: 25%"></video>\n`,
    );
    await page.getByRole('region', { name: 'Preview' }).locator('video[controls]').waitFor();
    // Without OPENAI_API_KEY the assistant says so, and what to set.
    await page.getByRole('button', { name: 'AI assistant' }).click();
    const assistant = page.getByRole('dialog', { name: 'AI Blog Assistant' });
    await assistant.getByText('The AI assistant is not configured.').waitFor();
    await assistant.getByText('OPENAI_API_KEY', { exact: true }).waitFor();
    await assistant.getByRole('button', { name: 'Back to the editor' }).click();
    await assistant.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('AI assistant');
    await page.context().close();
  });
});
