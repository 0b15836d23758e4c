// What the model is told (SPEC §7 AI provider): a system prompt in one of
// four roles with the house style rules, then the user message, preceded by
// the earlier prompts of the conversation when there are any.

import { SITE } from '../shared/site';
import { AI } from './constants';
import { ASSISTANT_LIMITS, type AssistantRequest, type AssistantTask } from './tasks';

/** The only tags the assistant may write (the server drops any other). */
export const ASSISTANT_HTML_TAGS = ['h2', 'h3', 'p', 'b', 'ol', 'ul', 'li'] as const;

/** Words and phrases that mark text as machine-written or empty; the model is told to avoid them. */
export const BANNED_WORDS: readonly string[] = [
  'delve',
  'tapestry',
  'realm',
  'landscape',
  'leverage',
  'utilize',
  'harness',
  'unlock',
  'unleash',
  'elevate',
  'empower',
  'embark',
  'journey',
  'navigate',
  'foster',
  'robust',
  'seamless',
  'seamlessly',
  'cutting-edge',
  'game-changer',
  'game-changing',
  'groundbreaking',
  'revolutionize',
  'transformative',
  'paradigm',
  'synergy',
  'holistic',
  'pivotal',
  'crucial',
  'vibrant',
  'bustling',
  'myriad',
  'plethora',
  'intricate',
  'meticulous',
  'testament',
  'ever-evolving',
  'fast-paced world',
  'in today’s digital age',
  'it is important to note',
  'in conclusion',
  'furthermore',
  'moreover',
  'dive into',
  'deep dive',
  'supercharge',
  'skyrocket',
];

export const STYLE_RULES: readonly string[] = [
  `Format with HTML using only these tags: ${ASSISTANT_HTML_TAGS.map((tag) => `<${tag}>`).join(', ')}. No other tags, no attributes, no Markdown.`,
  'Write at most 3 sentences per paragraph.',
  'Use the Oxford comma.',
  'Write in the active voice.',
  `Never use these words or phrases: ${BANNED_WORDS.join(', ')}.`,
  'Use no emojis and no double dashes (--).',
  'Cite the source of every fact, figure, and quotation in the text.',
];

const rules = (list: readonly string[]) => list.map((rule) => `- ${rule}`).join('\n');
/** The rules that apply to one line of plain text (titles, meta description). */
const PLAIN_TEXT_RULES = STYLE_RULES.slice(3, 6);
const ABOUT = `${SITE.name}, a consultancy offering ${SITE.tagline.toLowerCase()}`;

export const SYSTEM_PROMPTS: Record<AssistantTask, string> = {
  CONTENT: `You are an expert blog post writer for ${ABOUT}. Write a complete blog post about what the user asks for: a clear structure with headings, concrete examples, and practical advice for business readers.\n\nStyle rules:\n${rules(STYLE_RULES)}`,
  TITLES: `You are an expert title writer for the blog of ${ABOUT}. Suggest exactly ${AI.titleCount} titles for the blog post the user gives. Reply with the titles only, one per line, with no numbering, quotes, or HTML.\n\nStyle rules:\n${rules(PLAIN_TEXT_RULES)}`,
  META: `You are an SEO specialist for the blog of ${ABOUT}. Write one meta description of ${AI.metaDescriptionLength.min} to ${AI.metaDescriptionLength.max} characters for the blog post the user gives. Reply with the description only, as plain text with no quotes or HTML.\n\nStyle rules:\n${rules(PLAIN_TEXT_RULES)}`,
  IMPROVEMENTS: `You are a content editor for the blog of ${ABOUT}. Review the blog post the user gives against the style rules below and suggest specific improvements: what to change, where, and why. Keep it short.\n\nStyle rules:\n${rules(STYLE_RULES)}`,
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The messages of one request, in the order the provider receives them. */
export function assistantMessages(request: AssistantRequest): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPTS[request.task] }];
  if (request.task === 'CONTENT') {
    const history = (request.history ?? [])
      .map((entry) => entry.trim())
      .filter(Boolean)
      .slice(-ASSISTANT_LIMITS.history);
    if (history.length > 0) {
      messages.push({
        role: 'user',
        content: `My earlier prompts in this conversation, oldest first:\n${history.map((entry, index) => `${index + 1}. ${entry}`).join('\n')}`,
      });
    }
    messages.push({ role: 'user', content: (request.prompt ?? '').trim() });
    return messages;
  }
  const ask = {
    TITLES: `Suggest ${AI.titleCount} titles for this blog post:`,
    META: 'Write the meta description for this blog post:',
    IMPROVEMENTS: 'Suggest improvements to this blog post:',
  }[request.task];
  messages.push({ role: 'user', content: `${ask}\n\n${request.content ?? ''}` });
  return messages;
}

const bannedPattern = new RegExp(
  `(?<![\\p{L}-])(?:${[...BANNED_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[-\s]/g, '[-\\s]'))
    .join('|')})(?![\\p{L}-])`,
  'giu',
);

/** The banned words a text uses, lower-cased, each once. */
export function bannedWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(bannedPattern)].map((match) => match[0].toLowerCase()))];
}
