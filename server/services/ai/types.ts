// The AI service: one chat completion, streamed. The production adapter
// speaks OpenAI's chat-completions protocol (openai.ts); without a key there
// is no service and the assistant says it is not configured.
import type { ChatMessage } from '../../../domain/ai/prompts';

export type ChatRequest = {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** Aborting it ends the upstream request at once. */
  signal: AbortSignal;
};

export type TokenUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

/**
 * A piece of the reply as it arrives, the token count the provider reports
 * at the end, or word that the reply stopped at maxTokens rather than where
 * the model meant to end it.
 */
export type ChatChunk = { text: string } | { usage: TokenUsage } | { cutOff: true };

export interface AiService {
  readonly model: string;
  streamChat(request: ChatRequest): AsyncIterable<ChatChunk>;
}

/** Why a request failed, in the terms the dialog explains: the provider's own message may quote the key. */
export type AiFailure = 'auth' | 'rateLimit' | 'rejected' | 'unavailable' | 'stalled' | 'tooLong';

/**
 * The longest a request may take, from its start to the reply's last piece: a
 * reply still coming then is given up ('tooLong'). Without it a model sending a
 * piece now and then could keep a run going for ever, and a run still recorded
 * as under way later than this could be a live one (see ABANDONED_RUN_MS).
 * A full post at a slow provider's 5 tokens a second takes under 7 minutes.
 */
export const MAX_REPLY_MS = 10 * 60 * 1000;

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly failure: AiFailure,
    readonly status?: number,
    /** How long a rate-limiting provider asked to wait (its Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`AI provider request failed (${failure}${status ? `, HTTP ${status}` : ''})`);
  }
}
