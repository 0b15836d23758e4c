// The tags of a body (HTML) as it is written, read by htmlparser2's tokenizer
// (the sanitizer's): an attribute quoted with double quotes, single quotes or
// none, a `>` inside a quoted value ending no tag, and nothing read as a tag
// inside a comment or a script. Each tag and attribute says where it lies in
// the text, so a change (see withoutFiles) edits only what it takes out and
// leaves the rest of the body as it was written.
import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** A start tag's attribute: its name (in small letters), its value as written, and where it lies. */
export type HtmlAttribute = {
  name: string;
  /** The value as written (entities left as they are); null when it has none (`<video controls>`). */
  value: string | null;
  /** The quote around the value: `"`, `'`, or none. */
  quote: '"' | "'" | '';
  /** From the whitespace before its name to its end: what taking it out removes. */
  start: number;
  end: number;
};

/** A start tag: its name (in small letters), its attributes, and where it lies, `<` to `>` included. */
export type HtmlStartTag = {
  kind: 'start';
  name: string;
  start: number;
  end: number;
  attributes: HtmlAttribute[];
};

/** A start or an end tag. */
export type HtmlTag = HtmlStartTag | { kind: 'end'; name: string; start: number; end: number };

/** A range of a text replaced by `text` (see withEdits). */
export type HtmlEdit = { start: number; end: number; text: string };

/** The edit taking out `range` (a tag, an element, an attribute). */
export const cut = (range: { start: number; end: number }): HtmlEdit => ({
  start: range.start,
  end: range.end,
  text: '',
});

/**
 * The edit putting `text` as `attribute`'s value, in its own quotes, the rest of it as written;
 * an unquoted value that `text` could not be written unquoted becomes double-quoted.
 */
export function valueEdit(attribute: HtmlAttribute, text: string): HtmlEdit {
  const end = attribute.end - attribute.quote.length;
  const start = end - (attribute.value ?? '').length;
  const quoted = attribute.quote === '' && /[\s"'=<>`]/.test(text);
  return { start, end, text: quoted ? `"${text.replace(/"/g, '&quot;')}"` : text };
}

const QUOTES: Record<QuoteType, HtmlAttribute['quote']> = {
  [QuoteType.NoValue]: '',
  [QuoteType.Unquoted]: '',
  [QuoteType.Single]: "'",
  [QuoteType.Double]: '"',
};

/** The tags of `html`, in order (see the top of this file). */
export function htmlTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let open: HtmlStartTag | null = null;
  let attribute: { name: string; nameStart: number; valueStart?: number; valueEnd?: number } | null = null;
  const endOpen = (endIndex: number) => {
    if (!open) return;
    open.end = endIndex + 1;
    tags.push(open);
    open = null;
  };
  const ignore = () => {};
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      open = {
        kind: 'start',
        name: html.slice(start, end).toLowerCase(),
        start: start - 1,
        end,
        attributes: [],
      };
    },
    onattribname(start, end) {
      attribute = { name: html.slice(start, end).toLowerCase(), nameStart: start };
    },
    onattribdata(start, end) {
      if (!attribute) return;
      attribute.valueStart ??= start;
      attribute.valueEnd = end;
    },
    onattribend(quote, endIndex) {
      if (!open || !attribute) return;
      let start = attribute.nameStart;
      while (start > 0 && /\s/.test(html[start - 1]!)) start--;
      open.attributes.push({
        name: attribute.name,
        value:
          quote === QuoteType.NoValue
            ? null
            : html.slice(attribute.valueStart ?? endIndex, attribute.valueEnd ?? endIndex),
        quote: QUOTES[quote],
        start,
        end: endIndex,
      });
      attribute = null;
    },
    onopentagend: endOpen,
    onselfclosingtag: endOpen,
    onclosetag(start, end) {
      const close = html.indexOf('>', end);
      tags.push({
        kind: 'end',
        name: html.slice(start, end).toLowerCase(),
        start: start - 2,
        end: close === -1 ? html.length : close + 1,
      });
    },
    onattribentity: ignore,
    oncdata: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onprocessinginstruction: ignore,
    ontext: ignore,
    ontextentity: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: false }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return tags;
}

/** For each start tag of `names` (by its index in `tags`), the index of the end tag that closes it, nested ones counted. */
export function closingTags(tags: readonly HtmlTag[], names: readonly string[]): Map<number, number> {
  const closing = new Map<number, number>();
  const opened = new Map<string, number[]>(names.map((name) => [name, []]));
  for (const [index, tag] of tags.entries()) {
    const stack = opened.get(tag.name);
    if (!stack) continue;
    if (tag.kind === 'start') stack.push(index);
    else {
      const start = stack.pop();
      if (start !== undefined) closing.set(start, index);
    }
  }
  return closing;
}

/** `html` with each of `edits` (a range replaced by a text) made; one inside another made before it is left out. */
export function withEdits(html: string, edits: readonly HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) continue;
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}
