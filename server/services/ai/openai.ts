// The production AI adapter: the official `openai` SDK against OpenAI or any
// server speaking its chat-completions protocol. Thin on purpose: it maps
// our request to the SDK's and the SDK's errors to ours.
import type OpenAI from 'openai';
import {
  type AiFailure,
  AiProviderError,
  type AiService,
  type ChatChunk,
  type ChatRequest,
  MAX_REPLY_MS,
} from './types';

export type OpenAiOptions = {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** How long a streamed reply may go without a piece (IDLE_TIMEOUT_MS unless a test says otherwise). */
  idleTimeoutMs?: number;
  /** How long a request may take in all (MAX_REPLY_MS unless a test says otherwise). */
  maxReplyMs?: number;
};

/** Until response headers arrive; a streamed reply then takes as long as it keeps coming. */
const CONNECT_TIMEOUT_MS = 30_000;
/**
 * A reply that sends nothing for this long has stalled: without it the
 * writer watched a spinner until they pressed Stop, and the request stayed
 * open on the server. A model writing slowly still sends a piece a second.
 */
const IDLE_TIMEOUT_MS = 60_000;

export function createOpenAiService({
  apiKey,
  baseUrl,
  model,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  maxReplyMs = MAX_REPLY_MS,
}: OpenAiOptions): AiService {
  // The SDK is loaded with the first request, not at start.
  let sdk: Promise<{ APIError: typeof OpenAI.APIError; client: OpenAI }> | undefined;
  const connect = () => {
    sdk ??= import('openai').then(({ default: OpenAI }) => ({
      APIError: OpenAI.APIError,
      client: new OpenAI({
        apiKey,
        // Everything explicit, so the SDK reads nothing from the environment itself.
        baseURL: baseUrl ?? 'https://api.openai.com/v1',
        organization: null,
        project: null,
        // The writer sees the failure and can try again; a hidden retry would only delay it.
        maxRetries: 0,
        timeout: CONNECT_TIMEOUT_MS,
      }),
    }));
    return sdk;
  };

  return {
    model,
    async *streamChat({ messages, temperature, maxTokens, signal }: ChatRequest): AsyncIterable<ChatChunk> {
      const { APIError, client } = await connect();
      // Aborted by the writer (signal), the idle timer or the whole request's, whichever comes first.
      const controller = new AbortController();
      const abort = () => controller.abort();
      signal.addEventListener('abort', abort, { once: true });
      let givenUp: AiFailure | null = null;
      const giveUp = (failure: AiFailure) => () => {
        givenUp = failure;
        controller.abort();
      };
      const deadline = setTimeout(giveUp('tooLong'), maxReplyMs);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const awaitNextPiece = () => {
        clearTimeout(timer);
        timer = setTimeout(giveUp('stalled'), idleTimeoutMs);
      };
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages,
            temperature,
            // max_tokens rather than max_completion_tokens: every OpenAI-compatible server accepts it.
            max_tokens: maxTokens,
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: controller.signal },
        );
        awaitNextPiece();
        for await (const chunk of stream) {
          awaitNextPiece();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield { text };
          if (chunk.choices[0]?.finish_reason === 'length') yield { cutOff: true };
          if (chunk.usage) {
            yield {
              usage: {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
                totalTokens: chunk.usage.total_tokens,
              },
            };
          }
        }
        // The SDK ends an aborted stream quietly, as if the reply were whole.
        if (givenUp) throw new AiProviderError(givenUp);
      } catch (error) {
        if (signal.aborted) throw error;
        throw givenUp ? new AiProviderError(givenUp) : providerError(APIError, error);
      } finally {
        clearTimeout(deadline);
        clearTimeout(timer);
        signal.removeEventListener('abort', abort);
      }
    },
  };
}

function providerError(APIError: typeof OpenAI.APIError, error: unknown): AiProviderError {
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 401 || status === 403) return new AiProviderError('auth', status);
    if (status === 429) return new AiProviderError('rateLimit', status, retryAfterSeconds(error.headers));
    if (status >= 400 && status < 500) return new AiProviderError('rejected', status);
    return new AiProviderError('unavailable', status);
  }
  return new AiProviderError('unavailable');
}

/** A Retry-After header's wait in whole seconds (it gives seconds or an HTTP date), if it says one. */
function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
