// Excerpt generation (SPEC §5): plain text without marketing clichés, at most
// 160 characters, ending at a sentence when one ends late enough.
export const EXCERPT_MAX_LENGTH = 160;
export const EXCERPT_SENTENCE_MIN = 50;

/**
 * Marketing clichés removed from excerpts. The spec does not list them; these
 * are the words our style guide bans from summaries. Multi-word entries are
 * matched as phrases, all case-insensitively and on word boundaries.
 */
export const EXCERPT_CLICHES: readonly string[] = [
  'game-changing',
  'game changer',
  'revolutionary',
  'groundbreaking',
  'cutting-edge',
  'state-of-the-art',
  'best-in-class',
  'world-class',
  'next-generation',
  'bleeding-edge',
  'disruptive',
  'innovative',
  'seamless',
  'seamlessly',
  'synergy',
  'supercharge',
  'unleash',
  'turbocharge',
  'paradigm shift',
];

const ELLIPSIS = '...';
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

const clichePattern = new RegExp(
  `\\b(?:${[...EXCERPT_CLICHES]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[-\s]/g, '[-\\s]'))
    .join('|')})\\b,?`,
  'gi',
);

/** Removes tags and decodes the common entities. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match);
}

/** Collapses whitespace and repairs punctuation left behind by removed words. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/([.!?])\s*[,;:]+/g, '$1')
    .replace(/^[\s,;:.!?-]+/, '')
    .trim();
}

/**
 * An excerpt of at most `maxLength` characters. If the text is longer, it
 * ends at the last sentence end found beyond position 50 of the cut;
 * otherwise it is cut at a word boundary and ends with an ellipsis.
 */
export function generateExcerpt(content: string, maxLength = EXCERPT_MAX_LENGTH): string {
  const text = tidy(stripHtml(content).replace(clichePattern, ' '));
  if (text.length <= maxLength) return text;

  const cut = text.slice(0, maxLength);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  const lastChar = /[.!?]$/.test(cut) ? cut.length - 1 : -1;
  const end = Math.max(sentenceEnd, lastChar);
  if (end > EXCERPT_SENTENCE_MIN) return cut.slice(0, end + 1);

  const room = text.slice(0, maxLength - ELLIPSIS.length);
  const boundary = text[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const words = boundary > 0 ? room.slice(0, boundary) : room;
  return `${words.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}
