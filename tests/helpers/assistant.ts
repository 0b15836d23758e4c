// The assistant subscription as scripts and the dialog select it, and a
// helper that runs it to the end over a graphql-ws client.
import type { Client } from 'graphql-ws';
import { assistantMessages } from '../../domain/ai/prompts';
import { assistantParameters } from '../../domain/ai/tasks';
import type { PrismaClient } from '../../server/db';
import { reservedTokens } from '../../server/modules/ai/usage';
import { subscribe } from './graphql-ws';

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
