// The post editor with a long article: the preview scrolls inside its own
// area instead of growing to the whole article, so the publishing panel stays
// close, and the Save button stays on screen wherever the admin scrolls.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

const VIEWPORT = { width: 1440, height: 900 };
const LONG_ARTICLE = Array.from(
  { length: 80 },
  (_, index) => `<h2>Part ${index + 1}</h2><p>${'A paragraph about training product teams. '.repeat(6)}</p>`,
).join('\n');

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  await signInAsAdmin(page, server);
});
afterAll(() => closeAll(browser, server));

const inViewport = (element: ReturnType<Page['getByRole']>) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('the post editor with a long preview', () => {
  it('keeps the publishing panel near and Save on screen', async () => {
    await page.goto(`${server.url}/admin/posts/new`);
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.fill(LONG_ARTICLE);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Part 80' }).waitFor({ state: 'attached' });

    // The preview scrolls within its area, no taller than the window.
    const previewBox = (await preview.boundingBox())!;
    expect(previewBox.height).toBeLessThanOrEqual(VIEWPORT.height);
    expect(await preview.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);

    // The publishing panel is within reach, not thousands of pixels down.
    const publish = page.getByRole('checkbox', { name: 'Publish post' });
    const panelTop = await publish.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(panelTop).toBeLessThan(VIEWPORT.height * 2.5);

    // Down at the panel, Publish and Save are both on screen.
    await publish.scrollIntoViewIfNeeded();
    expect(await inViewport(publish)).toBe(true);
    const save = page.getByRole('button', { name: 'Save Post' });
    expect(await inViewport(save)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The preview itself is reachable with the keyboard, to scroll it.
    expect(await preview.getAttribute('tabindex')).toBe('0');
  });
});
