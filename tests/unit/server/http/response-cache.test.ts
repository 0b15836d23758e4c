// The public response cache's own rules: time to live, size limit, clear.
import { describe, expect, it } from 'vitest';
import { createPublicResponseCache } from '../../../../server/http/response-cache';

const result = (n: number) => ({ data: { n } });

describe('createPublicResponseCache', () => {
  it('serves an entry until its time to live has passed', () => {
    let now = 1_000;
    const cache = createPublicResponseCache(10, () => now);
    cache.set('a', result(1), [], 500);
    now += 499;
    expect(cache.get('a')).toEqual(result(1));
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store entries without a time to live', () => {
    const cache = createPublicResponseCache();
    cache.set('a', result(1), [], 0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = createPublicResponseCache(2);
    cache.set('a', result(1), [], 1000);
    cache.set('b', result(2), [], 1000);
    cache.set('c', result(3), [], 1000);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, result(2), result(3)]);
  });

  it('empties on clear', () => {
    const cache = createPublicResponseCache();
    cache.set('a', result(1), [], 1000);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
