// The model's reply turned into events as it streams, sanitized on the way:
// HTML with only the allowed tags (no attributes) for content and
// improvements, plain text for titles and the meta description. Tags may be
// split across chunks, so the filter runs on htmlparser2's streaming parser;
// the final text goes through sanitize-html once more as a whole. Then the
// mechanical style rules (no emojis, no double dashes; domain/ai/style.ts)
// hold on all of it, streamed or whole, whatever the model did with its prompt.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import {
  cleanMetaDescription,
  cleanTitleLine,
  createFenceStripper,
  createLineSplitter,
  markdownToAssistantHtml,
  stripCodeFence,
} from '../../../domain/ai/output';
import { ASSISTANT_HTML_TAGS } from '../../../domain/ai/prompts';
import { createStyleFilter, enforceStyle } from '../../../domain/ai/style';
import type { AssistantTask } from '../../../domain/ai/tasks';
import { AssistantDelta, type AssistantEvent, AssistantTitle } from './events';

const ALLOWED = new Set<string>(ASSISTANT_HTML_TAGS);
/** Elements whose text is never shown. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'noscript',
  'iframe',
  'svg',
  'math',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Feeds pieces of HTML in, gets sanitized pieces out: allowed tags bare, text escaped (or plain, with `html: false`). */
export function createStreamingSanitizer({ html }: { html: boolean }) {
  let output = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (html && hidden === 0 && ALLOWED.has(name)) output += `<${name}>`;
      },
      ontext(text) {
        if (hidden === 0) output += html ? escapeText(text) : text;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (html && hidden === 0 && ALLOWED.has(name)) output += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  const take = () => {
    const piece = output;
    output = '';
    return piece;
  };
  return {
    write(chunk: string): string {
      parser.write(chunk);
      return take();
    },
    end(): string {
      parser.end();
      return take();
    },
  };
}

/** An element left empty, e.g. a paragraph that held only an emoji. */
const EMPTY_ELEMENT = /<(h2|h3|p|b|li)>\s*<\/\1>/g;

/** The whole reply with only the allowed tags and the style rules kept; Markdown written despite the rules becomes the tags too. */
export function sanitizeAssistantHtml(raw: string): string {
  const html = enforceStyle(
    markdownToAssistantHtml(
      sanitizeHtml(stripCodeFence(raw), {
        allowedTags: [...ASSISTANT_HTML_TAGS],
        allowedAttributes: {},
      }).trim(),
    ),
  );
  return html.replace(EMPTY_ELEMENT, '');
}

export type TaskOutput = {
  /** Events for a piece of the reply. */
  write(text: string): AssistantEvent[];
  /** Events for what was held back, once the reply ends. */
  end(): AssistantEvent[];
  /** The sanitized result, once the reply has ended. */
  text(): string;
};

const deltaOf = (piece: string): AssistantEvent[] => (piece === '' ? [] : [new AssistantDelta(piece)]);

function htmlOutput(): TaskOutput {
  const fence = createFenceStripper();
  const sanitizer = createStreamingSanitizer({ html: true });
  const style = createStyleFilter();
  let raw = '';
  return {
    write(text) {
      raw += text;
      return deltaOf(style.push(sanitizer.write(fence.push(text))));
    },
    end: () => deltaOf(style.push(sanitizer.write(fence.flush()) + sanitizer.end()) + style.flush()),
    text: () => sanitizeAssistantHtml(raw),
  };
}

function titlesOutput(): TaskOutput {
  const sanitizer = createStreamingSanitizer({ html: false });
  const lines = createLineSplitter();
  const titles: string[] = [];
  const complete = (done: string[]) =>
    done
      .map((line) => cleanTitleLine(enforceStyle(line)))
      .filter(Boolean)
      .map((title) => {
        titles.push(title);
        return new AssistantTitle(title);
      });
  return {
    write: (text) => complete(lines.push(sanitizer.write(text))),
    end: () => complete([...lines.push(sanitizer.end()), ...lines.flush()]),
    text: () => titles.join('\n'),
  };
}

function metaOutput(): TaskOutput {
  const sanitizer = createStreamingSanitizer({ html: false });
  const style = createStyleFilter();
  let shown = '';
  const delta = (piece: string) => {
    shown += piece;
    return deltaOf(piece);
  };
  return {
    write: (text) => delta(style.push(sanitizer.write(text))),
    end: () => delta(style.push(sanitizer.end()) + style.flush()),
    text: () => cleanMetaDescription(shown),
  };
}

export function createTaskOutput(task: AssistantTask): TaskOutput {
  if (task === 'TITLES') return titlesOutput();
  if (task === 'META') return metaOutput();
  return htmlOutput();
}
