// Per-address, per-form submission limits and per-key budgets (API tokens):
// a fixed one-minute window per key. In this process's memory by default
// (one instance); with REDIS_URL the counters live in Redis, so every
// instance behind a load balancer counts against the same limit.
import type { RateLimitedForm } from '../config';
import { type Logger, outageLog } from '../log';
import type { Clock } from './clock';
import type { RedisConnections } from './redis';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Keys kept at most; the oldest windows are dropped first when a flood of addresses arrives. */
const MAX_KEYS = 50_000;

/** Whether an amount fits this minute's budget; when not, the seconds until the window ends. */
export type Consumed = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one submission; false when the address is over the form's limit for this minute. */
  hit(form: RateLimitedForm, address: string | null): Promise<boolean>;
  /**
   * Adds `amount` to the key's count for this minute and says whether it is
   * within `limit` (0 means no limit). A refused amount is not counted; the
   * first amount of a window is always allowed.
   */
  consume(key: string, amount: number, limit: number): Promise<Consumed>;
};

/** Requests whose address is unknown share one bucket rather than escaping the limit. */
const keyOf = (form: RateLimitedForm, address: string | null) => `${form}|${address ?? 'unknown'}`;

const refusedFor = (remainingMs: number): Consumed => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
});

export function createRateLimiter(limits: Record<RateLimitedForm, number>, clock: Clock): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();

  /** The key's current window, a new one when the last has ended. */
  const windowOf = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && now - window.startedAt < RATE_LIMIT_WINDOW_MS && now >= window.startedAt) return window;
    const fresh = { startedAt: now, count: 0 };
    windows.delete(key);
    windows.set(key, fresh);
    if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
    return fresh;
  };

  const consume = async (key: string, amount: number, limit: number): Promise<Consumed> => {
    if (limit === 0) return { allowed: true };
    const now = clock.now().getTime();
    const window = windowOf(key, now);
    if (window.count > 0 && window.count + amount > limit)
      return refusedFor(window.startedAt + RATE_LIMIT_WINDOW_MS - now);
    window.count += amount;
    return { allowed: true };
  };

  return {
    hit: async (form, address) => (await consume(keyOf(form, address), 1, limits[form])).allowed,
    consume,
  };
}

/**
 * Adds ARGV[1] to KEYS[1] unless that goes over ARGV[2] (a key's first amount
 * always fits); the first amount starts the window (ARGV[3] ms). Returns
 * { allowed (1|0), milliseconds left in the window }.
 */
const CONSUME_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[1])
if current > 0 and current + amount > tonumber(ARGV[2]) then
  return {0, redis.call('PTTL', KEYS[1])}
end
local count = redis.call('INCRBY', KEYS[1], amount)
if count == amount then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, 0}`;

/**
 * The same fixed windows in Redis (the window starts at a key's first hit,
 * timed by Redis's clock). When Redis cannot be reached the request is let
 * through and the failure logged: a visitor's message is never refused
 * because of our infrastructure.
 */
export function createRedisRateLimiter(
  limits: Record<RateLimitedForm, number>,
  redis: Pick<RedisConnections, 'command' | 'explain'>,
  log: Logger,
): RateLimiter {
  // An outage is logged once per form, not at every request (page-view beacons come by the hundred).
  const outages = outageLog(log);
  const consume = async (key: string, amount: number, limit: number): Promise<Consumed> => {
    if (limit === 0) return { allowed: true };
    const form = key.split('|')[0] ?? key;
    try {
      const [allowed, remainingMs] = (await redis.command.eval(
        CONSUME_SCRIPT,
        1,
        `ratelimit:${key}`,
        amount,
        limit,
        RATE_LIMIT_WINDOW_MS,
      )) as [number, number];
      outages.recovered(form);
      return allowed === 1 ? { allowed: true } : refusedFor(remainingMs);
    } catch (error) {
      outages.failed(
        form,
        redis.explain(error),
        (reason) => `Rate limit ${form} not checked: Redis failed (${reason})`,
      );
      return { allowed: true };
    }
  };
  return {
    hit: async (form, address) => (await consume(keyOf(form, address), 1, limits[form])).allowed,
    consume,
  };
}
