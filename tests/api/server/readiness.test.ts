// /readyz while Redis is away: 503 to every probe, and one warning in the
// log for the outage (a load balancer probes every few seconds), without a
// stack trace; one line again when Redis answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { recordingLogger } from '../../helpers/log';

const { log, lines } = recordingLogger();

let app: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: Redis is unreachable for the whole file.
  app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, services: { log } });
});
afterAll(() => app.close());

describe('/readyz with REDIS_URL unreachable', () => {
  it('answers 503 to every probe and logs the outage once, without a stack trace', async () => {
    lines.length = 0;
    for (let probe = 0; probe < 3; probe++) {
      const response = await app.app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, database: 'ok', redis: 'unreachable' });
    }
    const readiness = lines.filter((line) => line.message.startsWith('Not ready'));
    expect(readiness).toHaveLength(1);
    expect(readiness[0]).toMatchObject({ level: 'warn', details: undefined });
    expect(readiness[0]?.message).toMatch(/^Not ready: Redis failed \(.+\)$/);
  });
});

describe('rate limits with REDIS_URL unreachable', () => {
  it('let every request through and log the outage once per form, without a stack trace', async () => {
    lines.length = 0;
    for (let request = 0; request < 3; request++) {
      expect(await app.services.rateLimiter.hit('pageView', '203.0.113.7')).toBe(true);
    }
    expect(await app.services.rateLimiter.hit('contact', '203.0.113.7')).toBe(true);
    const skipped = lines.filter((line) => line.message.startsWith('Rate limit'));
    expect(skipped.map((line) => [line.level, line.details])).toEqual([
      ['warn', undefined],
      ['warn', undefined],
    ]);
    // The cause an operator can act on, not ioredis's retry count.
    const reason = 'Redis at 127.0.0.1:1 cannot be reached: connect ECONNREFUSED 127.0.0.1:1';
    expect(skipped[0]?.message).toBe(`Rate limit pageView not checked: Redis failed (${reason})`);
    expect(skipped[1]?.message).toBe(`Rate limit contact not checked: Redis failed (${reason})`);
  });
});
