// What the assistant subscription streams: pieces of text, titles as each
// line completes, the final result, or one of the expected failures (each
// an `Error` in GraphQL, with the spec's message).
import type { AI_VARIABLES } from '../../../domain/ai/messages';
import { AI_ASSISTANT, budgetExhaustedMessage, budgetTooSmallMessage } from '../../../domain/ai/messages';
import type { ValidationError } from '../../errors';
import type { TokenUsage } from '../../services/ai';

export class AssistantDelta {
  constructor(readonly text: string) {}
}

export class AssistantTitle {
  constructor(readonly title: string) {}
}

export class AssistantDone {
  constructor(
    /** The whole reply, sanitized: HTML with the allowed tags only, or plain text for titles and meta. */
    readonly text: string,
    readonly usage: TokenUsage,
    /** The reply reached the task's token limit: it ends mid-way (its open tags closed). */
    readonly cutOff: boolean,
  ) {}
}

/** The provider failed; `message` is the spec's default for the task, `detail` says why in safe words. */
export class AssistantProviderError extends Error {
  override name = 'AssistantProviderError';
  constructor(
    message: string,
    readonly detail: string,
    /** How long the provider asked to wait before a new request (a 429's Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export class AssistantNotConfiguredError extends Error {
  override name = 'AssistantNotConfiguredError';
  readonly help = AI_ASSISTANT.notConfiguredHelp;
  constructor(readonly variables: typeof AI_VARIABLES) {
    super(AI_ASSISTANT.notConfigured);
  }
}

export class AssistantBudgetError extends Error {
  override name = 'AssistantBudgetError';
  constructor(
    readonly dailyTokenBudget: number,
    readonly tokensUsedToday: number,
    readonly resetsAt: Date,
    /** The most the refused request may have used: more than what is left, when some is. */
    readonly tokensNeeded: number,
  ) {
    const left = dailyTokenBudget - tokensUsedToday;
    super(left > 0 ? budgetTooSmallMessage(left, tokensNeeded) : budgetExhaustedMessage(dailyTokenBudget));
  }
}

export type AssistantEvent =
  | AssistantDelta
  | AssistantTitle
  | AssistantDone
  | AssistantProviderError
  | AssistantNotConfiguredError
  | AssistantBudgetError
  | ValidationError;
