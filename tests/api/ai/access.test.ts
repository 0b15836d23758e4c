// Who may use the assistant and how much: admins only, a daily token budget
// per admin, every run recorded, nothing when the server has no key, and
// the key itself never in anything the server sends or logs.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AI_ASSISTANT,
  AI_VARIABLES,
  budgetExhaustedMessage,
  budgetTooSmallMessage,
} from '../../../domain/ai/messages';
import type { Logger } from '../../../server/log';
import { ABANDONED_RUN_MS, reservedTokens, settleAbandonedRuns } from '../../../server/modules/ai/usage';
import { TestClock } from '../../helpers/app';
import {
  ASSIST,
  assist,
  assistantServerForFile,
  leftRunning as leftRunningRun,
  mostUsedBy,
} from '../../helpers/assistant';
import { socketClient, subscribe } from '../../helpers/graphql-ws';
import { createToken } from '../../helpers/tokens';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

const STATUS = /* GraphQL */ `
  query { assistantStatus { configured model dailyTokenBudget tokensUsedToday } }
`;

describe('access', () => {
  const setup = assistantServerForFile();

  it('refuses anonymous and non-admin sockets before anything reaches the provider', async () => {
    const member = await createUser(setup.app.prisma, { ...MEMBER, role: 'member' });
    const before = setup.fake.requests.length;
    for (const [cookie, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [await sessionCookieFor(setup.app, member.id), 'FORBIDDEN'],
    ] as const) {
      const client = socketClient(setup.running, { cookie });
      const events = await subscribe(client, ASSIST, { input: { task: 'CONTENT', prompt: 'Hello' } }).done;
      expect(events).toEqual([
        expect.objectContaining({ errors: [expect.objectContaining({ extensions: { code } })] }),
      ]);
      await client.dispose();
    }
    expect(setup.fake.requests.length).toBe(before);
  });

  it("serves a script's ADMIN API token given in connection_init, and refuses a READ one", async () => {
    setup.fake.reply = () => ({
      chunks: ['<p>From a ', 'script.</p>'],
      usage: { prompt_tokens: 20, completion_tokens: 4, total_tokens: 24 },
    });
    const before = setup.fake.requests.length;
    const { token } = await createToken(setup.app, setup.adminCookie, { scope: 'ADMIN' });
    const script = socketClient(setup.running, { authorization: `Bearer ${token}` });
    try {
      const events = await assist(script, { task: 'CONTENT', prompt: 'Hello' });
      expect(events.at(-1)).toMatchObject({ __typename: 'AssistantDone', text: '<p>From a script.</p>' });
      expect(setup.fake.requests.length).toBe(before + 1);
    } finally {
      await script.dispose();
    }
    const read = await createToken(setup.app, setup.adminCookie, { scope: 'READ' });
    const reader = socketClient(setup.running, { authorization: `Bearer ${read.token}` });
    try {
      const events = await subscribe(reader, ASSIST, { input: { task: 'CONTENT', prompt: 'Hello' } }).done;
      expect(events).toEqual([expect.objectContaining({ errors: [expect.anything()] })]);
      expect(setup.fake.requests.length).toBe(before + 1);
    } finally {
      await reader.dispose();
    }
  });

  it('records each run: who, what, which model, the tokens and how long', async () => {
    setup.fake.reply = () => ({
      chunks: ['<p>Hi.</p>'],
      usage: { prompt_tokens: 40, completion_tokens: 3, total_tokens: 43 },
    });
    await assist(setup.admin, { task: 'CONTENT', prompt: 'Hello' });
    setup.fake.reply = () => ({ status: 500 });
    await assist(setup.admin, { task: 'META', content: '<p>Hi.</p>' });

    const admin = await setup.app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const runs = await setup.app.prisma.aiRun.findMany({ orderBy: { id: 'asc' } });
    expect(runs.slice(-2)).toEqual([
      expect.objectContaining({
        userId: admin.id,
        task: 'CONTENT',
        model: 'gpt-4-turbo-preview',
        status: 'completed',
        promptTokens: 40,
        completionTokens: 3,
        totalTokens: 43,
        tokensEstimated: false,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ task: 'META', status: 'failed', totalTokens: 0, tokensEstimated: false }),
    ]);
  });
});

describe('the daily token budget', () => {
  const clock = new TestClock(new Date('2026-11-21T22:00:00Z'));
  const post = { task: 'CONTENT', prompt: 'One' } as const;
  const titles = { task: 'TITLES', content: '<p>Hi.</p>' } as const;
  const R = mostUsedBy(post);
  // Room for one post at the most it may use, and half another.
  const BUDGET = R + Math.floor(R / 2);
  const setup = assistantServerForFile({
    env: { AI_DAILY_TOKEN_BUDGET: String(BUDGET) },
    services: { clock },
    // Every reply uses the most its request may: all its max tokens, and a prompt as long as reserved.
    reply: (body) => {
      const most = reservedTokens(body.messages, body.max_tokens!);
      return {
        chunks: ['<p>Hi.</p>'],
        usage: {
          prompt_tokens: most - body.max_tokens!,
          completion_tokens: body.max_tokens!,
          total_tokens: most,
        },
      };
    },
  });

  it('holds: a run starts only when the most it may use fits in what is left, with a clear message, per admin, renewed the next UTC day', async () => {
    const before = setup.fake.requests.length;
    expect((await assist(setup.admin, post)).at(-1)).toMatchObject({
      __typename: 'AssistantDone',
      usage: { totalTokens: R },
    });

    // Half a post is left: a post may use more, so it is refused before it reaches the provider.
    expect(await assist(setup.admin, { ...post, prompt: 'Two' })).toEqual([
      {
        __typename: 'AssistantBudgetError',
        message: budgetTooSmallMessage(BUDGET - R, R),
        dailyTokenBudget: BUDGET,
        tokensUsedToday: R,
        tokensNeeded: R,
        resetsAt: '2026-11-22T00:00:00.000Z',
      },
    ]);
    expect(setup.fake.requests.length - before).toBe(1);
    // Something shorter still fits.
    expect(mostUsedBy(titles)).toBeLessThanOrEqual(BUDGET - R);
    expect((await assist(setup.admin, titles)).at(-1)!.__typename).toBe('AssistantDone');
    const status = await setup.app.gql(STATUS, {}, { cookie: setup.adminCookie });
    expect(status.data).toEqual({
      assistantStatus: {
        configured: true,
        model: 'gpt-4-turbo-preview',
        dailyTokenBudget: BUDGET,
        tokensUsedToday: R + mostUsedBy(titles),
      },
    });
    expect(R + mostUsedBy(titles)).toBeLessThanOrEqual(BUDGET);

    // Another admin has a budget of their own.
    const other = { email: 'editor@test.example', password: 'another admin password' };
    await createUser(setup.app.prisma, { ...other, role: 'admin' });
    const otherClient = socketClient(setup.running, { cookie: await signIn(setup.app, other) });
    expect((await assist(otherClient, { task: 'CONTENT', prompt: 'Mine' })).at(-1)!.__typename).toBe(
      'AssistantDone',
    );
    await otherClient.dispose();

    clock.advance(2 * 60 * 60 * 1000);
    expect((await assist(setup.admin, { task: 'CONTENT', prompt: 'Six' })).at(-1)!.__typename).toBe(
      'AssistantDone',
    );
  });
});

describe('the daily token budget, with runs at once', () => {
  const R = mostUsedBy({ task: 'CONTENT', prompt: 'One' });
  // Just short of two runs at the most they may use.
  const setup = assistantServerForFile({ env: { AI_DAILY_TOKEN_BUDGET: String(2 * R - 1) } });

  it('counts a run under way at the most it may use, so runs started together cannot spend more than the budget', async () => {
    setup.fake.reply = () => ({
      chunks: ['<p>Slow</p>', '<p>reply.</p>'],
      delayMs: 300,
      usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
    });
    const before = setup.fake.requests.length;
    const runs = await Promise.all(
      ['One', 'Two', 'Six'].map(
        async (prompt) => (await assist(setup.admin, { task: 'CONTENT', prompt })).at(-1)!,
      ),
    );
    expect(runs.map((run) => run.__typename).sort()).toEqual([
      'AssistantBudgetError',
      'AssistantBudgetError',
      'AssistantDone',
    ]);
    expect(runs.filter((run) => run.__typename === 'AssistantBudgetError')).toEqual([
      expect.objectContaining({
        tokensUsedToday: R,
        tokensNeeded: R,
        message: budgetTooSmallMessage(R - 1, R),
      }),
      expect.objectContaining({
        tokensUsedToday: R,
        tokensNeeded: R,
        message: budgetTooSmallMessage(R - 1, R),
      }),
    ]);
    expect(setup.fake.requests.length - before).toBe(1);
    // Once it ended, the run counts what it used, and the next one may start.
    const status = await setup.app.gql(STATUS, {}, { cookie: setup.adminCookie });
    expect(status.data).toMatchObject({ assistantStatus: { tokensUsedToday: 60 } });
    expect((await assist(setup.admin, { task: 'CONTENT', prompt: 'Four' })).at(-1)!.__typename).toBe(
      'AssistantDone',
    );
    expect(await setup.app.prisma.aiRun.count({ where: { status: 'completed' } })).toBe(2);
  });
});

describe('a run whose server stopped mid-way', () => {
  const clock = new TestClock(new Date('2026-11-21T10:00:00Z'));
  // Room for the runs below (2060 tokens) and one more post at the most it may use.
  const BUDGET = 2060 + mostUsedBy({ task: 'CONTENT', prompt: 'Again' });
  const setup = assistantServerForFile({
    env: { AI_DAILY_TOKEN_BUDGET: String(BUDGET) },
    services: { clock },
    reply: () => ({
      chunks: ['<p>Hi.</p>'],
      usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
    }),
  });
  let adminId: string;
  beforeAll(async () => {
    adminId = (await setup.app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } })).id;
  });

  /** The row a run writes as it starts, as a server that then died left it. */
  const leftRunning = (createdAt: Date, totalTokens: number) =>
    leftRunningRun(setup.app.prisma, adminId, createdAt, totalTokens);
  const usedToday = async () =>
    (
      (await setup.app.gql(STATUS, {}, { cookie: setup.adminCookie })).data as {
        assistantStatus: { tokensUsedToday: number };
      }
    ).assistantStatus.tokensUsedToday;

  it('is untouched while it may still be under way on another server, counted at the most it may use', async () => {
    const live = await leftRunning(clock.now(), BUDGET);
    clock.advance(ABANDONED_RUN_MS - 60_000);

    expect(await assist(setup.admin, { task: 'CONTENT', prompt: 'Now' })).toEqual([
      expect.objectContaining({
        __typename: 'AssistantBudgetError',
        message: budgetExhaustedMessage(BUDGET),
        tokensUsedToday: BUDGET,
      }),
    ]);
    expect(await usedToday()).toBe(0);
    await settleAbandonedRuns(setup.app.prisma, clock.now());
    expect(await setup.app.prisma.aiRun.findUniqueOrThrow({ where: { id: live.id } })).toMatchObject({
      status: 'running',
      totalTokens: BUDGET,
    });
    // It ends after all, on its own server: charged what it used.
    await setup.app.prisma.aiRun.update({
      where: { id: live.id },
      data: { status: 'completed', totalTokens: 60 },
    });
  });

  it('counts as failed past the longest a run may last, charged the most it may have used, in the budget and in the usage shown', async () => {
    const dead = await leftRunning(clock.now(), 2000);
    clock.advance(ABANDONED_RUN_MS + 1);

    // The usage shown counts it as ended, as the budget does.
    expect(await usedToday()).toBe(2060);
    expect((await assist(setup.admin, { task: 'CONTENT', prompt: 'Again' })).at(-1)!.__typename).toBe(
      'AssistantDone',
    );
    expect(await setup.app.prisma.aiRun.findUniqueOrThrow({ where: { id: dead.id } })).toMatchObject({
      status: 'failed',
      totalTokens: 2000,
      tokensEstimated: true,
    });
    expect(await usedToday()).toBe(2120);
    expect(await setup.app.prisma.aiRun.count({ where: { status: 'running' } })).toBe(0);
  });

  it("is settled, with those of every admin, by the server's periodic sweep, live runs left alone", async () => {
    const other = await createUser(setup.app.prisma, {
      email: 'sweep@test.example',
      password: 'another admin password',
      role: 'admin',
    });
    const dead = await leftRunning(clock.now(), 500);
    await setup.app.prisma.aiRun.update({ where: { id: dead.id }, data: { userId: other.id } });
    clock.advance(ABANDONED_RUN_MS + 1);
    const live = await leftRunning(clock.now(), 500);

    expect(await settleAbandonedRuns(setup.app.prisma, clock.now())).toBe(1);
    const statuses = await setup.app.prisma.aiRun.findMany({
      where: { id: { in: [dead.id, live.id] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(statuses.map((run) => [run.id, run.status]))).toEqual({
      [dead.id]: 'failed',
      [live.id]: 'running',
    });
  });
});

describe('without OPENAI_API_KEY', () => {
  const setup = assistantServerForFile({ key: null });

  it('says the assistant is not configured and which variables to set', async () => {
    expect(await assist(setup.admin, { task: 'CONTENT', prompt: 'Hello' })).toEqual([
      {
        __typename: 'AssistantNotConfiguredError',
        message: AI_ASSISTANT.notConfigured,
        help: AI_ASSISTANT.notConfiguredHelp,
        variables: [...AI_VARIABLES],
      },
    ]);
    const status = await setup.app.gql(STATUS, {}, { cookie: setup.adminCookie });
    expect(status.data).toEqual({
      assistantStatus: {
        configured: false,
        model: 'gpt-4-turbo-preview',
        dailyTokenBudget: 100000,
        tokensUsedToday: 0,
      },
    });
  });
});

describe('the key', () => {
  // A key the provider does not know: it answers 401 quoting it, as OpenAI does.
  const KEY = 'sk-test-never-leave-the-server-1f2e3d4c';
  const logged: string[] = [];
  const record = (message: string, details?: unknown) => {
    logged.push(`${message} ${details instanceof Error ? details.stack : JSON.stringify(details)}`);
  };
  const log: Logger = { debug: record, info: record, warn: record, error: record };
  const setup = assistantServerForFile({ key: KEY, env: { AI_MODEL: 'leak-check' }, services: { log } });

  it('appears in no response, no socket frame and no log line, even when the provider quotes it', async () => {
    const frames: string[] = [];
    const client = socketClient(setup.running, { cookie: setup.adminCookie, frames });
    const failed = await assist(client, { task: 'CONTENT', prompt: 'Hello' });
    expect(failed).toEqual([
      {
        __typename: 'AssistantProviderError',
        message: AI_ASSISTANT.contentFailed,
        detail: AI_ASSISTANT.providerRefusedKey,
      },
    ]);
    expect(setup.fake.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    await client.dispose();

    const bodies = [
      ...frames,
      JSON.stringify(await setup.app.gql(STATUS, {}, { cookie: setup.adminCookie })),
      JSON.stringify(
        await setup.app.gql('{ __schema { types { name description } } }', {}, { cookie: setup.adminCookie }),
      ),
      ...logged,
    ];
    expect(frames.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('AI assistant CONTENT failed');
    for (const body of bodies) expect(body).not.toContain(KEY.slice(8));
  });
});
