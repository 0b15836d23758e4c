// The back-office's Idempotency-Key: one per request until the server answers
// it, so a request sent again after its answer was lost carries the same key.
import { describe, expect, it } from 'vitest';
import { answered, idempotencyKey, KEY_IN_USE } from '../../../client/relay/idempotency';

describe('idempotencyKey', () => {
  it('is the same for a request sent again before an answer, and new once it is answered', () => {
    const request = JSON.stringify({ operationName: 'CreateCta', variables: { input: { header: 'A' } } });
    const first = idempotencyKey(request);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKey(request)).toBe(first);
    answered(request, undefined);
    expect(idempotencyKey(request)).not.toBe(first);
  });

  it('differs between requests', () => {
    expect(idempotencyKey('{"a":1}')).not.toBe(idempotencyKey('{"a":2}'));
  });

  it('is kept when the server says the first request still runs, and dropped after any other answer', () => {
    const request = '{"operationName":"UpdatePost"}';
    const key = idempotencyKey(request);
    answered(request, [{ extensions: { code: KEY_IN_USE } }]);
    expect(idempotencyKey(request)).toBe(key);
    answered(request, [{ extensions: { code: 'FORBIDDEN' } }]);
    expect(idempotencyKey(request)).not.toBe(key);
  });
});
