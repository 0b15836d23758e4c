// The assistant's four jobs (SPEC §7 AI provider), their parameters and the
// rules their input must meet (SPEC §5: a non-blank prompt; titles, meta
// description and improvements need content).

import { stripHtml } from '../shared/excerpt';
import { tooLongMessage } from '../shared/messages';
import { AI } from './constants';
import { AI_ASSISTANT } from './messages';

export const ASSISTANT_TASKS = ['CONTENT', 'TITLES', 'META', 'IMPROVEMENTS'] as const;
export type AssistantTask = (typeof ASSISTANT_TASKS)[number];

export type AssistantRequest = {
  task: AssistantTask;
  /** What the writer asked for (CONTENT). */
  prompt?: string | null;
  /** The post to work on (TITLES, META, IMPROVEMENTS). */
  content?: string | null;
  /** Earlier prompts of this conversation, oldest first (CONTENT). */
  history?: readonly string[] | null;
};

/** Input limits: a prompt is a paragraph or two, content a long post; older prompts beyond the limit are dropped. */
export const ASSISTANT_LIMITS = { prompt: 4000, content: 100_000, history: 20 } as const;

export type AssistantParameters = { temperature: number; maxTokens: number };

export function assistantParameters(task: AssistantTask): AssistantParameters {
  const maxTokens = {
    CONTENT: AI.maxTokens.content,
    TITLES: AI.maxTokens.titles,
    META: AI.maxTokens.metaDescription,
    IMPROVEMENTS: AI.maxTokens.improvements,
  }[task];
  return { temperature: AI.temperature, maxTokens };
}

/** The spec's default failure message of each task. */
export function failureMessage(task: AssistantTask): string {
  return {
    CONTENT: AI_ASSISTANT.contentFailed,
    TITLES: AI_ASSISTANT.titlesFailed,
    META: AI_ASSISTANT.metaFailed,
    IMPROVEMENTS: AI_ASSISTANT.improvementsFailed,
  }[task];
}

const NO_CONTENT: Record<Exclude<AssistantTask, 'CONTENT'>, string> = {
  TITLES: AI_ASSISTANT.noContentForTitles,
  META: AI_ASSISTANT.noContentForMeta,
  IMPROVEMENTS: AI_ASSISTANT.noContentToAnalyze,
};

const tooLong = (value: string, max: number) => (value.length > max ? tooLongMessage(max) : undefined);

/** Field messages (prompt, content, history) of a request; empty when it can be sent. */
export function validateAssistantRequest(request: AssistantRequest): Partial<Record<string, string>> {
  const prompt = request.prompt ?? '';
  const content = request.content ?? '';
  if (request.task === 'CONTENT') {
    const history = (request.history ?? []).find((entry) => entry.length > ASSISTANT_LIMITS.prompt);
    return {
      prompt: prompt.trim() === '' ? AI_ASSISTANT.promptRequired : tooLong(prompt, ASSISTANT_LIMITS.prompt),
      history: history === undefined ? undefined : tooLong(history, ASSISTANT_LIMITS.prompt),
    };
  }
  return {
    content: hasContent(content) ? tooLong(content, ASSISTANT_LIMITS.content) : NO_CONTENT[request.task],
  };
}

/** Whether some HTML has any visible text. */
export function hasContent(html: string | null | undefined): boolean {
  return !!html && stripHtml(html).trim() !== '';
}
