// Slug generation (SPEC §5): lowercase, trim, keep letters, digits, spaces and
// hyphens, drop stop words, join with hyphens, strip a leading 'blog/'.

export const SLUG_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'in',
  'on',
  'at',
  'to',
  'for',
  'of',
  'with',
  'by',
]);

/** A well-formed slug: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Turns a title (or a hand-typed slug) into a URL-safe slug. Accented letters
 * lose their accents ('Café' → 'cafe'). When every word is a stop word they
 * are kept, so a title such as 'The' still has a slug. Idempotent:
 * `generateSlug(generateSlug(x)) === generateSlug(x)`.
 */
export function generateSlug(text: string): string {
  const words = text
    .toLowerCase()
    .trim()
    .replace(/^\/?blog\//, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => !SLUG_STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).join('-');
}
