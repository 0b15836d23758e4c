// What a run reserves and is charged when its tokens are estimated, against
// the local provider server at the default daily budget (AI_DAILY_TOKEN_BUDGET
// unset): a long real post fits, a stopped or broken run is charged its
// prompt and what arrived as the reservation counts them, a provider that
// ignores max_tokens is stopped at what its run reserved, and a reply stopped
// at max tokens is charged no more than reserved, whatever the provider reports.
import { afterEach, describe, expect, it } from 'vitest';
import { AI } from '../../../domain/ai/constants';
import { AI_ASSISTANT } from '../../../domain/ai/messages';
import { blogPosts } from '../../../prisma/seed-data/blog';
import {
  ASSIST,
  type AssistantPayload,
  assist,
  assistantServerForFile,
  deltasOf,
  mostUsedBy,
} from '../../helpers/assistant';
import { subscribe } from '../../helpers/graphql-ws';

const setup = assistantServerForFile();
afterEach(() => setup.app.prisma.aiRun.deleteMany());

/** The rule as the README says it: ASCII at 3 characters a token, any other character a token a byte. */
const countedAt = (text: string) => {
  const ascii = [...text].filter((character) => character.charCodeAt(0) < 0x80).length;
  return Math.ceil(ascii / 3) + Buffer.byteLength(text) - ascii;
};
/** Its messages with 4 tokens each of the chat format and 3 to prime the reply. */
const promptCountedAt = (messages: { content: string }[]) =>
  messages.reduce((sum, message) => sum + countedAt(message.content) + 4, 3);

const slowReply = () => ({
  chunks: Array.from({ length: 100 }, (_, index) => `<p>Part ${index}.</p>`),
  delayMs: 20,
  usage: null,
});

describe('the reservation', () => {
  it('lets an improve on a post of 100,000 characters of real English run at the default budget', async () => {
    // The seed's posts, one after another until the post is 100,000 characters long.
    let content = '';
    for (let index = 0; content.length < 100_000; index++)
      content += blogPosts[index % blogPosts.length]!.content;
    content = content.slice(0, 100_000);
    setup.fake.reply = () => ({
      chunks: ['<p>Shorter paragraphs.</p>'],
      usage: { prompt_tokens: 23_000, completion_tokens: 5, total_tokens: 23_005 },
    });

    const events = await assist(setup.admin, { task: 'IMPROVEMENTS', content });

    expect(events.at(-1)).toMatchObject({ __typename: 'AssistantDone' });
    // Still well above what OpenAI's tokenizers make of it (about 4.45 characters a token).
    expect(mostUsedBy({ task: 'IMPROVEMENTS', content })).toBeGreaterThan(
      100_000 / 4.45 + AI.maxTokens.improvements,
    );
  });
});

describe('a run the provider reports no usage for', () => {
  it('stopped by the admin, is charged its prompt and what arrived, as the reservation counts them', async () => {
    setup.fake.reply = () => ({ ...slowReply(), stallAfter: 2 });
    const input = { task: 'CONTENT', prompt: 'A long post about agents' };
    const subscription = subscribe(setup.admin, ASSIST, { input });
    const streamed = () =>
      deltasOf(subscription.events.map((event) => event.data!.assistant as AssistantPayload)).join('');
    await expect.poll(streamed).toBe('<p>Part 0.</p><p>Part 1.</p>');

    subscription.unsubscribe();
    await setup.fake.requests[0]!.abandoned;

    const prompt = promptCountedAt(setup.fake.requests[0]!.body.messages);
    const completion = countedAt('<p>Part 0.</p><p>Part 1.</p>');
    await expect
      .poll(() => setup.app.prisma.aiRun.findFirst({ where: { status: 'stopped' } }))
      .toMatchObject({
        promptTokens: prompt,
        completionTokens: completion,
        totalTokens: prompt + completion,
        tokensEstimated: true,
      });
  });

  it('broken off mid-stream, is charged the same way', async () => {
    setup.fake.reply = () => ({ ...slowReply(), breakAfter: 3 });
    const input = { task: 'CONTENT', prompt: 'A long post about agents' } as const;

    const events = await assist(setup.admin, input);

    const arrived = deltasOf(events).join('');
    expect(arrived).toBe('<p>Part 0.</p><p>Part 1.</p><p>Part 2.</p>');
    expect(events.at(-1)).toMatchObject({ __typename: 'AssistantProviderError' });
    const prompt = promptCountedAt(setup.fake.requests[0]!.body.messages);
    expect(await setup.app.prisma.aiRun.findFirst()).toMatchObject({
      status: 'failed',
      promptTokens: prompt,
      completionTokens: countedAt(arrived),
      totalTokens: prompt + countedAt(arrived),
      tokensEstimated: true,
    });
  });
});

describe('a provider that ignores max_tokens', () => {
  it('is stopped once its reply passes what the run reserved, and the admin is told', async () => {
    // One word a piece, on and on (paced, so the reply is still coming when it is stopped): titles ask for 200 tokens at most.
    setup.fake.reply = () => ({
      chunks: Array.from({ length: 2000 }, () => ' word'),
      delayMs: 1,
      usage: null,
    });
    const input = { task: 'TITLES', content: '<p>A post about agents.</p>' } as const;

    const events = await assist(setup.admin, input);

    expect(events.at(-1)).toEqual({
      __typename: 'AssistantProviderError',
      message: AI_ASSISTANT.titlesFailed,
      detail: AI_ASSISTANT.providerOverran,
    });
    await setup.fake.requests[0]!.abandoned;
    expect(setup.fake.requests[0]!.completed).toBe(false);
    // Charged what it reserved, never more: the budget holds.
    expect(await setup.app.prisma.aiRun.findFirst()).toMatchObject({
      status: 'failed',
      completionTokens: AI.maxTokens.titles,
      totalTokens: mostUsedBy(input),
      tokensEstimated: true,
    });
  });
});

describe('a reply the provider stopped at max tokens', () => {
  it('is charged at most what its run reserved, even when the provider reports more', async () => {
    const input = { task: 'TITLES', content: '<p>A post about agents.</p>' } as const;
    const reserved = mostUsedBy(input);
    setup.fake.reply = (body) => ({
      chunks: ['1. Agents\n2. Support'],
      finishReason: 'length',
      usage: {
        prompt_tokens: reserved,
        completion_tokens: body.max_tokens! + 50,
        total_tokens: reserved + body.max_tokens! + 50,
      },
    });

    const events = await assist(setup.admin, input);

    const done = events.at(-1)!;
    expect(done).toMatchObject({ __typename: 'AssistantDone', cutOff: true });
    const usage = done.usage as { promptTokens: number; completionTokens: number; totalTokens: number };
    expect(usage.completionTokens).toBe(AI.maxTokens.titles);
    expect(usage.totalTokens).toBe(reserved);
    expect(usage.promptTokens + usage.completionTokens).toBe(usage.totalTokens);
    expect(await setup.app.prisma.aiRun.findFirst()).toMatchObject({
      status: 'completed',
      totalTokens: reserved,
    });
  });
});
