import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX_LENGTH, generateExcerpt, stripHtml } from '../../../../domain/shared/excerpt';

const sentence = (n: number) => `${'word '.repeat(n).trim()}.`;

describe('generateExcerpt', () => {
  it('returns short text unchanged, without tags', () => {
    expect(generateExcerpt('<p>Short <b>and</b> sweet.</p>')).toBe('Short and sweet.');
  });

  it('decodes entities and tidies spaces and punctuation', () => {
    expect(generateExcerpt('<p>Teams&nbsp;&amp; tools ,  together .</p>')).toBe('Teams & tools, together.');
  });

  it('removes marketing clichés and repairs the sentence', () => {
    expect(generateExcerpt('Our revolutionary, cutting-edge workshop is game-changing.')).toBe(
      'Our workshop is.',
    );
    expect(generateExcerpt('A truly Innovative approach.')).toBe('A truly approach.');
  });

  it('ends at the last sentence end when it lies beyond position 50', () => {
    const first = 'This first sentence is long enough to pass the threshold of fifty.';
    const text = `${first} ${'And then the text keeps going for a long while without stopping '.repeat(3)}`;
    expect(first.length).toBeGreaterThan(51);
    expect(generateExcerpt(text)).toBe(first);
  });

  it('cuts at a word boundary with an ellipsis when the sentence ends too early', () => {
    const text = `Short one. ${'tokens '.repeat(40)}`;
    const excerpt = generateExcerpt(text);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    expect(excerpt).toMatch(/^Short one\. (tokens )*tokens\.\.\.$/);
  });

  it('cuts a single very long word hard and still fits', () => {
    const excerpt = generateExcerpt('x'.repeat(500));
    expect(excerpt).toBe(`${'x'.repeat(157)}...`);
  });

  it('keeps a sentence that ends exactly at the limit', () => {
    const text = `${sentence(31)} Tail words here.`;
    expect(sentence(31).length).toBe(155);
    expect(generateExcerpt(text)).toBe(sentence(31));
  });

  it('strips script and style blocks entirely', () => {
    expect(stripHtml('<style>p{}</style><script>alert(1)</script>Hi')).toBe('  Hi');
  });

  it('never exceeds its limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 10, max: 300 }), (text, limit) => {
        expect(generateExcerpt(text, limit).length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('never exceeds 160 characters on HTML-ish prose', () => {
    const word = fc.constantFrom(
      'AI',
      'teams',
      'the',
      '<b>bold</b>',
      'seamless',
      '.',
      ',',
      '!',
      'workshop',
      '&amp;',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 200 }), (words) => {
        const excerpt = generateExcerpt(words.join(' '));
        expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
        expect(excerpt).not.toMatch(/[<>]|\s{2}/);
      }),
      { numRuns: 1000 },
    );
  });
});
