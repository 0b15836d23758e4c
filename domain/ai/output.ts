// Turning the model's reply into what the editor uses (SPEC §7): titles
// split on lines with leading numbers and quotes removed and empty lines
// dropped; a meta description as one clean line, and its length as shown.

import { plural } from '../shared/messages';
import { characterCount } from '../shared/validation';

const QUOTES = `"'“”‘’«»\``;
/** A list number ('1.', '2)', '3 -') or bullet; '3 Ways', '2024-2025' and '1.5x' are words of the title. */
const LEADING_MARKER = /^\s*(?:\d+[.)](?=[\s"'“‘«]|$)|\d+\s*[:-]\s|[-*•]\s)\s*/;
const EDGE_QUOTES = new RegExp(`^[${QUOTES}*\\s]+|[${QUOTES}*\\s]+$`, 'g');

/** One title line without its list number or bullet and without surrounding quotes; '' when nothing is left. */
export function cleanTitleLine(line: string): string {
  return line.replace(LEADING_MARKER, '').replace(EDGE_QUOTES, '').replace(/\s+/g, ' ').trim();
}

/** The titles of a reply: one per non-empty line. */
export function parseTitles(text: string): string[] {
  return text.split(/\r?\n/).map(cleanTitleLine).filter(Boolean);
}

/**
 * Splits streamed text into complete lines as they arrive, so each title can
 * be shown as soon as its line ends.
 */
export function createLineSplitter() {
  let pending = '';
  return {
    /** The lines this piece completes. */
    push(text: string): string[] {
      const lines = (pending + text).split(/\r?\n/);
      pending = lines.pop() ?? '';
      return lines;
    },
    /** The last line, which ends without a line break. */
    flush(): string[] {
      const rest = pending;
      pending = '';
      return rest === '' ? [] : [rest];
    },
  };
}

/** A meta description as one line, without surrounding quotes. */
export function cleanMetaDescription(text: string): string {
  return text.replace(/\s+/g, ' ').replace(EDGE_QUOTES, '').trim();
}

/**
 * How long a meta description is, as shown beside it: "158 characters", "1 character".
 * Counted as the post form's fields count, so an emoji is one character.
 */
export function metaDescriptionLength(text: string): string {
  return plural(characterCount(text), 'character');
}

/** Models often wrap HTML in a Markdown code fence despite being told not to. */
export function stripCodeFence(text: string): string {
  return text.replace(/^\s*```[a-z]*[ \t]*\r?\n?/i, '').replace(/\r?\n?```\s*$/, '');
}

/**
 * stripCodeFence for a reply that arrives in pieces: holds back the start
 * until it is clear whether it opens a fence (then drops that line), and any
 * trailing backticks until it is clear whether they close it.
 */
export function createFenceStripper() {
  let opened = false;
  let head = '';
  let tail = '';
  const releaseTail = (text: string) => {
    const combined = tail + text;
    tail = /`+\s*$/.exec(combined)?.[0] ?? '';
    return combined.slice(0, combined.length - tail.length);
  };
  return {
    push(text: string): string {
      if (opened) return releaseTail(text);
      head += text;
      const start = head.trimStart();
      if (start === '' || '```'.startsWith(start)) return '';
      let body = head;
      if (start.startsWith('```')) {
        const lineEnd = start.indexOf('\n');
        if (lineEnd === -1) return '';
        body = start.slice(lineEnd + 1);
      }
      opened = true;
      head = '';
      return releaseTail(body);
    },
    /** What is still held back when the reply ends, without a closing fence. */
    flush(): string {
      const rest = opened ? tail : head.trimStart().startsWith('```') ? '' : head;
      opened = true;
      head = '';
      tail = '';
      return rest.trim() === '```' ? '' : rest;
    },
  };
}

const HTML_BLOCK = /<(?:h2|h3|p|ul|ol|li)>/;

/**
 * A reply written in Markdown despite the style rules (local models often
 * do), as the allowed tags: `#`/`##` headings as h2, deeper ones as h3,
 * `-`/`*` and numbered lines as lists, `**bold**` as b, other lines joined
 * into paragraphs at blank lines. Takes sanitized text (its own `<` already
 * escaped) and adds only allowed tags; a reply with any of them is HTML
 * already and is returned as it is.
 */
export function markdownToAssistantHtml(text: string): string {
  if (HTML_BLOCK.test(text) || text.trim() === '') return text;
  const bold = (line: string) => line.replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a, b) => `<b>${a ?? b}</b>`);
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const close = () => {
    if (paragraph.length > 0) html.push(`<p>${bold(paragraph.join(' '))}</p>`);
    if (list)
      html.push(`<${list.tag}>${list.items.map((item) => `<li>${bold(item)}</li>`).join('')}</${list.tag}>`);
    paragraph = [];
    list = null;
  };
  for (const line of text.split(/\r?\n/).map((each) => each.trim())) {
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const item = /^(?:([-*•])|\d+[.)])\s+(.+)$/.exec(line);
    if (line === '') close();
    else if (heading) {
      close();
      const tag = heading[1]!.length <= 2 ? 'h2' : 'h3';
      html.push(`<${tag}>${bold(heading[2]!.replace(/\s*#+$/, ''))}</${tag}>`);
    } else if (item) {
      const tag = item[1] ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.tag !== tag)) close();
      list ??= { tag, items: [] };
      list.items.push(item[2]!);
    } else {
      if (list) close();
      paragraph.push(line);
    }
  }
  close();
  return html.join('');
}
