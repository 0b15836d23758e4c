import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSlug, SLUG_PATTERN } from '../../../../domain/shared/slug';

describe('generateSlug', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim Me  ', 'trim-me'],
    ['The Future of AI in Product Management', 'future-ai-product-management'],
    ['A Guide to the Best Tools for Teams', 'guide-best-tools-teams'],
    ['Why, and How: AI Agents!', 'why-how-ai-agents'],
    ['Already-hyphenated--words', 'already-hyphenated-words'],
    ['--edge hyphens--', 'edge-hyphens'],
    ['blog/my-first-post', 'my-first-post'],
    ['Blog/Fractional PM 101', 'fractional-pm-101'],
    ['Café au lait', 'cafe-au-lait'],
    ['GPT-4 vs. Claude: 3 lessons', 'gpt-4-vs-claude-3-lessons'],
    ['in on at by', 'in-on-at-by'],
    ['The', 'the'],
    ['', ''],
    ['!!!', ''],
    ['ANDROID and ORACLE', 'android-oracle'],
  ])('%j → %j', (input, expected) => {
    expect(generateSlug(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 80 }), (text) => {
        const once = generateSlug(text);
        expect(generateSlug(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('is URL-safe: empty or lowercase ASCII words joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const slug = generateSlug(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(encodeURIComponent(slug)).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it('never keeps a stop word when a meaningful word exists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('the', 'a', 'of', 'and', 'workshop', 'ai', 'teams'), { minLength: 1 }),
        (words) => {
          const slug = generateSlug(words.join(' '));
          const meaningful = words.filter((w) => ['workshop', 'ai', 'teams'].includes(w));
          if (meaningful.length > 0) expect(slug).toBe(meaningful.join('-'));
        },
      ),
    );
  });
});
