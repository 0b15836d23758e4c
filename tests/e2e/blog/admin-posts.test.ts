// The post editor in Chromium: a post written with an image from the picker,
// published, then found on the public blog, in search and in the sitemap;
// unpublished, and gone from all three. The editor rules as a person meets
// them, and axe-core on the list and the editor.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../../domain/shared/dates';
import { IMAGE_HOST, openAdminPage, visitorPage } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import { ADMIN } from '../../helpers/users';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  await server.prisma.blogAuthor.create({ data: { slug: 'maya', name: 'Maya Chen' } });
  await server.prisma.blogCategory.create({ data: { slug: 'field-notes', name: 'Field Notes' } });
  await server.prisma.blogTag.create({ data: { slug: 'agents', name: 'Agents' } });
  await server.prisma.asset.createMany({
    data: [
      { name: 'harbor.png', url: `${IMAGE_HOST}/harbor.png`, altDescription: 'A harbor at dawn' },
      { name: 'desk.png', url: `${IMAGE_HOST}/desk.png`, altDescription: 'A tidy desk' },
    ],
  });
});
afterAll(() => closeAll(browser, server));

const adminPage = () => openAdminPage(browser, server);

const SLUG = 'harbor-lights-ai-teams';

async function publicState(slug: string) {
  const visitor = await visitorPage(browser);
  try {
    await visitor.goto(`${server.url}/blog`);
    await visitor.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const onBlog = await visitor.getByRole('link', { name: 'Harbor lights for AI teams' }).count();
    await visitor.goto(`${server.url}/blog?q=harbor`);
    await visitor.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await visitor.locator('section[aria-labelledby="search-results-heading"]').waitFor();
    const inSearch = await visitor.getByRole('link', { name: 'Harbor lights for AI teams' }).count();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    return { onBlog: onBlog > 0, inSearch: inSearch > 0, inSitemap: sitemap.includes(`/blog/${slug}</loc>`) };
  } finally {
    await visitor.context().close();
  }
}

describe('writing a post', () => {
  it('creates a post with an image from the picker, publishes it, finds it publicly, then unpublishes it', async () => {
    const page = await adminPage();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New post' }).click();
    await page.waitForURL(`${server.url}/admin/posts/new`);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The slug follows the title.
    await page.getByLabel('Title').fill('Harbor lights for AI teams');
    expect(await page.getByLabel('Slug').inputValue()).toBe(SLUG);

    // Required fields are named before anything is sent.
    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.getByText('Failed to save post').waitFor();
    await page.getByText('Content is required').waitFor();
    await page.getByText('Author is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('post-content');

    const content = page.getByRole('textbox', { name: 'Content' });
    await content.fill('<p>Small teams move first. Here is how we light the way for them.</p>\n');
    await content.press('End');
    await page.getByRole('button', { name: 'Insert image' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image' });
    await picker.getByRole('button', { name: 'harbor.png' }).click();
    expect(await picker.getByLabel('Alternative text').inputValue()).toBe('A harbor at dawn');
    expect(await picker.getByLabel('Medium (50%)').isChecked()).toBe(true);
    await picker.getByLabel('Large (75%)').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Insert image' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await content.inputValue()).toContain(
      `<img src="${IMAGE_HOST}/harbor.png" alt="A harbor at dawn" style="width: 75%">`,
    );
    // Leaving the content fills the excerpt; the preview shows the sanitized body.
    await page.getByLabel('Excerpt').focus();
    expect(await page.getByLabel('Excerpt').inputValue()).toBe(
      'Small teams move first. Here is how we light the way for them.',
    );
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.locator('img[alt="A harbor at dawn"]').waitFor();
    expect(await preview.locator('img').getAttribute('style')).toBe('width:75%');

    await page.getByRole('button', { name: 'Browse images for the featured image' }).click();
    const featured = page.getByRole('dialog', { name: 'Choose a featured image' });
    await featured.getByRole('button', { name: 'desk.png' }).click();
    await featured.getByRole('button', { name: 'Use as featured image' }).click();
    expect(await page.getByLabel('Featured Image').inputValue()).toBe(`${IMAGE_HOST}/desk.png`);

    await page.getByLabel('Author').selectOption({ label: 'Maya Chen' });
    await page.getByLabel('Category').selectOption({ label: 'Field Notes' });
    await page.getByLabel('Agents').check();
    expect(await page.getByLabel('Published Date').inputValue()).toBe('');
    // The page's day when it was checked: read before and after, as a run may cross midnight between.
    const pageDay = async () => localIsoDate(new Date(await page.evaluate(() => Date.now())));
    const dayBefore = await pageDay();
    await page.getByLabel('Publish post').check();
    const dayAfter = await pageDay();
    expect([dayBefore, dayAfter]).toContain(await page.getByLabel('Published Date').inputValue());
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    const row = page.getByRole('row', { name: /Harbor lights for AI teams/ });
    await row.getByText('Published').waitFor();
    // The editor replaced its history entry: Back leaves the admin list for the page before the editor.
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/posts/new'));

    expect(await publicState(SLUG)).toEqual({ onBlog: true, inSearch: true, inSitemap: true });
    const visitor = await visitorPage(browser);
    await visitor.goto(`${server.url}/blog/${SLUG}`);
    await visitor.getByRole('heading', { level: 1, name: 'Harbor lights for AI teams' }).waitFor();
    expect(await visitor.locator('.post-content img').getAttribute('src')).toBe(`${IMAGE_HOST}/harbor.png`);
    await visitor.context().close();

    // Unpublish.
    await page.goto(`${server.url}/admin/posts`);
    await page.getByRole('link', { name: 'Harbor lights for AI teams' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    // The tab names the post, so two open editors are told apart.
    expect(await page.title()).toBe('Edit post: Harbor lights for AI teams · Meridian Lab');
    await page.getByLabel('Publish post').uncheck();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page
      .getByRole('row', { name: /Harbor lights for AI teams/ })
      .getByText('Draft')
      .waitFor();
    expect(await publicState(SLUG)).toEqual({ onBlog: false, inSearch: false, inSitemap: false });
    await page.context().close();
  });
});

describe('two admins, revisions and leaving', () => {
  it('refuses a stale save from another tab with a clear message, warns before leaving, and restores a revision', async () => {
    const [author, category] = await Promise.all([
      server.prisma.blogAuthor.findFirstOrThrow(),
      server.prisma.blogCategory.findFirstOrThrow(),
    ]);
    const fields = {
      title: 'Original title',
      slug: 'contested-post',
      content: '<p>First words.</p>',
      excerpt: 'First words.',
      imageUrl: null,
      authorId: author.id,
      categoryId: category.id,
      ctaType: null,
      isPublished: false,
      publishedAt: null,
    };
    const post = await server.prisma.blogPost.create({ data: fields });
    await server.prisma.blogPostRevision.create({
      data: {
        postId: post.id,
        version: 1,
        kind: 'created',
        userEmail: ADMIN.email,
        fields: { ...fields, tagIds: [] },
      },
    });
    const [first, second] = [await adminPage(), await adminPage()];
    for (const editor of [first, second]) {
      await editor.goto(`${server.url}/admin/posts/${post.id}`);
      await editor.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    }
    await first.getByLabel('Title').fill('Title by the first admin');
    await first.getByRole('button', { name: 'Save Post' }).click();
    await first.waitForURL(`${server.url}/admin/posts`);

    await second.getByLabel('Title').fill('Title by the second admin');
    await second.getByRole('button', { name: 'Save Post' }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Failed to save post' });
    // The same admin in two tabs: the refusal says so rather than name them as someone else.
    await alert
      .getByText('This post was saved by you in another tab or window at', { exact: false })
      .waitFor();
    await alert.getByText('Your changes were not saved', { exact: false }).waitFor();
    expect(await second.getByLabel('Title').inputValue()).toBe('Title by the second admin');
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      'Title by the first admin',
    );

    // Unsaved changes: leaving asks first.
    await second.getByRole('link', { name: 'Back to posts' }).click();
    const leave = second.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(second.url()).toBe(`${server.url}/admin/posts/${post.id}`);
    // This editor was opened by a full page load, so Back would leave the
    // document: the browser asks with its own prompt, and staying keeps the edits.
    const prompt = new Promise<string>((resolve) =>
      second.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await second.evaluate(() => window.history.back());
    expect(await prompt).toBe('beforeunload');
    expect(second.url()).toBe(`${server.url}/admin/posts/${post.id}`);
    expect(await second.getByLabel('Title').inputValue()).toBe('Title by the second admin');
    await second.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await second.waitForURL(`${server.url}/admin/posts`);

    await second.getByRole('link', { name: 'Title by the first admin' }).click();
    const revisions = second.getByRole('region', { name: 'Revisions' });
    await revisions.getByText('Version 2: Title by the first admin').waitFor();
    expect(await seriousAxeViolations(second)).toEqual([]);
    await revisions.getByRole('button', { name: 'Restore version 1' }).click();
    const restoring = second.getByRole('dialog', { name: 'Restore version 1?' });
    const { isPublished } = await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    await restoring
      .getByText(`except its publication: it stays ${isPublished ? 'published' : 'a draft'}`, {
        exact: false,
      })
      .waitFor();
    await restoring.getByRole('button', { name: 'Restore' }).click();
    await revisions.getByText('Version 1 was restored.').waitFor();
    await revisions.getByText('Version 3: Original title').waitFor();
    expect(await second.getByLabel('Title').inputValue()).toBe('Original title');
    expect(await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      title: 'Original title',
      version: 3,
    });
    await first.context().close();
    await second.context().close();
  });
});

describe('leaving with the browser', () => {
  it('asks on Back with unsaved changes: Cancel keeps the edits, Leave goes back without saving', async () => {
    const author = await server.prisma.blogAuthor.findFirstOrThrow();
    const category = await server.prisma.blogCategory.findFirstOrThrow();
    const post = await server.prisma.blogPost.create({
      data: {
        title: 'Back button post',
        slug: 'back-button-post',
        content: '<p>Body</p>',
        authorId: author.id,
        categoryId: category.id,
      },
    });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts`);
    await page.getByRole('link', { name: 'Back button post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    await page.getByLabel('Title').fill('Changed but not saved');
    const editorUrl = page.url();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    // Cancel: the page and its edits stay.
    await page.evaluate(() => window.history.back());
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(editorUrl);
    expect(await page.getByLabel('Title').inputValue()).toBe('Changed but not saved');
    // Leave: the Back goes through.
    await page.evaluate(() => window.history.back());
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      'Back button post',
    );
    await page.context().close();
  });
});
