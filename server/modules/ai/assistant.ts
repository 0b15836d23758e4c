// The assistant use case: checks the request, the configuration and the
// admin's daily budget, streams the model's reply as sanitized events, and
// records the run. The stream is a Repeater, so unsubscribing (Stop, closing
// the dialog, a dropped socket) aborts the upstream request at once instead
// of waiting for the next chunk as an async generator would.
import { Repeater } from 'graphql-yoga';
import { AI_ASSISTANT, AI_VARIABLES } from '../../../domain/ai/messages';
import { assistantMessages } from '../../../domain/ai/prompts';
import {
  type AssistantRequest,
  assistantParameters,
  failureMessage,
  validateAssistantRequest,
} from '../../../domain/ai/tasks';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { AiProviderError, type TokenUsage } from '../../services/ai';
import {
  AssistantBudgetError,
  AssistantDone,
  type AssistantEvent,
  AssistantNotConfiguredError,
  AssistantProviderError,
} from './events';
import { createTaskOutput } from './output';
import { estimateUsage, recordRun, startOfNextUtcDay, tokensUsedToday } from './usage';

const FAILURE_DETAIL = {
  auth: AI_ASSISTANT.providerRefusedKey,
  rateLimit: AI_ASSISTANT.providerBusy,
  rejected: AI_ASSISTANT.providerRejected,
  unavailable: AI_ASSISTANT.providerUnavailable,
} as const;

const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

export function streamAssistant(context: Context, request: AssistantRequest): AsyncIterable<AssistantEvent> {
  return new Repeater<AssistantEvent>(async (push, stop) => {
    const controller = new AbortController();
    void stop.then(() => controller.abort());
    await runAssistant(context, request, push, controller.signal);
    stop();
  });
}

async function runAssistant(
  context: Context,
  request: AssistantRequest,
  emit: (event: AssistantEvent) => Promise<unknown>,
  signal: AbortSignal,
): Promise<void> {
  const { prisma, services, config } = context;
  // The subscription requires the admin scope, checked before this runs.
  const userId = context.viewer!.id;
  const invalid = validateAssistantRequest(request);
  if (Object.values(invalid).some(Boolean)) {
    await emit(validationError(invalid));
    return;
  }
  const ai = services.ai;
  if (!ai) {
    await emit(new AssistantNotConfiguredError(AI_VARIABLES));
    return;
  }
  const now = services.clock.now();
  const budget = config.ai.dailyTokenBudget;
  if (budget > 0) {
    const used = await tokensUsedToday(prisma, userId, now);
    if (used >= budget) {
      await emit(new AssistantBudgetError(budget, used, startOfNextUtcDay(now)));
      return;
    }
  }

  const messages = assistantMessages(request);
  const output = createTaskOutput(request.task);
  const started = performance.now();
  let received = '';
  let usage: TokenUsage | null = null;
  let failure: unknown = null;
  try {
    for await (const chunk of ai.streamChat({ messages, ...assistantParameters(request.task), signal })) {
      if ('usage' in chunk) usage = chunk.usage;
      else {
        received += chunk.text;
        for (const event of output.write(chunk.text)) await emit(event);
      }
    }
    for (const event of output.end()) await emit(event);
  } catch (error) {
    if (!signal.aborted) failure = error;
  }

  const status = signal.aborted ? 'stopped' : failure ? 'failed' : 'completed';
  // A provider that answered with an error status charged nothing; a stopped
  // or broken stream has no count from the provider, so it is estimated.
  const refused = failure instanceof AiProviderError && failure.status !== undefined;
  const charged =
    usage ??
    (refused || (failure && received === '')
      ? NO_TOKENS
      : estimateUsage(messages.map((message) => message.content).join('\n'), received));
  try {
    await recordRun(prisma, {
      userId,
      task: request.task,
      model: ai.model,
      status,
      usage: charged,
      tokensEstimated: usage === null && charged !== NO_TOKENS,
      durationMs: performance.now() - started,
      at: now,
    });
  } catch (error) {
    // The writer still gets the result; the run is missing from the budget.
    services.log.error('Could not record an AI assistant run', error);
  }
  if (status === 'stopped') return;
  if (failure) {
    // Only our own description: the provider's message may quote part of the key.
    services.log.warn(
      `AI assistant ${request.task} failed: ${failure instanceof Error ? failure.message : 'unknown error'}`,
    );
    const detail = failure instanceof AiProviderError ? failure.failure : 'unavailable';
    await emit(new AssistantProviderError(failureMessage(request.task), FAILURE_DETAIL[detail]));
    return;
  }
  await emit(new AssistantDone(output.text(), charged));
}

function validationError(messages: Partial<Record<string, string>>): ValidationError {
  return new ValidationError(
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => ({ field, message })),
  );
}
