// A number in a message takes its noun in the singular for 1 and in the
// plural otherwise (plural, domain/shared/messages.ts): the limits that
// messages state (characters, a token's days, the AI budget's tokens, the
// files of a drop), whatever the limit is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooManyFilesMessage } from '../../../../domain/media';
import { plural } from '../../../../domain/shared/messages';
import { maxLength } from '../../../../domain/shared/validation';
import { apiTokenInputErrors } from '../../../../domain/tokens';
import { AssistantBudgetError } from '../../../../server/modules/ai/events';

describe('plural', () => {
  it.each([
    [0, '0 posts'],
    [1, '1 post'],
    [2, '2 posts'],
  ])('%i → %s', (count, text) => {
    expect(plural(count, 'post')).toBe(text);
  });

  it('writes the number as it is given to show, when it is', () => {
    expect(plural(100_000, 'token', 'tokens', '100,000')).toBe('100,000 tokens');
    expect(plural(1, 'token', 'tokens', '1')).toBe('1 token');
  });
});

describe('a limit in a message', () => {
  it.each([
    [1, 'Please use at most 1 character'],
    [2, 'Please use at most 2 characters'],
    [200, 'Please use at most 200 characters'],
  ])('of %i characters: %s', (max, message) => {
    expect(maxLength(max)('x'.repeat(max + 1))).toBe(message);
  });

  it('of characters takes the plural for every limit but 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), (max) => {
        expect(maxLength(max)('x'.repeat(max + 1))).toBe(`Please use at most ${max} characters`);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    [1, 'A token lasts from 1 to 1 day'],
    [365, 'A token lasts from 1 to 365 days'],
  ])("of a token's lifetime of %i days: %s", (maxDays, message) => {
    expect(apiTokenInputErrors({ name: 'CI', expiresInDays: maxDays + 1 }, maxDays).expiresInDays).toBe(
      message,
    );
  });

  it.each([
    [1, 'budget of 1 token.'],
    [100_000, 'budget of 100,000 tokens.'],
  ])('of the AI budget of %i tokens: %s', (budget, words) => {
    const message = new AssistantBudgetError(budget, budget, new Date(), 2_100).message;
    expect(message).toContain(words);
    expect(message).not.toContain('{');
  });

  it('of an AI request that may use more than what is left of the budget', () => {
    const message = new AssistantBudgetError(100_000, 98_999, new Date(), 2_345).message;
    expect(message).toBe(
      "What is left of today's AI assistant budget (1,001 tokens) is not enough for this request, which may use up to 2,345 tokens. Ask for something shorter, or wait until it renews at midnight UTC; an administrator of the server can raise AI_DAILY_TOKEN_BUDGET.",
    );
    expect(new AssistantBudgetError(100, 99, new Date(), 300).message).toContain('(1 token)');
  });

  it.each([
    [1, 'Please drop at most 1 file at a time'],
    [20, 'Please drop at most 20 files at a time'],
  ])('of %i files in a drop: %s', (max, message) => {
    expect(tooManyFilesMessage(max)).toBe(message);
  });
});
