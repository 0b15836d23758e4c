// The mechanical style rules (SPEC: no emojis, no double dashes) enforced on
// what the assistant returns, since a model may ignore its prompt.
//
// Emojis: every pictograph (\p{Extended_Pictographic}, which also covers
// emojis not assigned yet) and flag (regional indicators) goes, with what
// makes it one emoji: variation selectors, skin tones, tag characters and
// the parts joined by a zero-width joiner (👩‍💻, 🏳️‍🌈, 🏴 of a subdivision).
// A keycap (1️⃣, #️⃣) keeps its digit or sign, since "1️⃣ Plan" numbers a step.
// ©, ® and ™ are pictographs by Unicode's list but typography in business
// text ("Copilot™"), so they stay unless written as emojis (with U+FE0F).
// Spaces around a removed emoji collapse to one, or to none at the start or
// end of a line or element and before closing punctuation: "news 🎉 for
// you" reads "news for you", "done 🎉." reads "done.".
//
// Double dashes: "--" (and longer), "––", and the em dash "—" (and the
// horizontal bar "―"), which is the typographic form of the typewriter's
// double dash: a rule against "--" that let "—" through would change only the
// keystroke. Each becomes a spaced en dash "word – word": unlike a comma it
// keeps the meaning of every use (an aside, an explanation, a pause before a
// list), never makes a comma splice, and is a single dash. Between two
// digits without spaces it is a range and becomes an unspaced en dash
// (2024--2025 → 2024–2025). At the start or end of a line or element it
// goes (a Markdown rule "---", an attribution "— Jane").
//
// Text arriving in pieces is filtered as it comes (createStyleFilter); it
// gives the same text as enforceStyle on the whole.

const HORIZONTAL_SPACE = '[ \\t]';
/** A pictograph shown as an emoji: every one but ©, ® and ™ in their text form. */
const PICTOGRAPH =
  '(?:(?![\\u00A9\\u00AE\\u2122](?!\\uFE0F))\\p{Extended_Pictographic}|\\p{Regional_Indicator})';
/** What follows a pictograph within one emoji: variation selectors, skin tones, keycap, subdivision tags. */
const EMOJI_PARTS = '[\\uFE0E\\uFE0F\\u20E3\\p{Emoji_Modifier}\\u{E0020}-\\u{E007F}]*';
const EMOJI = `${PICTOGRAPH}${EMOJI_PARTS}(?:\\u200D${PICTOGRAPH}?${EMOJI_PARTS})*`;
const EMOJI_RUN = new RegExp(
  `${HORIZONTAL_SPACE}*${EMOJI}(?:${HORIZONTAL_SPACE}*${EMOJI})*${HORIZONTAL_SPACE}*`,
  'gu',
);
const KEYCAP = /([0-9#*])\uFE0F?\u20E3/gu;
/** Emoji parts left without their pictograph. */
const STRAY_PARTS = /[\uFE0F\u20E3\p{Emoji_Modifier}\u{E0020}-\u{E007F}]/gu;
const DASH = '(?:-{2,}|\\u2013{2,}|[\\u2014\\u2015])';
const DASH_RUN = new RegExp(
  `${HORIZONTAL_SPACE}*${DASH}(?:${HORIZONTAL_SPACE}*${DASH}|-|\\u2013)*${HORIZONTAL_SPACE}*`,
  'gu',
);

/** Characters whose meaning may change with what follows; the rest of the text cuts it safely. */
const UNSETTLED =
  /(?:[ \t\-\u2013\u2014\u2015\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{E0020}-\u{E007F}0-9#*\uD800-\uDBFF]|\uFE0E|\uFE0F|\u200D|\u20E3)*$/u;

/** Where a line or an element starts or ends: the ends of the text, a line break or a tag. */
const isEdge = (char: string | undefined) => char === undefined || /[\r\n<>]/.test(char);

type Around = { before: string | undefined; after: string | undefined };
const around = (match: string, offset: number, text: string): Around => ({
  before: text[offset - 1],
  after: text[offset + match.length],
});

/** Punctuation that closes what comes before it, so no space goes before it. */
const CLOSING = /[.,;:!?)\]}…’”'"]/;

function withoutEmoji(match: string, { before, after }: Around): string {
  if (isEdge(before) || isEdge(after) || CLOSING.test(after!)) return '';
  return /[ \t]/.test(match) ? ' ' : '';
}

function singleDash(match: string, { before, after }: Around): string {
  if (isEdge(before) || isEdge(after)) return '';
  if (/^\d$/.test(before ?? '') && /^\d$/.test(after ?? '') && !/[ \t]/.test(match)) return '\u2013';
  return ' \u2013 ';
}

function enforce(text: string): string {
  return text
    .replace(KEYCAP, '$1')
    .replace(EMOJI_RUN, (match, offset: number, whole: string) =>
      withoutEmoji(match, around(match, offset, whole)),
    )
    .replace(STRAY_PARTS, '')
    .replace(DASH_RUN, (match, offset: number, whole: string) =>
      singleDash(match, around(match, offset, whole)),
    );
}

/** Text (plain or the assistant's HTML) without emojis or double dashes. */
export function enforceStyle(text: string): string {
  return enforce(text);
}

/**
 * enforceStyle for text arriving in pieces: holds back the end of each piece
 * while what follows may still change it (a '-' before another '-', an emoji
 * before its skin tone, spaces before an emoji), and releases the rest.
 */
export function createStyleFilter() {
  // The last character released: the context of what is held back.
  let previous = '';
  let pending = '';
  const release = (text: string) => {
    if (text === '') return '';
    const result = enforce(previous + text).slice(previous.length);
    previous = text.at(-1)!;
    return result;
  };
  return {
    push(text: string): string {
      const combined = pending + text;
      const cut = combined.length - (UNSETTLED.exec(combined)?.[0].length ?? 0);
      pending = combined.slice(cut);
      return release(combined.slice(0, cut));
    },
    /** What is still held back, once the text ends. */
    flush(): string {
      const rest = pending;
      pending = '';
      return release(rest);
    },
  };
}
