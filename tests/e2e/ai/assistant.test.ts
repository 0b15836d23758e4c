// The AI Blog Assistant in Chromium, with a local server speaking OpenAI's
// streaming protocol as the provider: a post streams in, improvements
// follow, Stop ends the provider's request, content, titles and meta
// description go into the editor, a failure offers Try again, and the key
// reaches neither the browser nor the built assets.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { resolveConfig } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_ASSISTANT, providerBusyForMessage, tryAgainInMessage } from '../../../domain/ai/messages';
import { generateExcerpt } from '../../../domain/shared/excerpt';
import { AUTH } from '../../../domain/shared/messages';
import { DIST_CLIENT } from '../../../server/http/client';
import { serveTestImages, signInAsAdmin } from '../../helpers/admin-browser';
import {
  closeAll,
  listenForAnnouncements,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';
import {
  type ChatCompletionBody,
  type FakeOpenAi,
  type FakeReply,
  startFakeOpenAi,
} from '../../helpers/fake-openai';
import { ADMIN } from '../../helpers/users';

const POST = [
  '<h2>Agents in support</h2>',
  '<p>Agents answer routine tickets ',
  'in seconds, says the 2025 survey.</p>',
];
const IMPROVEMENT = '<ul><li>Name the survey you cite.</li></ul>';
const TITLES = '1. "Agents That Ship"\n2. Support at Scale\n3. Five Lessons from the Help Desk\n';
const META =
  'See how small support teams use AI agents to answer routine tickets in seconds, what the 2025 survey found, and how to start without losing quality.';

/** Replies by task, told apart by their token limits (SPEC §9). */
function replyByTask(overrides: Partial<Record<number, FakeReply>> = {}) {
  return (body: ChatCompletionBody): FakeReply =>
    overrides[body.max_tokens ?? 0] ??
    {
      2000: { chunks: POST, delayMs: 150 },
      500: { chunks: [IMPROVEMENT] },
      200: { chunks: [TITLES] },
      100: { chunks: [META] },
    }[body.max_tokens ?? 0] ?? { status: 400 };
}

let fake: FakeOpenAi;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi('sk-test-browser-never-sees-this-9a8b7c');
  ({ server, browser } = await startServerAndBrowser({
    admin: true,
    // Each test signs in afresh: more than the default sign-in limit a minute.
    env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, RATE_LIMITS: 'signIn=30' },
  }));
});
beforeEach(() => {
  fake.reply = replyByTask();
  fake.requests.length = 0;
});
afterAll(() => closeAll(browser, server, fake));

/** A new post's editor, signed in; `before` runs on the page before it loads anything (`page.clock.install()`). */
async function newPostPage(before?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await serveTestImages(context);
  const page = await context.newPage();
  await before?.(page);
  await signInAsAdmin(page, server);
  await page.goto(`${server.url}/admin/posts/new`);
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  return page;
}

async function openAssistant(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'AI assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Blog Assistant' });
  await dialog.getByLabel('What should the post be about?').waitFor();
  return dialog;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('the assistant', () => {
  it('streams a post with improvements after it, and puts content, a title and a meta description into the editor', async () => {
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const prompt = dialog.getByLabel('What should the post be about?');
    expect(await prompt.getAttribute('rows')).toBe('4');
    expect(await prompt.evaluate((element) => element === document.activeElement)).toBe(true);

    await prompt.fill('Agents in support teams');
    const heard = await listenForAnnouncements(page);
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    // A spinner until the first piece, and Stop while it streams.
    await dialog.getByRole('status').filter({ hasText: 'Writing the post…' }).waitFor();
    await dialog.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    await dialog.getByText('Name the survey you cite.').waitFor();
    // A screen reader hears the post start, end, and the improvements after it come.
    await expect
      .poll(heard)
      .toEqual(
        expect.arrayContaining([
          AI_ASSISTANT.working.CONTENT,
          AI_ASSISTANT.finished.CONTENT,
          AI_ASSISTANT.finished.IMPROVEMENTS,
        ]),
      );
    // Once each, and never the streamed text itself.
    const said = await heard();
    expect(said.filter((text) => text.includes('routine tickets'))).toEqual([]);
    expect(said.filter((text) => text === AI_ASSISTANT.finished.CONTENT)).toHaveLength(1);
    await dialog.getByRole('heading', { name: 'Suggested Improvements' }).waitFor();
    expect(fake.requests.map((request) => request.body.max_tokens)).toEqual([2000, 500]);
    expect(fake.requests[1]!.body.messages[1]!.content).toContain(POST.join(''));
    await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    expect(await prompt.inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Copy shows a check for 2000 ms.
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(POST.join(''));
    await dialog.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });

    await dialog.getByRole('button', { name: 'Use content' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Content').inputValue()).toBe(POST.join(''));
    expect(await field(page, 'Excerpt').inputValue()).toBe(generateExcerpt(POST.join('')));

    // The session is still there when the dialog opens again.
    await openAssistant(page);
    await dialog.getByText('Earlier prompts (1)').waitFor();
    await dialog.getByRole('button', { name: 'Generate Title Suggestions' }).click();
    await dialog.getByRole('button', { name: 'Use title: Five Lessons from the Help Desk' }).waitFor();
    expect(
      await dialog.getByRole('region', { name: 'Title suggestions' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Agents That ShipUse', 'Support at ScaleUse', 'Five Lessons from the Help DeskUse']);
    await dialog.getByRole('button', { name: 'Use title: Agents That Ship' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Title').inputValue()).toBe('Agents That Ship');
    expect(await field(page, 'Slug').inputValue()).toBe('agents-that-ship');

    await openAssistant(page);
    await dialog.getByRole('button', { name: 'Generate Meta Description' }).click();
    await dialog.getByText(`(${META.length} characters)`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use meta description' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Excerpt').inputValue()).toBe(META);
    // Focus is back on the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('AI assistant');
    await page.context().close();
  });

  it('Stop ends the stream and the request to the provider, and says the post may be cut off', async () => {
    fake.reply = replyByTask({ 2000: { chunks: POST, stallAfter: 2 } });
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('A long post');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText('Agents answer routine tickets').waitFor();

    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await fake.requests[0]!.abandoned;
    await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    // What arrived stays and can be used, said to be perhaps cut off; no improvements were asked for.
    await dialog.getByRole('button', { name: 'Use content' }).waitFor();
    await dialog.getByText(AI_ASSISTANT.contentEnded.stopped).waitFor();
    expect(fake.requests).toHaveLength(1);
    await page.context().close();
  });

  it('goes on writing while the dialog is closed, and shows the whole post when it opens again', async () => {
    const page = await newPostPage();
    let dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The post and its improvements were written to their end.
    await expect.poll(() => fake.requests.map((request) => request.completed)).toEqual([true, true]);

    dialog = await openAssistant(page);
    await dialog.getByText('in seconds, says the 2025 survey.').waitFor();
    await dialog.getByText('Name the survey you cite.').waitFor();
    expect(await dialog.getByText(AI_ASSISTANT.contentEnded.stopped).count()).toBe(0);
    await page.context().close();
  });

  it('asks before a generated post replaces content already written, and keeps the draft on Cancel', async () => {
    const page = await newPostPage();
    await field(page, 'Content').fill('<p>My own careful words about support.</p>');
    let dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText('Name the survey you cite.').waitFor();
    await dialog.getByRole('button', { name: 'Use content' }).click();

    const confirm = page.getByRole('dialog', { name: "Replace the post's content?" });
    await confirm.getByText('(6 words)', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await field(page, 'Content').inputValue()).toBe('<p>My own careful words about support.</p>');

    // The draft is still in the assistant; confirmed, it takes the content's place.
    dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Use content' }).click();
    await confirm.getByRole('button', { name: 'Replace content' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await field(page, 'Content').inputValue()).toBe(POST.join(''));
    await expect
      .poll(() => field(page, 'Content').evaluate((element) => element === document.activeElement))
      .toBe(true);

    // The same draft used again replaces nothing the admin wrote: no question.
    dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Use content' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await confirm.count()).toBe(0);
    await page.context().close();
  });

  it('takes back what a use button wrote with Undo, until a field it wrote is edited', async () => {
    const page = await newPostPage();
    await field(page, 'Title').fill('My own title');
    // The excerpt first: leaving the content fills an empty one.
    await field(page, 'Excerpt').fill('My own summary');
    await field(page, 'Content').fill('<p>My own careful words about support.</p>');

    let dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Generate Meta Description' }).click();
    await dialog.getByRole('button', { name: 'Use meta description' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Excerpt').inputValue()).toBe(META);
    await page.getByRole('status').filter({ hasText: AI_ASSISTANT.picked.meta }).waitFor();
    // Undo is a few keys from the button the dialog gave the focus back to.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    for (let step = 0; step < 3 && (await focused()) !== 'Undo'; step++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Undo');
    await page.keyboard.press('Enter');
    expect(await field(page, 'Excerpt').inputValue()).toBe('My own summary');
    await expect
      .poll(() => field(page, 'Excerpt').evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);

    // A title edited after it was picked is not taken back: the edit would be lost.
    dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Generate Title Suggestions' }).click();
    await dialog.getByRole('button', { name: 'Use title: Agents That Ship' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Title').inputValue()).toBe('Agents That Ship');
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await field(page, 'Title').press('End');
    await field(page, 'Title').pressSequentially('!');
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await field(page, 'Title').inputValue()).toBe('Agents That Ship!');
    await page.context().close();
  });

  it('says when a post reached the length limit of one reply', async () => {
    fake.reply = replyByTask({ 2000: { chunks: POST.slice(0, 2), finishReason: 'length' } });
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('A very long post');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText(AI_ASSISTANT.contentEnded.cutOff).waitFor();
    await dialog.getByRole('button', { name: 'Use content' }).waitFor();
    await page.context().close();
  });

  it('says a post may be cut off when the provider fails mid-way, and Try again replaces it', async () => {
    let attempts = 0;
    fake.reply = (body) =>
      body.max_tokens === 2000 && attempts++ === 0
        ? { chunks: POST, delayMs: 150, breakAfter: 2 }
        : replyByTask()(body);
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(AI_ASSISTANT.providerUnavailable).waitFor();
    // What arrived stays, but not as if it were the whole post.
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    await dialog.getByText(AI_ASSISTANT.contentEnded.brokenOff).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('in seconds, says the 2025 survey.', { exact: false }).waitFor();
    expect(await dialog.getByText(AI_ASSISTANT.contentEnded.brokenOff).count()).toBe(0);
    await page.context().close();
  });

  it("leaves its hidden status saying how a run ended: nothing over a failure's alert, done after Try again, nothing after Stop", async () => {
    let attempts = 0;
    fake.reply = (body) =>
      body.max_tokens === 2000 && attempts++ === 0 ? { status: 503 } : replyByTask()(body);
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    // The live region the assistant says its progress in, before the improvements' own spinner.
    const liveStatus = dialog.getByRole('status').first();
    const prompt = dialog.getByLabel('What should the post be about?');
    await prompt.fill('Agents in support teams');
    const heard = await listenForAnnouncements(page);
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(AI_ASSISTANT.providerUnavailable).waitFor();
    // The provider is down: the alert says so, once; the status no longer says the post is being written.
    await expect.poll(() => liveStatus.textContent()).toBe('');
    const said = await heard();
    expect(said).toContain(AI_ASSISTANT.working.CONTENT);
    expect(said.filter((text) => text.includes(AI_ASSISTANT.contentFailed))).toHaveLength(1);

    await alert.getByRole('button', { name: AI_ASSISTANT.tryAgain, exact: true }).click();
    await dialog.getByText('Name the survey you cite.').waitFor();
    await expect.poll(() => liveStatus.textContent()).toBe(AI_ASSISTANT.finished.IMPROVEMENTS);
    expect(await heard()).toContain(AI_ASSISTANT.finished.CONTENT);

    // Stopped while the post streams: it is not being written any more.
    fake.reply = replyByTask({ 2000: { chunks: POST, stallAfter: 2 } });
    await prompt.fill('A long post');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText('Agents answer routine tickets').waitFor();
    expect(await liveStatus.textContent()).toBe(AI_ASSISTANT.working.CONTENT);
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await dialog.getByText(AI_ASSISTANT.contentEnded.stopped).waitFor();
    await expect.poll(() => liveStatus.textContent()).toBe('');

    // Stopped while the improvements come: they are not said to be ready.
    fake.reply = replyByTask({ 500: { chunks: [IMPROVEMENT], stallAfter: 0 } });
    await prompt.fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => liveStatus.textContent()).toBe(AI_ASSISTANT.finished.CONTENT);
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    await expect.poll(() => liveStatus.textContent()).toBe('');
    await page.context().close();
  });

  it('shows a failure with Try again, which sends the prompt again', async () => {
    let attempts = 0;
    fake.reply = (body) =>
      body.max_tokens === 2000 && attempts++ === 0 ? { status: 429, retryAfter: '5' } : replyByTask()(body);
    const page = await newPostPage();
    const dialog = await openAssistant(page);

    // The prompt is required, and titles need content.
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText(AI_ASSISTANT.promptRequired).waitFor();
    // The prompt's message was about the last Generate: the new problem takes its place,
    // never beside it, not even for a frame (watched on every change of the page).
    await page.evaluate(
      ([first, second]) => {
        const watch = window as unknown as { bothShown?: boolean };
        watch.bothShown = false;
        new MutationObserver(() => {
          const text = document.body.textContent ?? '';
          if (text.includes(first!) && text.includes(second!)) watch.bothShown = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      [AI_ASSISTANT.promptRequired, AI_ASSISTANT.noContentForTitles],
    );
    await dialog.getByRole('button', { name: 'Generate Title Suggestions' }).click();
    await dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.noContentForTitles }).waitFor();
    expect(await dialog.getByText(AI_ASSISTANT.promptRequired).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { bothShown?: boolean }).bothShown)).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(fake.requests).toHaveLength(0);

    // Ctrl+Enter sends from the keyboard.
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await page.keyboard.press('Control+Enter');
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(providerBusyForMessage(5)).waitFor();
    // Try again stays off while the provider's wait runs, counting it down, then sends again.
    const waiting = alert.getByRole('button', { name: /^Try again in \d s$/ });
    expect([1, 2, 3, 4, 5].map(tryAgainInMessage)).toContain(await waiting.textContent());
    expect(await waiting.isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: AI_ASSISTANT.tryAgain, exact: true }).click();
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(fake.requests[0]!.body.messages.at(-1)!.content).toBe('Agents in support teams');
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toBe('Agents in support teams');
    await page.context().close();
  });

  it("keeps Generate, titles and meta from sending while the provider's wait runs, saying why, and sends again at 0", async () => {
    let attempts = 0;
    fake.reply = (body) =>
      body.max_tokens === 2000 && attempts++ === 0 ? { status: 429, retryAfter: '20' } : replyByTask()(body);
    // The page's timers are the clock's, held still once the dialog is open: the wait moves only
    // when the test moves it.
    const page = await newPostPage((page) => page.clock.install());
    // Content in the editor: titles and meta would have something to send.
    await field(page, 'Content').fill('<p>My own careful words about support.</p>');
    const dialog = await openAssistant(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const prompt = dialog.getByLabel('What should the post be about?');
    await prompt.fill('Agents in support teams');
    const generate = dialog.getByRole('button', { name: 'Generate', exact: true });
    await generate.click();
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(providerBusyForMessage(20)).waitFor();
    await alert.getByRole('button', { name: tryAgainInMessage(20) }).waitFor();

    // Off, keeping its place for the keyboard, and described by the countdown.
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
    const description = (button: Locator = generate) =>
      button.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
    expect(await description()).toBe(tryAgainInMessage(20));
    // The other buttons that ask the provider are held the same way.
    const titles = dialog.getByRole('button', { name: 'Generate Title Suggestions' });
    const meta = dialog.getByRole('button', { name: 'Generate Meta Description' });
    for (const button of [titles, meta]) {
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await description(button)).toBe(tryAgainInMessage(20));
    }
    // Neither the buttons nor Ctrl+Enter in the prompt sends (a send would take the alert away at once).
    await generate.click({ force: true });
    await titles.click({ force: true });
    await meta.click({ force: true });
    await prompt.press('Control+Enter');
    await alert.getByRole('button', { name: tryAgainInMessage(20) }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    expect(fake.requests).toHaveLength(1);

    await page.clock.runFor(10_000);
    await alert.getByRole('button', { name: tryAgainInMessage(10) }).waitFor();
    for (const button of [generate, titles, meta]) {
      expect(await description(button)).toBe(tryAgainInMessage(10));
      expect(await button.getAttribute('aria-disabled')).toBe('true');
    }

    // At 0 they send again.
    await page.clock.runFor(10_000);
    await alert.getByRole('button', { name: AI_ASSISTANT.tryAgain, exact: true }).waitFor();
    for (const button of [generate, titles, meta]) {
      expect(await button.getAttribute('aria-disabled')).toBeNull();
      expect(await button.getAttribute('aria-describedby')).toBeNull();
    }
    await page.clock.resume();
    await prompt.press('Control+Enter');
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toBe('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    await titles.click();
    await dialog.getByRole('button', { name: 'Use title: Agents That Ship' }).waitFor();
    await page.context().close();
  });

  it("stops saying to wait once the provider's wait has run out", async () => {
    fake.reply = (body) =>
      body.max_tokens === 2000 ? { status: 429, retryAfter: '5' } : replyByTask()(body);
    const page = await newPostPage((page) => page.clock.install());
    const dialog = await openAssistant(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(providerBusyForMessage(5)).waitFor();

    await page.clock.runFor(5_000);
    await alert.getByRole('button', { name: AI_ASSISTANT.tryAgain, exact: true }).waitFor();
    expect(await alert.textContent()).not.toContain(providerBusyForMessage(5));
    await alert.getByText(AI_ASSISTANT.providerWaitOver).waitFor();
    await page.context().close();
  });

  it("connects on Try again when the socket's code failed to load the first time", async () => {
    const page = await newPostPage();
    await page.route('**/assets/socket-*.js', (route) => route.abort());
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: AI_ASSISTANT.contentFailed });
    await alert.getByText(AI_ASSISTANT.connectionLost).waitFor();
    expect(fake.requests).toHaveLength(0);

    await page.unroute('**/assets/socket-*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    expect(fake.requests[0]!.body.messages.at(-1)!.content).toBe('Agents in support teams');
    await page.context().close();
  });

  it('asks for the password when the session ended, and works again once signed in', async () => {
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents in support teams');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText('Name the survey you cite.').waitFor();
    await dialog.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    expect(fake.requests).toHaveLength(2);

    // The session ends on the server while the assistant's socket is open.
    await server.prisma.session.deleteMany();
    await dialog.getByRole('button', { name: 'Generate Title Suggestions' }).click();
    const signIn = page.getByRole('dialog', { name: AUTH.sessionEnded });
    await signIn.getByLabel('Password').fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await signIn.waitFor({ state: 'detached' });
    expect(fake.requests).toHaveLength(2);

    // The assistant is still open with its post, and asks as the admin signed in again.
    await dialog.getByRole('heading', { name: 'Agents in support' }).waitFor();
    await dialog.getByRole('button', { name: 'Generate Title Suggestions' }).click();
    await dialog.getByRole('button', { name: 'Use title: Agents That Ship' }).waitFor();
    expect(fake.requests).toHaveLength(3);
    await page.context().close();
  });

  it('keeps the keyboard on Generate, Stop, Generate Meta Description and Clear conversation as they work', async () => {
    fake.reply = replyByTask({ 2000: { chunks: POST, stallAfter: 2 } });
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    const focused = (button: Locator) => button.evaluate((element) => element === document.activeElement);
    await dialog.getByLabel('What should the post be about?').fill('A long post');
    // Only the keyboard: Tab from the prompt to Generate, Enter.
    await page.keyboard.press('Tab');
    const generate = dialog.getByRole('button', { name: 'Generate', exact: true });
    expect(await focused(generate)).toBe(true);
    await page.keyboard.press('Enter');
    // Stop takes Generate's place, and the focus with it: Enter again stops.
    const stop = dialog.getByRole('button', { name: 'Stop', exact: true });
    await stop.waitFor();
    expect(await focused(stop)).toBe(true);
    await dialog.getByText('Agents answer routine tickets').waitFor();
    await page.keyboard.press('Enter');
    await fake.requests[0]!.abandoned;
    await generate.waitFor();
    expect(await focused(generate)).toBe(true);

    const meta = dialog.getByRole('button', { name: 'Generate Meta Description' });
    await meta.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Use meta description' }).waitFor();
    expect(await focused(meta)).toBe(true);

    // Nothing left to clear, the button is disabled: the keyboard goes to the prompt.
    await dialog.getByRole('button', { name: 'Clear conversation' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Use meta description' }).waitFor({ state: 'detached' });
    expect(await focused(dialog.getByLabel('What should the post be about?'))).toBe(true);
    await page.context().close();
  });

  it('keeps the focus inside and closes on Escape and on a click beside it', async () => {
    const page = await newPostPage();
    const dialog = await openAssistant(page);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openAssistant(page);
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('the key', () => {
  it('never reaches the browser: no page, script, GraphQL response or socket frame carries it', async () => {
    const received: string[] = [];
    const page = await newPostPage();
    page.on('response', async (response) => {
      received.push((await response.body().catch(() => Buffer.alloc(0))).toString('utf8'));
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => received.push(String(frame.payload))),
    );
    await page.reload();
    const dialog = await openAssistant(page);
    await dialog.getByLabel('What should the post be about?').fill('Agents');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await dialog.getByText('Name the survey you cite.').waitFor();

    expect(fake.requests[0]!.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(received.some((body) => body.includes('AssistantDone'))).toBe(true);
    expect(received.some((body) => body.includes('AI Blog Assistant'))).toBe(true);
    for (const body of received) expect(body).not.toContain(fake.apiKey);
    await page.context().close();
  });

  it('is in no built file, and the build exposes no environment variable but VITE_ ones', async () => {
    const files = fs.readdirSync(path.dirname(DIST_CLIENT), { recursive: true, withFileTypes: true });
    const keyShaped = /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/;
    const secrets = [fake.apiKey, process.env.OPENAI_API_KEY].filter((value): value is string => !!value);
    const texts = files
      .filter((entry) => entry.isFile() && /\.(js|css|html|json|map|txt|webmanifest)$/.test(entry.name))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(text).not.toMatch(keyShaped);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }

    // How a variable could reach the bundle: import.meta.env (by prefix) or a define.
    const canary = 'sk-build-canary-0123456789abcdef';
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = canary;
    try {
      const config = await resolveConfig(
        { configFile: path.resolve('vite.config.ts') },
        'build',
        'production',
      );
      expect(JSON.stringify(config.define ?? {})).not.toContain(canary);
      expect(JSON.stringify(config.env)).not.toContain(canary);
      expect(config.envPrefix ?? 'VITE_').toBe('VITE_');
    } finally {
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
    }
  });
});
