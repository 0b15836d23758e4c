// The token estimate the budget rests on, next to what OpenAI's tokenizers
// make of real English posts (the seed's, HTML): counted with gpt-tokenizer
// 4.0.0 (o200k_base, cl100k_base), which the project does not depend on.
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../../prisma/seed-data/blog';
import { estimateTokens } from '../../../../server/modules/ai/usage';

const MEASURED: [slug: string, o200k: number, cl100k: number][] = [
  ['case-study-cutting-proposal-time-half-20-person-agency', 821, 818],
  ['when-build-ai-agent-when-prompt-is-enough', 859, 862],
  ['where-ai-saves-time-small-team', 1018, 1019],
  ['how-run-your-first-ai-audit', 841, 843],
  ['what-fractional-product-manager-does-first-30-days', 818, 818],
  ['roadmaps-that-survive-contact-engineering', 771, 774],
  ['designing-half-day-ai-workshop-that-sticks', 818, 813],
  ['writing-prompts-your-whole-team-can-reuse', 723, 723],
];

describe('estimateTokens', () => {
  it.each(MEASURED)(
    'counts %s well above its tokens, with room for smaller vocabularies',
    (slug, o200k, cl100k) => {
      const post = blogPosts.find((entry) => entry.slug === slug)!;
      // SentencePiece tokenizers of 32k words (Llama 2, Mistral) use about a fifth more.
      expect(estimateTokens(post.content)).toBeGreaterThan(1.3 * Math.max(o200k, cl100k));
    },
  );

  it('counts other scripts and emojis at a token a byte, what a byte-level tokenizer never exceeds', () => {
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('é')).toBe(2);
    expect(estimateTokens('日本')).toBe(6);
    expect(estimateTokens('👩‍💻')).toBe(4 + 3 + 4);
  });
});
