// The post editor's edges in Chromium: load failures retried with
// 'Failed to load data', scheduling from the publishing panel, the video
// picker, the assistant's dialog when the server has no AI key, saving in
// place with Ctrl+S, and changes kept when the tab went.
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { POST_EDITOR } from '../../../domain/shared/messages';
import { IMAGE_HOST, openAdminPage, visitorPage } from '../../helpers/admin-browser';
import {
  closeAll,
  holdRequests,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  typeWhileSaveHeld,
} from '../../helpers/browser';
import { ADMIN, createUser } from '../../helpers/users';

let server: TestServer;
let browser: Browser;
let postId: string;

beforeAll(async () => {
  // More sign-ins than the default limit of 10 a minute from one address.
  ({ server, browser } = await startServerAndBrowser({ admin: true, env: { RATE_LIMITS: 'signIn=30' } }));
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
/**
 * Opens a new post and fills what saving it needs: the title, the excerpt when given (before the
 * content, whose leaving fills an empty excerpt), the content, an author and a category; the title field.
 */
async function newPost(page: Page, fields: { title: string; content: string; excerpt?: string }) {
  await page.goto(`${server.url}/admin/posts/new`);
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(fields.title);
  if (fields.excerpt !== undefined) await page.getByRole('textbox', { name: 'Excerpt' }).fill(fields.excerpt);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(fields.content);
  await page.getByLabel('Author').selectOption({ label: 'Maya Chen' });
  await page.getByLabel('Category').selectOption({ label: 'Field Notes' });
  return title;
}
/** Saves by the Save Post button. */
const saveByButton = (page: Page) => () => page.getByRole('button', { name: 'Save Post' }).click();
/** Types ', and more' at the end of `field`. */
const typeAtEnd = (field: Locator) => async () => {
  await field.press('End');
  await field.page().keyboard.type(', and more');
};

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
    // The video's permanent address, which follows its file (Replace file) and redirects to it.
    const teaser = await server.prisma.video.findFirstOrThrow({ where: { title: 'Workshop teaser' } });
    expect(await page.getByRole('textbox', { name: 'Content' }).inputValue()).toBe(
      `<video src="/media/videos/${teaser.id}" poster="${IMAGE_HOST}/teaser.png" controls preload="metadata" style="width: 25%"></video>\n`,
    );
    const address = await fetch(`${server.url}/media/videos/${teaser.id}`, { redirect: 'manual' });
    expect([address.status, address.headers.get('location')]).toEqual([302, `${IMAGE_HOST}/teaser.mp4`]);
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

describe('saving from the keyboard', () => {
  it('Ctrl+S saves and keeps the editor open, but not the post behind an open dialog', async () => {
    const { authorId, categoryId } = await server.prisma.blogPost.findUniqueOrThrow({
      where: { id: postId },
    });
    const { id } = await server.prisma.blogPost.create({
      data: { title: 'Saved by keys', slug: 'saved-by-keys', content: '<p>Words.</p>', authorId, categoryId },
    });
    const titleOf = async () => (await server.prisma.blogPost.findUniqueOrThrow({ where: { id } })).title;
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Post' });
    expect(await save.getAttribute('title')).toBe(
      'Save Post and go back to the list. Ctrl+S saves and keeps the editor open.',
    );
    // Whether the browser's own handling ("Save page as") was prevented.
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key === 's') document.body.dataset.savePrevented = String(event.defaultPrevented);
      });
    });
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Saved by the keyboard');

    // The assistant's dialog has the keyboard: the post behind it is not saved.
    await page.getByRole('button', { name: 'AI assistant' }).click();
    const assistant = page.getByRole('dialog', { name: 'AI Blog Assistant' });
    await assistant.getByText('The AI assistant is not configured.').waitFor();
    await page.keyboard.press('Control+s');
    expect(await page.evaluate(() => document.body.dataset.savePrevented)).toBe('true');
    await assistant.getByRole('button', { name: 'Back to the editor' }).click();
    await assistant.waitFor({ state: 'detached' });
    expect(await titleOf()).toBe('Saved by keys');

    // Saved, and still here, the focus in the title.
    await title.click();
    await page.keyboard.press('Control+s');
    const status = page.getByRole('status').filter({ hasText: 'Saved' });
    await status.waitFor();
    expect(await titleOf()).toBe('Saved by the keyboard');
    expect(page.url()).toBe(`${server.url}/admin/posts/${id}`);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('post-title');
    // The new revision is listed at once.
    await page.getByText(/^Version \d+: Saved by the keyboard$/).waitFor();

    // Keys typed while the next save is on its way stay, and stay unsaved; the
    // fields not touched since show what the server keeps (the excerpt trimmed).
    const excerpt = page.getByRole('textbox', { name: 'Excerpt' });
    await excerpt.fill('  Kept without its spaces.  ');
    await title.focus();
    await page.keyboard.press('End');
    await typeWhileSaveHeld(
      page,
      'PostEditorFormUpdateMutation',
      async () => {
        await page.keyboard.type(' twice');
        await status.waitFor({ state: 'detached' });
        await page.keyboard.press('Control+s');
      },
      () => page.keyboard.type('!'),
    );
    await page.getByRole('button', { name: 'Save Post' }).waitFor();
    await expect.poll(titleOf).toBe('Saved by the keyboard twice');
    expect(await title.inputValue()).toBe('Saved by the keyboard twice!');
    expect(await excerpt.inputValue()).toBe('Kept without its spaces.');
    await page.getByText('Unsaved changes').waitFor();
    expect(await status.count()).toBe(0);
    // Leaving asks first, as before any save.
    await page.getByRole('link', { name: 'Back to posts' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect(page.url()).toBe(`${server.url}/admin/posts/${id}`);

    // The Save button saves from the version the last save made, then goes back to the list.
    await save.click();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('status').getByText('“Saved by the keyboard twice!” was saved.').waitFor();
    expect(await titleOf()).toBe('Saved by the keyboard twice!');
    await page.getByRole('row', { name: /Saved by the keyboard twice!/ }).waitFor();
    await page.context().close();
  });

  it('Ctrl+S on a new post creates it and opens it at its own address, the focus where it was', async () => {
    const page = await adminPage();
    await newPost(page, { title: 'Created by keys', content: '<p>Kept.</p>' });
    await page.getByRole('textbox', { name: 'Excerpt' }).click();
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    const created = await server.prisma.blogPost.findFirstOrThrow({ where: { title: 'Created by keys' } });
    expect(page.url()).toBe(`${server.url}/admin/posts/${created.id}`);
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('post-excerpt');
    // The new post replaced /new in the history: Back leaves the editor.
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/posts/'));
    await page.context().close();
  });

  it('keys typed while Ctrl+S creates a new post stay in the editor it opens, unsaved', async () => {
    const page = await adminPage();
    const title = await newPost(page, {
      title: 'Created while typing',
      excerpt: '  Trimmed once saved.  ',
      content: '<p>Sent.</p>',
    });
    await title.focus();
    await page.keyboard.press('End');
    await typeWhileSaveHeld(
      page,
      'PostEditorFormCreateMutation',
      () => page.keyboard.press('Control+s'),
      () => page.keyboard.type(' on'),
    );
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    const created = await server.prisma.blogPost.findFirstOrThrow({
      where: { title: 'Created while typing' },
    });
    expect(page.url()).toBe(`${server.url}/admin/posts/${created.id}`);
    expect(created.excerpt).toBe('Trimmed once saved.');
    await expect.poll(() => title.inputValue()).toBe('Created while typing on');
    // The fields not touched since the save show what the server keeps.
    expect(await page.getByRole('textbox', { name: 'Excerpt' }).inputValue()).toBe('Trimmed once saved.');
    await page.getByText('Unsaved changes').waitFor();
    // Saving them updates the post just created (no conflict with its own creation).
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expect
      .poll(async () => (await server.prisma.blogPost.findUniqueOrThrow({ where: { id: created.id } })).title)
      .toBe('Created while typing on');
    expect(
      await server.prisma.blogPost.count({ where: { title: { startsWith: 'Created while typing' } } }),
    ).toBe(1);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await page.context().close();
  });

  it('keys typed while Save creates a new post are offered back when the post is opened', async () => {
    const page = await adminPage();
    const title = await newPost(page, { title: 'Saved to the list', content: '<p>Sent.</p>' });
    await typeWhileSaveHeld(page, 'PostEditorFormCreateMutation', saveByButton(page), typeAtEnd(title));
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('status').getByText('“Saved to the list” was saved.').waitFor();
    const created = await server.prisma.blogPost.findFirstOrThrow({ where: { title: 'Saved to the list' } });
    await page.goto(`${server.url}/admin/posts/${created.id}`);
    await page.getByRole('button', { name: 'Restore changes' }).click();
    expect(await title.inputValue()).toBe('Saved to the list, and more');
    // Nothing is offered for a new post.
    await page.goto(`${server.url}/admin/posts/new`);
    await expect.poll(() => title.isEditable()).toBe(true);
    expect(await page.getByText(CONTENT.draftKeptTitle).count()).toBe(0);
    await page.context().close();
  });

  it('keys typed while Save updates a post are offered back when it is opened, and save from its new version', async () => {
    const { authorId, categoryId } = await server.prisma.blogPost.findUniqueOrThrow({
      where: { id: postId },
    });
    const { id } = await server.prisma.blogPost.create({
      data: {
        title: 'Updated',
        slug: 'updated-while-typing',
        content: '<p>Words.</p>',
        authorId,
        categoryId,
      },
    });
    const page = await adminPage();
    await page.goto(`${server.url}/admin/posts/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const excerpt = page.getByRole('textbox', { name: 'Excerpt' });
    await title.fill('Updated while typing');
    await excerpt.fill('  Trimmed once saved.  ');
    await typeWhileSaveHeld(page, 'PostEditorFormUpdateMutation', saveByButton(page), typeAtEnd(title));
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('status').getByText('“Updated while typing” was saved.').waitFor();
    const saved = await server.prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(saved.title).toBe('Updated while typing');

    await page.goto(`${server.url}/admin/posts/${id}`);
    await page.getByRole('button', { name: 'Restore changes' }).click();
    expect(await title.inputValue()).toBe('Updated while typing, and more');
    // The fields not typed in since the save show the post as saved.
    expect(await excerpt.inputValue()).toBe('Trimmed once saved.');
    // Saved from the version the first save made: no conflict.
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const again = await server.prisma.blogPost.findUniqueOrThrow({ where: { id } });
    expect(again.title).toBe('Updated while typing, and more');
    expect(again.version).toBe(saved.version + 1);
    await page.context().close();
  });
});

describe('a save whose answer was lost', () => {
  it('saved again is stored once: a new post is not refused for its own slug, an edit does not conflict with itself', async () => {
    const page = await adminPage();
    let losing: string | null = null;
    let cut = 0;
    await page.route('**/graphql', async (route) => {
      if (!losing || !route.request().postData()?.includes(losing)) return route.continue();
      // The server stores the save; its answer never reaches the browser.
      await route.fetch();
      cut++;
      await route.abort('connectionreset');
    });
    const title = await newPost(page, { title: 'Sent on a weak connection', content: '<p>Once.</p>' });
    losing = 'PostEditorFormCreateMutation';
    await page.keyboard.press('Control+s');
    await page.getByRole('alert').getByText(POST_EDITOR.saveFailed).waitFor();
    expect(cut).toBe(1);
    losing = null;
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const posts = await server.prisma.blogPost.findMany({ where: { title: 'Sent on a weak connection' } });
    expect(posts).toHaveLength(1);
    // Ctrl+S from the content saved the excerpt leaving it fills, as the Save button does.
    expect(posts[0]!.excerpt).toBe('Once.');
    expect(page.url()).toBe(`${server.url}/admin/posts/${posts[0]!.id}`);

    await title.fill('Edited on a weak connection');
    losing = 'PostEditorFormUpdateMutation';
    await page.keyboard.press('Control+s');
    await page.getByRole('alert').getByText(POST_EDITOR.saveFailed).waitFor();
    expect(cut).toBe(2);
    losing = null;
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.getByText(/was saved by/).count()).toBe(0);
    const saved = await server.prisma.blogPost.findUniqueOrThrow({ where: { id: posts[0]!.id } });
    expect(saved.title).toBe('Edited on a weak connection');
    expect(saved.version).toBe(posts[0]!.version + 1);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await page.context().close();
  });
});

describe('changes not saved when the tab went', () => {
  const KEPT = { title: 'Kept through a closed tab', content: '<p>Typed, never saved.</p>' };
  const titleOf = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
  const contentOf = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
  const keptKeys = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin-editor-draft:')));

  /** Types into a post's editor, then closes the tab without saving (as a crash would end it). */
  async function typeAndCloseTab(page: Page, path: string, before?: () => Promise<void>, typed = KEPT) {
    await page.goto(`${server.url}${path}`);
    await titleOf(page).waitFor();
    await expect.poll(() => titleOf(page).isEditable()).toBe(true);
    await before?.();
    await titleOf(page).fill(typed.title);
    await contentOf(page).fill(typed.content);
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await page.close();
  }

  it('offers them back in a new tab: Restore brings them and saving forgets them; Discard keeps what loaded', async () => {
    const first = await adminPage();
    const context = first.context();
    const author = await server.prisma.blogAuthor.findFirstOrThrow();
    const category = await server.prisma.blogCategory.findFirstOrThrow();
    await typeAndCloseTab(first, '/admin/posts/new', async () => {
      await first.getByRole('combobox', { name: 'Author' }).selectOption({ label: author.name });
      await first.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
    });

    const page = await context.newPage();
    // The page's timers follow a clock the test moves (this context's pages only).
    await page.clock.install();
    await page.goto(`${server.url}/admin/posts/new`);
    const offer = page.getByRole('status').filter({ hasText: CONTENT.draftKeptTitle });
    await offer.getByText('were never saved', { exact: false }).waitFor();
    expect(await titleOf(page).inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Held from here: the write of the restored changes, which waits for a pause in typing, waits for the test.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await offer.getByRole('button', { name: 'Restore changes' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await titleOf(page).inputValue()).toBe(KEPT.title);
    expect(await contentOf(page).inputValue()).toBe(KEPT.content);
    expect(await titleOf(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // Saved at once, while the list it goes back to is slow to load (a slow
    // network, held here until released): while the editor may stay on
    // screen, its write of the restored changes, already waiting, must not
    // keep them again.
    const loadsNext = (request: Request) => {
      const { pathname } = new URL(request.url());
      return request.method() === 'GET' && (pathname === '/graphql' || pathname.startsWith('/assets/'));
    };
    const release = await holdRequests(page, /\/(graphql|assets\/)/, loadsNext);
    await page.getByRole('button', { name: 'Save Post' }).click();
    // The save came back (the changes were forgotten: the address is the list's) and the list is loading, held.
    await page.waitForURL(`${server.url}/admin/posts`, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    // Past the editor's pause before it keeps typed changes (300 ms): a write still waiting runs now.
    // (The editor has left by now, its write cancelled: the moment between the save's answer and
    // its leaving, when that write must not run, is held in tests/unit/client/editor-draft.test.ts.)
    await page.clock.runFor(1000);
    expect(await keptKeys(page)).toEqual([]);
    release();
    await page.clock.resume();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('heading', { level: 1, name: 'Posts', exact: true }).waitFor();
    await page.unrouteAll();
    expect(await keptKeys(page)).toEqual([]);
    const saved = await server.prisma.blogPost.findFirstOrThrow({ where: { title: KEPT.title } });
    expect(saved.content).toBe(KEPT.content);

    // An existing post: Discard keeps the stored post, and nothing is offered again.
    await typeAndCloseTab(page, `/admin/posts/${saved.id}`, undefined, {
      title: 'Second thoughts',
      content: '<p>Discarded.</p>',
    });
    const again = await context.newPage();
    await again.goto(`${server.url}/admin/posts/${saved.id}`);
    await again.getByRole('button', { name: 'Discard them' }).click();
    expect(await titleOf(again).inputValue()).toBe(KEPT.title);
    expect(await contentOf(again).inputValue()).toBe(KEPT.content);
    expect(await keptKeys(again)).toEqual([]);
    await again.reload();
    await titleOf(again).waitFor();
    expect(await again.getByText(CONTENT.draftKeptTitle).count()).toBe(0);
    await context.close();
  });

  it('keeps them for the admin who made them: another admin signing in at this browser is not offered them', async () => {
    const first = await adminPage();
    const context = first.context();
    const editor = `/admin/posts/${postId}`;
    await typeAndCloseTab(first, editor);
    const other = { email: 'second.admin@test.example', password: 'second admin password' };
    await createUser(server.prisma, { ...other, role: 'admin' });

    // The first admin's session expires; someone else signs in at this browser.
    await server.prisma.session.deleteMany();
    const page = await context.newPage();
    const signInAs = async (who: { email: string; password: string }) => {
      await page.goto(`${server.url}/admin/login`);
      await page.getByLabel('Email').fill(who.email);
      await page.getByLabel('Password').fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/admin`);
    };
    await signInAs(other);
    await page.goto(`${server.url}${editor}`);
    await expect.poll(() => titleOf(page).isEditable()).toBe(true);
    expect(await page.getByText(CONTENT.draftKeptTitle).count()).toBe(0);

    // The admin who made them signs in again and is offered them.
    await server.prisma.session.deleteMany();
    await signInAs(ADMIN);
    await page.goto(`${server.url}${editor}`);
    await page.getByRole('button', { name: 'Restore changes' }).click();
    expect(await titleOf(page).inputValue()).toBe(KEPT.title);
    await context.close();
  });

  it('drops them when the post was saved since, when the admin chose to leave, and at sign-out', async () => {
    const first = await adminPage();
    const context = first.context();
    const post = await server.prisma.blogPost.findUniqueOrThrow({ where: { id: postId } });
    const editor = `/admin/posts/${postId}`;

    // Saved by someone else since: restoring would undo their save unseen.
    await typeAndCloseTab(first, editor);
    await server.prisma.blogPost.update({ where: { id: postId }, data: { version: { increment: 1 } } });
    let page = await context.newPage();
    await page.goto(`${server.url}${editor}`);
    await expect.poll(() => titleOf(page).inputValue()).toBe(post.title);
    expect(await page.getByText(CONTENT.draftKeptTitle).count()).toBe(0);
    expect(await keptKeys(page)).toEqual([]);

    // "Leave without saving" means it.
    await titleOf(page).fill(KEPT.title);
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to posts' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await page.waitForURL(`${server.url}/admin/posts`);
    expect(await keptKeys(page)).toEqual([]);

    // Signing out forgets every editor's kept changes in this browser.
    await typeAndCloseTab(page, editor);
    page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await keptKeys(page)).toEqual([]);
    await context.close();
  });
});
