// Chooses the AI adapter once from the configuration.
import type { Config } from '../../config';
import { createOpenAiService } from './openai';
import type { AiService } from './types';

export type { AiService, ChatChunk, TokenUsage } from './types';
export { AiProviderError, MAX_REPLY_MS } from './types';

/** null when OPENAI_API_KEY is unset: the assistant then says it is not configured. */
export function createAiService(config: Config['ai']): AiService | null {
  return config.apiKey
    ? createOpenAiService({ apiKey: config.apiKey, baseUrl: config.baseUrl, model: config.model })
    : null;
}
