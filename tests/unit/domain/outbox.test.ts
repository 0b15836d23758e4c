import { describe, expect, it } from 'vitest';
import { deliverySummary, OUTBOX_DELIVERY, undeliveredCount } from '../../../domain/outbox';

const counts = (values: Partial<Parameters<typeof deliverySummary>[0]> = {}) => ({
  pending: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  deliveryConfigured: true,
  ...values,
});

describe('where email delivery stands', () => {
  it.each([
    [{ deliveryConfigured: false, pending: 2, failed: 1 }, 'warning', /3 emails waiting in the outbox/],
    [{ deliveryConfigured: false, pending: 1 }, 'warning', /SMTP_URL is empty.*1 email wait/],
    [{ deliveryConfigured: false, sent: 4 }, 'warning', /new messages will wait in the outbox/],
    [{ failed: 1 }, 'error', /^1 email could not be delivered after every retry\./],
    [{ failed: 2, pending: 1 }, 'error', /^2 emails could not .*, and 1 is waiting to be sent\./],
    [{ pending: 1, sending: 2 }, 'info', /^3 emails waiting to be sent\.$/],
    [{ sent: 9 }, 'success', /^Every email was delivered\.$/],
  ] as const)('%o → %s', (values, tone, text) => {
    const summary = deliverySummary(counts(values));
    expect(summary.tone).toBe(tone);
    expect(summary.text).toMatch(text);
  });

  it('says every email was delivered only when configured and nothing is undelivered', () => {
    for (const deliveryConfigured of [true, false])
      for (const pending of [0, 1])
        for (const failed of [0, 1]) {
          const all = counts({ deliveryConfigured, pending, failed, sent: 3 });
          const delivered = deliverySummary(all).text === OUTBOX_DELIVERY.delivered;
          expect(delivered).toBe(deliveryConfigured && undeliveredCount(all) === 0);
        }
  });
});
