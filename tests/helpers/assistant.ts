// The assistant subscription as scripts and the dialog select it, a helper
// that runs it to the end over a graphql-ws client, and the server a test
// file runs it against.
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assistantMessages } from '../../domain/ai/prompts';
import { assistantParameters } from '../../domain/ai/tasks';
import type { PrismaClient } from '../../server/db';
import type { RunningServer } from '../../server/http/server';
import { reservedTokens } from '../../server/modules/ai/usage';
import type { Services } from '../../server/services';
import { createTestApp, type TestApp } from './app';
import {
  type ChatCompletionBody,
  DEFAULT_REPLY,
  type FakeOpenAi,
  type FakeReply,
  startFakeOpenAi,
} from './fake-openai';
import { listenForSockets, socketClient, subscribe } from './graphql-ws';
import { ADMIN, createUser, signIn } from './users';

export const ASSIST = /* GraphQL */ `
  subscription Assist($input: AssistantInput!) {
    assistant(input: $input) {
      __typename
      ... on AssistantDelta { text }
      ... on AssistantTitle { title }
      ... on AssistantDone { text cutOff usage { promptTokens completionTokens totalTokens } }
      ... on Error { message }
      ... on AssistantProviderError { detail }
      ... on ValidationError { fieldErrors { field message } }
      ... on AssistantBudgetError { dailyTokenBudget tokensUsedToday resetsAt tokensNeeded }
      ... on AssistantNotConfiguredError { help variables }
    }
  }
`;

export type AssistantPayload = { __typename: string } & Record<string, unknown>;

export type AssistantInput = {
  task: 'CONTENT' | 'TITLES' | 'META' | 'IMPROVEMENTS';
  prompt?: string;
  content?: string;
  history?: string[];
};

/** Runs one request to the end: the `assistant` payload of every event, in order. */
export async function assist(client: Client, input: AssistantInput): Promise<AssistantPayload[]> {
  const events = await subscribe(client, ASSIST, { input }).done;
  return events.map((event) => {
    if (event.errors) throw new Error(JSON.stringify(event.errors));
    return (event.data as { assistant: AssistantPayload }).assistant;
  });
}

/** The most `input` may use, what a run reserves of the budget as it starts. */
export const mostUsedBy = (input: AssistantInput) =>
  reservedTokens(assistantMessages(input), assistantParameters(input.task).maxTokens);

export const deltasOf = (events: AssistantPayload[]) =>
  events.filter((event) => event.__typename === 'AssistantDelta').map((event) => event.text as string);

/** The row a run writes as it starts (`running`, charged `totalTokens`), as a server that then died left it. */
export const leftRunning = (prisma: PrismaClient, userId: string, createdAt: Date, totalTokens: number) =>
  prisma.aiRun.create({
    data: {
      userId,
      task: 'CONTENT',
      model: 'gpt-4-turbo-preview',
      status: 'running',
      promptTokens: 0,
      completionTokens: 0,
      totalTokens,
      tokensEstimated: true,
      durationMs: 0,
      createdAt,
    },
  });

export type AssistantServer = {
  /** The local server speaking the provider's protocol. */
  fake: FakeOpenAi;
  app: TestApp;
  /** The app listening on a random port, for more sockets (`socketClient(running, ...)`). */
  running: RunningServer;
  /** A graphql-ws client signed in as the admin. */
  admin: Client;
  adminCookie: string;
};

/**
 * For a whole test file, or a `describe` when called inside one: a local
 * provider server (`startFakeOpenAi`), a test app configured to use it
 * (OPENAI_API_KEY, OPENAI_BASE_URL, then `env`) and listening for sockets, and
 * an admin signed in over one, started before its tests and closed after
 * them. `key` is the OPENAI_API_KEY the app gets: the provider's by default,
 * another one (which the provider refuses), or null for none (no provider at
 * all). Each test starts with `reply` (a short post by default) and no
 * requests recorded. Read the parts inside a test (`const { fake } = server;`).
 */
export function assistantServerForFile(
  options: {
    env?: Record<string, string>;
    key?: string | null;
    services?: Partial<Services>;
    reply?: (body: ChatCompletionBody) => FakeReply;
  } = {},
): AssistantServer {
  const server = {} as AssistantServer;
  const reply = options.reply ?? (() => DEFAULT_REPLY);
  beforeAll(async () => {
    const fake = await startFakeOpenAi();
    fake.reply = reply;
    const key = options.key === undefined ? fake.apiKey : options.key;
    const provider: Record<string, string> =
      key === null ? {} : { OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.url };
    const app = await createTestApp({ env: { ...provider, ...options.env }, services: options.services });
    await createUser(app.prisma, { ...ADMIN, role: 'admin' });
    const running = await listenForSockets(app);
    const adminCookie = await signIn(app, ADMIN);
    Object.assign(server, {
      fake,
      app,
      running,
      adminCookie,
      admin: socketClient(running, { cookie: adminCookie }),
    });
  });
  afterEach(() => {
    server.fake.reply = reply;
    server.fake.requests.length = 0;
  });
  afterAll(async () => {
    await server.admin?.dispose();
    await server.running?.close();
    await server.fake?.close();
    await server.app?.close();
  });
  return server;
}
