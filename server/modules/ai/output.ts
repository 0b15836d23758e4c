// The model's reply turned into events as it streams, sanitized on the way:
// HTML with only the allowed tags (no attributes) for content and
// improvements, plain text for titles and the meta description. Tags may be
// split across chunks, so the filter runs on htmlparser2's streaming parser;
// the final text goes through sanitize-html once more as a whole.
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

/** The whole reply with only the allowed tags; Markdown written despite the rules becomes them too. */
export function sanitizeAssistantHtml(raw: string): string {
  return markdownToAssistantHtml(
    sanitizeHtml(stripCodeFence(raw), {
      allowedTags: [...ASSISTANT_HTML_TAGS],
      allowedAttributes: {},
    }).trim(),
  );
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
  let raw = '';
  return {
    write(text) {
      raw += text;
      return deltaOf(sanitizer.write(fence.push(text)));
    },
    end: () => deltaOf(sanitizer.write(fence.flush()) + sanitizer.end()),
    text: () => sanitizeAssistantHtml(raw),
  };
}

function titlesOutput(): TaskOutput {
  const sanitizer = createStreamingSanitizer({ html: false });
  const lines = createLineSplitter();
  const titles: string[] = [];
  const complete = (done: string[]) =>
    done
      .map(cleanTitleLine)
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
  let shown = '';
  const delta = (piece: string) => {
    shown += piece;
    return deltaOf(piece);
  };
  return {
    write: (text) => delta(sanitizer.write(text)),
    end: () => delta(sanitizer.end()),
    text: () => cleanMetaDescription(shown),
  };
}

export function createTaskOutput(task: AssistantTask): TaskOutput {
  if (task === 'TITLES') return titlesOutput();
  if (task === 'META') return metaOutput();
  return htmlOutput();
}
