// The assistant subscription end to end: a real graphql-ws client, the
// server listening on a random port, and a local server speaking OpenAI's
// streaming protocol in place of the provider.
import type { Client } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { AI_ASSISTANT, providerBusyForMessage } from '../../../domain/ai/messages';
import { SYSTEM_PROMPTS } from '../../../domain/ai/prompts';
import { createOpenAiService, type OpenAiOptions } from '../../../server/services/ai/openai';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  ASSIST,
  type AssistantPayload,
  assist,
  assistantServerForFile,
  deltasOf,
} from '../../helpers/assistant';
import { startFakeOpenAi } from '../../helpers/fake-openai';
import { listenForSockets, socketClient, subscribe } from '../../helpers/graphql-ws';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const setup = assistantServerForFile({ env: { AI_DAILY_TOKEN_BUDGET: '0' } });

describe('content', () => {
  it('streams the pieces in order, then the whole text and its usage', async () => {
    const chunks = ['<h2>Why ', 'agents</h2>', '<p>First', ' sentence.</p>', '<p>Second.</p>'];
    setup.fake.reply = () => ({
      chunks,
      delayMs: 20,
      usage: { prompt_tokens: 120, completion_tokens: 5, total_tokens: 125 },
    });

    const events = await assist(setup.admin, { task: 'CONTENT', prompt: 'Write about agents' });

    // Pieces the client has not taken yet travel together; the order never changes.
    expect(deltasOf(events).length).toBeGreaterThan(1);
    expect(deltasOf(events).join('')).toBe(chunks.join(''));
    expect(events.at(-1)).toEqual({
      __typename: 'AssistantDone',
      text: chunks.join(''),
      cutOff: false,
      usage: { promptTokens: 120, completionTokens: 5, totalTokens: 125 },
    });
  });

  it('says when the reply was cut off at the token limit, and closes what it left open', async () => {
    setup.fake.reply = () => ({
      chunks: ['<h2>Why agents</h2>', '<p>They answer at night and'],
      finishReason: 'length',
    });

    const events = await assist(setup.admin, { task: 'CONTENT', prompt: 'A very long post' });

    expect(events.at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      text: '<h2>Why agents</h2><p>They answer at night and</p>',
      cutOff: true,
    });
  });

  it('turns a reply written in Markdown despite the rules into the allowed tags', async () => {
    setup.fake.reply = () => ({
      chunks: [
        '## Why agents\n\nThey answer **routine** tickets\nat night.\n\n',
        '### What to try\n- A pilot\n- A <script>review</script> & a plan\n\n1. Measure\n2. Decide',
      ],
    });

    const events = await assist(setup.admin, { task: 'CONTENT', prompt: 'A post' });

    expect(events.at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      text:
        '<h2>Why agents</h2><p>They answer <b>routine</b> tickets at night.</p><h3>What to try</h3>' +
        '<ul><li>A pilot</li><li>A  &amp; a plan</li></ul><ol><li>Measure</li><li>Decide</li></ol>',
    });
  });

  it('sanitizes the output to the allowed tags while it streams, even across chunks', async () => {
    const chunks = [
      '```html\n<h',
      '2 class="x">Title</h2><p onclick="steal()">Text <a href="javascript:alert(1)">link</a> <scr',
      'ipt>alert(1)</script><img src=x onerror=alert(1)><b>bold</b> &amp; 3 &lt; 4</p><h1>Big</h1>\n```',
    ];
    setup.fake.reply = () => ({ chunks });

    const events = await assist(setup.admin, { task: 'CONTENT', prompt: 'Anything' });

    const streamed = deltasOf(events).join('');
    const done = events.at(-1)!.text as string;
    for (const html of [streamed, done]) {
      expect(html).toContain('<h2>Title</h2><p>Text link <b>bold</b> &amp; 3 &lt; 4</p>Big');
      expect(html).not.toMatch(/script|onclick|onerror|javascript|<a|<img|<h1|```|class=/);
    }
    expect(done).toBe('<h2>Title</h2><p>Text link <b>bold</b> &amp; 3 &lt; 4</p>Big');
  });

  it('sends the spec parameters, with the earlier prompts as a preceding message', async () => {
    await assist(setup.admin, {
      task: 'CONTENT',
      prompt: '  Now make it about RAG  ',
      history: ['Write about agents', 'Shorter please'],
    });

    const [request] = setup.fake.requests;
    expect(request!.authorization).toBe(`Bearer ${setup.fake.apiKey}`);
    expect(request!.body).toMatchObject({
      model: 'gpt-4-turbo-preview',
      temperature: 0.7,
      max_tokens: 2000,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(request!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPTS.CONTENT },
      { role: 'user', content: expect.stringMatching(/1\. Write about agents\n2\. Shorter please$/) },
      { role: 'user', content: 'Now make it about RAG' },
    ]);
  });

  it('sends no history message on the first prompt', async () => {
    await assist(setup.admin, { task: 'CONTENT', prompt: 'Write about agents' });
    expect(setup.fake.requests[0]!.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('then improvements are asked for the content it returned', async () => {
    setup.fake.reply = (body) =>
      body.max_tokens === 500
        ? { chunks: ['<ul><li>Cite a source', ' for the 40% figure.</li></ul>'] }
        : { chunks: ['<p>Agents cut support time by 40%.</p>'] };

    const content = await assist(setup.admin, { task: 'CONTENT', prompt: 'Agents in support' });
    const written = content.at(-1)!.text as string;
    const improvements = await assist(setup.admin, { task: 'IMPROVEMENTS', content: written });

    expect(improvements.at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      text: '<ul><li>Cite a source for the 40% figure.</li></ul>',
    });
    const request = setup.fake.requests[1]!.body;
    expect(request).toMatchObject({ temperature: 0.7, max_tokens: 500 });
    expect(request.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPTS.IMPROVEMENTS });
    expect(request.messages[1]!.content).toContain(written);
  });
});

describe('titles and meta description', () => {
  it('streams each title as its line completes: numbers and quotes stripped, empty lines dropped', async () => {
    setup.fake.reply = () => ({
      chunks: [
        '1. "Agents That',
        ' Ship"\n',
        "\n2) 'Five Lessons'\n3 - “Support",
        ' at Scale”\n\n',
        '4. Plain\n5. Last',
      ],
    });

    const events = await assist(setup.admin, { task: 'TITLES', content: '<p>A post about agents.</p>' });

    expect(
      events.filter((event) => event.__typename === 'AssistantTitle').map((event) => event.title),
    ).toEqual(['Agents That Ship', 'Five Lessons', 'Support at Scale', 'Plain', 'Last']);
    expect(events.at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      text: 'Agents That Ship\nFive Lessons\nSupport at Scale\nPlain\nLast',
    });
    const request = setup.fake.requests[0]!.body;
    expect(request).toMatchObject({ temperature: 0.7, max_tokens: 200 });
    expect(request.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPTS.TITLES });
    expect(request.messages[1]!.content).toContain('<p>A post about agents.</p>');
  });

  it('streams the meta description as plain text and returns it as one clean line', async () => {
    setup.fake.reply = () => ({
      chunks: ['"Learn how <b>support</b> teams', '\nuse agents &amp; keep quality."'],
    });

    const events = await assist(setup.admin, { task: 'META', content: '<p>A post.</p>' });

    expect(deltasOf(events).join('')).toBe('"Learn how support teams\nuse agents & keep quality."');
    expect(events.at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      text: 'Learn how support teams use agents & keep quality.',
    });
    const request = setup.fake.requests[0]!.body;
    expect(request).toMatchObject({ temperature: 0.7, max_tokens: 100 });
    expect(request.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPTS.META });
    expect(SYSTEM_PROMPTS.META).toContain('150 to 160 characters');
  });
});

describe('the style rules the prompt asks for', () => {
  it('hold in what the writer receives, streamed and whole, for every task, even if the model ignores them', async () => {
    const replies = {
      CONTENT: [
        '<h2>Why agents 🤖</h2><p>Agents -',
        '- when scoped -- save time 👍',
        '🏽.</p><p>🚀 Launch—then measure.</p>',
      ],
      IMPROVEMENTS: ['<ul><li>Add a source 📚</li><li>Cut the em dash—it reads as AI</li></ul>'],
      META: ['Agents 🤖 answer at night -', '- and keep quality ✨'],
      TITLES: ['1. 🚀 Agents That Ship\n2. Support—at Scale 👩‍💻\n3. 🎉\n'],
    } as const;
    const expected = {
      CONTENT: '<h2>Why agents</h2><p>Agents – when scoped – save time.</p><p>Launch – then measure.</p>',
      IMPROVEMENTS: '<ul><li>Add a source</li><li>Cut the em dash – it reads as AI</li></ul>',
      META: 'Agents answer at night – and keep quality',
    };
    for (const task of ['CONTENT', 'IMPROVEMENTS', 'META'] as const) {
      setup.fake.reply = () => ({ chunks: [...replies[task]] });
      const events = await assist(setup.admin, { task, prompt: 'Agents', content: '<p>A post.</p>' });
      expect(deltasOf(events).join(''), task).toBe(expected[task]);
      expect(events.at(-1), task).toMatchObject({ __typename: 'AssistantDone', text: expected[task] });
    }
    setup.fake.reply = () => ({ chunks: [...replies.TITLES] });
    const events = await assist(setup.admin, { task: 'TITLES', content: '<p>A post.</p>' });
    expect(
      events.filter((event) => event.__typename === 'AssistantTitle').map((event) => event.title),
    ).toEqual(['Agents That Ship', 'Support – at Scale']);
    expect(events.at(-1)).toMatchObject({ text: 'Agents That Ship\nSupport – at Scale' });
  });
});

describe('invalid requests', () => {
  it.each([
    [{ task: 'CONTENT', prompt: '   ' }, 'prompt', AI_ASSISTANT.promptRequired],
    [{ task: 'TITLES', content: '<p> </p>' }, 'content', AI_ASSISTANT.noContentForTitles],
    [{ task: 'META' }, 'content', AI_ASSISTANT.noContentForMeta],
    [{ task: 'IMPROVEMENTS', content: '' }, 'content', AI_ASSISTANT.noContentToAnalyze],
  ] as const)(
    '%j is refused with the spec message and never reaches the provider',
    async (input, field, message) => {
      const events = await assist(setup.admin, input);
      expect(events).toEqual([{ __typename: 'ValidationError', message, fieldErrors: [{ field, message }] }]);
      expect(setup.fake.requests).toHaveLength(0);
    },
  );
});

describe('provider failures', () => {
  it.each([
    [401, 'CONTENT', AI_ASSISTANT.contentFailed, AI_ASSISTANT.providerRefusedKey],
    [429, 'TITLES', AI_ASSISTANT.titlesFailed, AI_ASSISTANT.providerBusy],
    [500, 'META', AI_ASSISTANT.metaFailed, AI_ASSISTANT.providerUnavailable],
    [400, 'IMPROVEMENTS', AI_ASSISTANT.improvementsFailed, AI_ASSISTANT.providerRejected],
  ] as const)('HTTP %i is the task failure message with a reason', async (status, task, message, detail) => {
    setup.fake.reply = () => ({ status });
    const events = await assist(setup.admin, { task, prompt: 'x', content: '<p>Some content.</p>' });
    expect(events).toEqual([{ __typename: 'AssistantProviderError', message, detail }]);
    // Failures are not retried behind the writer's back: they decide with Try again.
    expect(setup.fake.requests).toHaveLength(1);
  });

  it('a 429 with Retry-After says how long to wait before trying again', async () => {
    setup.fake.reply = () => ({ status: 429, retryAfter: '20' });
    expect(await assist(setup.admin, { task: 'CONTENT', prompt: 'x' })).toEqual([
      {
        __typename: 'AssistantProviderError',
        message: AI_ASSISTANT.contentFailed,
        detail: providerBusyForMessage(20),
      },
    ]);
    // A header that says no number of seconds is as if there were none.
    setup.fake.reply = () => ({ status: 429, retryAfter: 'soon' });
    const [vague] = await assist(setup.admin, { task: 'META', content: '<p>Some content.</p>' });
    expect(vague!.detail).toBe(AI_ASSISTANT.providerBusy);
  });

  it('gives the wait as a number too, so the editor can count it down', async () => {
    const WAIT = /* GraphQL */ `
      subscription ($input: AssistantInput!) {
        assistant(input: $input) { ... on AssistantProviderError { retryAfterSeconds } }
      }
    `;
    const waitOf = async () =>
      (await subscribe(setup.admin, WAIT, { input: { task: 'CONTENT', prompt: 'x' } }).done).map(
        (event) => event.data?.assistant ?? event.errors,
      );
    setup.fake.reply = () => ({ status: 429, retryAfter: '20' });
    expect(await waitOf()).toEqual([{ retryAfterSeconds: 20 }]);
    setup.fake.reply = () => ({ status: 500 });
    expect(await waitOf()).toEqual([{ retryAfterSeconds: null }]);
  });

  it('a reply that breaks off right after its first piece still hands on all of that piece, before the failure', async () => {
    // A year is held back while it streams (it may turn into a keycap emoji), so before the fix the piece showed as an empty paragraph.
    setup.fake.reply = () => ({ chunks: ['<p>2025', ' was the year.</p>'], delayMs: 5, breakAfter: 1 });

    const events = await assist(setup.admin, { task: 'CONTENT', prompt: 'Write about agents' });

    expect(deltasOf(events).join('')).toBe('<p>2025</p>');
    expect(events.at(-1)).toEqual({
      __typename: 'AssistantProviderError',
      message: AI_ASSISTANT.contentFailed,
      detail: AI_ASSISTANT.providerUnavailable,
    });
  });

  it('a provider that cannot be reached is a failure too', async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const offline = await createTestApp({ env: { OPENAI_API_KEY: gone.apiKey, OPENAI_BASE_URL: gone.url } });
    try {
      await createUser(offline.prisma, { ...ADMIN, role: 'admin' });
      const server = await listenForSockets(offline);
      const offlineClient = socketClient(server, { cookie: await signIn(offline, ADMIN) });
      const events = await assist(offlineClient, { task: 'CONTENT', prompt: 'Hello' });
      expect(events).toEqual([
        {
          __typename: 'AssistantProviderError',
          message: AI_ASSISTANT.contentFailed,
          detail: AI_ASSISTANT.providerUnavailable,
        },
      ]);
      await offlineClient.dispose();
      await server.close();
    } finally {
      await offline.close();
    }
  });
});

/** Runs `test` against an app of its own whose provider has the given timeouts, signed in as an admin. */
async function withTimeouts(
  timeouts: Pick<OpenAiOptions, 'idleTimeoutMs' | 'maxReplyMs'>,
  test: (app: TestApp, client: Client) => Promise<void>,
) {
  const own = await createTestApp({
    env: { OPENAI_API_KEY: setup.fake.apiKey, OPENAI_BASE_URL: setup.fake.url, AI_DAILY_TOKEN_BUDGET: '0' },
    services: {
      ai: createOpenAiService({
        apiKey: setup.fake.apiKey,
        baseUrl: setup.fake.url,
        model: 'm',
        ...timeouts,
      }),
    },
  });
  try {
    await createUser(own.prisma, { ...ADMIN, role: 'admin' });
    const server = await listenForSockets(own);
    const ownClient = socketClient(server, { cookie: await signIn(own, ADMIN) });
    await test(own, ownClient);
    await ownClient.dispose();
    await server.close();
  } finally {
    await own.close();
  }
}

describe('a provider that goes silent', () => {
  it('is given up after a while without a piece, with what arrived kept and a reason to try again', () =>
    withTimeouts({ idleTimeoutMs: 300 }, async (stalling, stallingClient) => {
      setup.fake.reply = () => ({ chunks: ['<p>Part 0.</p>', '<p>Part 1.</p>'], stallAfter: 1 });

      const events = await assist(stallingClient, { task: 'CONTENT', prompt: 'A post' });

      expect(deltasOf(events).join('')).toBe('<p>Part 0.</p>');
      expect(events.at(-1)).toEqual({
        __typename: 'AssistantProviderError',
        message: AI_ASSISTANT.contentFailed,
        detail: AI_ASSISTANT.providerStalled,
      });
      // The request to the provider is closed, not left hanging.
      await setup.fake.requests[0]!.abandoned;
      expect(await stalling.prisma.aiRun.findFirst()).toMatchObject({ status: 'failed' });
    }));
});

describe('a reply that keeps coming for too long', () => {
  it('is given up at the longest a run may last, so a run still under way past it can only be one whose server died', () =>
    withTimeouts({ maxReplyMs: 600 }, async (slow, slowClient) => {
      // A piece every 100 ms: never idle, but 10 s in all.
      setup.fake.reply = () => ({
        chunks: Array.from({ length: 100 }, (_, index) => `<p>Part ${index}.</p>`),
        delayMs: 100,
      });

      const events = await assist(slowClient, { task: 'CONTENT', prompt: 'A post' });

      expect(deltasOf(events).length).toBeGreaterThan(0);
      expect(events.at(-1)).toEqual({
        __typename: 'AssistantProviderError',
        message: AI_ASSISTANT.contentFailed,
        detail: AI_ASSISTANT.providerTooSlow,
      });
      await setup.fake.requests[0]!.abandoned;
      expect(await slow.prisma.aiRun.findFirst()).toMatchObject({ status: 'failed', tokensEstimated: true });
    }));
});

describe('stopping', () => {
  const slowReply = () => ({
    chunks: Array.from({ length: 100 }, (_, index) => `<p>Part ${index}.</p>`),
    delayMs: 100,
  });

  it('unsubscribing aborts the request to the provider at once and records the run as stopped', async () => {
    // The provider goes silent after two pieces: the abort cannot wait for a next one.
    setup.fake.reply = () => ({ ...slowReply(), delayMs: 0, stallAfter: 2 });
    const subscription = subscribe(setup.admin, ASSIST, {
      input: { task: 'CONTENT', prompt: 'A long post' },
    });
    const streamed = () =>
      deltasOf(subscription.events.map((event) => event.data!.assistant as AssistantPayload));
    await expect.poll(() => streamed().join('')).toBe('<p>Part 0.</p><p>Part 1.</p>');

    subscription.unsubscribe();
    await setup.fake.requests[0]!.abandoned;

    expect(setup.fake.requests[0]!.completed).toBe(false);
    expect(streamed().join('')).toBe('<p>Part 0.</p><p>Part 1.</p>');
    await expect
      .poll(() => setup.app.prisma.aiRun.findFirst({ where: { status: 'stopped' } }))
      .toMatchObject({
        task: 'CONTENT',
        tokensEstimated: true,
        totalTokens: expect.any(Number),
      });
  });

  it('a closed socket aborts it too', async () => {
    setup.fake.reply = slowReply;
    const ownClient = socketClient(setup.running, { cookie: await signIn(setup.app, ADMIN) });
    const subscription = subscribe(ownClient, ASSIST, { input: { task: 'CONTENT', prompt: 'A long post' } });
    await subscription.waitFor(1);

    await ownClient.dispose();
    await setup.fake.requests[0]!.abandoned;

    expect(setup.fake.requests[0]!.completed).toBe(false);
  });
});
