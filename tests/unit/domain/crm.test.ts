import { describe, expect, it } from 'vitest';
import { bookingAnswers } from '../../../domain/crm';

describe('the answers a booking request can be given', () => {
  it.each([
    ['requested', true, ['confirmed', 'declined']],
    ['requested', false, ['confirmed', 'declined']],
    // Confirmed: moved to its other slot when it has one, or declined; never confirmed twice.
    ['confirmed', true, ['moved', 'declined']],
    ['confirmed', false, ['declined']],
    // A decline can be reversed.
    ['declined', true, ['confirmed']],
  ] as const)('%s (alternate: %s): %j', (status, hasAlternate, answers) => {
    expect(bookingAnswers(status, hasAlternate)).toEqual(answers);
  });
});
