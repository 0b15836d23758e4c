// The assistant use case: checks the request, the configuration and the
// admin's daily budget, streams the model's reply as sanitized events, and
// records the run. The stream is a Repeater, so unsubscribing (Stop, closing
// the dialog, a dropped socket) aborts the upstream request at once instead
// of waiting for the next chunk as an async generator would.
import { Repeater } from 'graphql-yoga';
import { AI_ASSISTANT, AI_VARIABLES, providerBusyForMessage } from '../../../domain/ai/messages';
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
  AssistantDelta,
  AssistantDone,
  type AssistantEvent,
  AssistantNotConfiguredError,
  AssistantProviderError,
} from './events';
import { createTaskOutput } from './output';
import {
  estimateUsage,
  finishRun,
  passedMaxTokens,
  reservedTokens,
  startOfNextUtcDay,
  startRun,
  withinReservation,
} from './usage';

const FAILURE_DETAIL = {
  auth: AI_ASSISTANT.providerRefusedKey,
  rateLimit: AI_ASSISTANT.providerBusy,
  rejected: AI_ASSISTANT.providerRejected,
  unavailable: AI_ASSISTANT.providerUnavailable,
  stalled: AI_ASSISTANT.providerStalled,
  tooLong: AI_ASSISTANT.providerTooSlow,
} as const;

const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

/** The failure of a reply stopped past its task's max tokens (passedMaxTokens). */
const OVERRAN = 'the reply went past max_tokens';

export function streamAssistant(context: Context, request: AssistantRequest): AsyncIterable<AssistantEvent> {
  return new Repeater<AssistantEvent>(async (push, stop) => {
    const controller = new AbortController();
    void stop.then(() => controller.abort());
    await runAssistant(context, request, createEmitter(push), controller.signal);
    stop();
  });
}

type Emitter = { emit(event: AssistantEvent): void; flush(): Promise<void> };

/**
 * Hands events to the subscription in order. Pieces of text that arrive
 * while the client is still taking the previous event travel as one: a fast
 * provider costs fewer GraphQL executions and frames, a paced one loses
 * nothing in latency, and reading from the provider never waits.
 */
function createEmitter(push: (event: AssistantEvent) => Promise<unknown>): Emitter {
  const queue: AssistantEvent[] = [];
  let pumping: Promise<void> | null = null;
  const pump = async () => {
    while (queue.length > 0) await push(queue.shift()!);
    pumping = null;
  };
  return {
    emit(event) {
      const last = queue.at(-1);
      if (event instanceof AssistantDelta && last instanceof AssistantDelta) {
        queue[queue.length - 1] = new AssistantDelta(last.text + event.text);
      } else {
        queue.push(event);
      }
      pumping ??= pump();
    },
    flush: async () => {
      await pumping;
    },
  };
}

async function runAssistant(
  context: Context,
  request: AssistantRequest,
  { emit, flush }: Emitter,
  signal: AbortSignal,
): Promise<void> {
  const { prisma, services, config } = context;
  // The subscription requires the admin scope, checked before this runs.
  const userId = context.viewer!.id;
  const invalid = validateAssistantRequest(request);
  if (Object.values(invalid).some(Boolean)) {
    emit(validationError(invalid));
    return flush();
  }
  const ai = services.ai;
  if (!ai) {
    emit(new AssistantNotConfiguredError(AI_VARIABLES));
    return flush();
  }
  const now = services.clock.now();
  const budget = config.ai.dailyTokenBudget;
  const messages = assistantMessages(request);
  const parameters = assistantParameters(request.task);
  const reserved = reservedTokens(messages, parameters.maxTokens);
  const started = await startRun(prisma, {
    userId,
    task: request.task,
    model: ai.model,
    reserved,
    budget,
    at: now,
  });
  if ('spent' in started) {
    emit(new AssistantBudgetError(budget, started.spent, startOfNextUtcDay(now), reserved));
    return flush();
  }

  const output = createTaskOutput(request.task);
  const startedAt = performance.now();
  let received = '';
  let pieces = 0;
  let usage: TokenUsage | null = null;
  let cutOff = false;
  let failure: unknown = null;
  try {
    for await (const chunk of ai.streamChat({ messages, ...parameters, signal })) {
      if ('usage' in chunk) usage = chunk.usage;
      else if ('cutOff' in chunk) cutOff = true;
      // An empty piece holds no token: it counts neither towards passedMaxTokens nor in the reply.
      else if (chunk.text !== '') {
        received += chunk.text;
        pieces++;
        // A provider ignoring max_tokens is stopped where the run's reservation ends (leaving the loop ends the request).
        if (passedMaxTokens(pieces, received, parameters.maxTokens)) {
          failure = OVERRAN;
          break;
        }
        for (const event of output.write(chunk.text)) emit(event);
      }
    }
  } catch (error) {
    if (!signal.aborted) failure = error;
  }
  // What the filters still hold back goes out before a failure too: a reply that broke off
  // right after its first pieces showed none of them ("did not answer"), when they were all
  // held back. A broken-off title line is no suggestion, so titles keep only whole lines.
  if (!signal.aborted && (!failure || request.task !== 'TITLES'))
    for (const event of output.end()) emit(event);

  const status = signal.aborted ? 'stopped' : failure ? 'failed' : 'completed';
  // A provider that answered with an error status charged nothing; a stopped
  // or broken stream has no count from the provider, so it is estimated.
  const refused = failure instanceof AiProviderError && failure.status !== undefined;
  // A reply stopped at max tokens is charged at most what its run reserved, whatever the provider counted.
  const reported = usage && cutOff ? withinReservation(usage, messages, parameters.maxTokens) : usage;
  const charged =
    reported ??
    (refused || (failure && received === '')
      ? NO_TOKENS
      : estimateUsage(messages, received, parameters.maxTokens));
  if (failure) {
    // Only our own description: the provider's message may quote part of the key.
    services.log.warn(
      `AI assistant ${request.task} failed: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
    const wait = failure instanceof AiProviderError ? failure.retryAfterSeconds : undefined;
    emit(new AssistantProviderError(failureMessage(request.task), failureDetail(failure), wait));
  } else if (status === 'completed') {
    emit(new AssistantDone(output.text(), charged, cutOff));
  }
  // The writer has the result while the run is recorded; the subscription ends after both.
  await Promise.all([
    flush(),
    finishRun(prisma, started.runId, {
      status,
      usage: charged,
      tokensEstimated: usage === null && charged !== NO_TOKENS,
      durationMs: performance.now() - startedAt,
    }).catch((error: unknown) => {
      // The writer still gets the result; the run stays charged the most it might have used.
      services.log.error('Could not record an AI assistant run', error);
    }),
  ]);
}

/** Why the provider failed, in safe words; a rate limit says how long to wait when the provider did. */
function failureDetail(failure: unknown): string {
  if (failure === OVERRAN) return AI_ASSISTANT.providerOverran;
  if (!(failure instanceof AiProviderError)) return FAILURE_DETAIL.unavailable;
  if (failure.failure === 'rateLimit' && failure.retryAfterSeconds !== undefined)
    return providerBusyForMessage(failure.retryAfterSeconds);
  return FAILURE_DETAIL[failure.failure];
}

function validationError(messages: Partial<Record<string, string>>): ValidationError {
  return new ValidationError(
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => ({ field, message })),
  );
}
