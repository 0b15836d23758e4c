// Per-address, per-form submission limits: a fixed one-minute window per
// key, kept in memory. Each app server counts on its own; behind a load
// balancer with N instances a visitor gets at most N times the limit.
import type { RateLimitedForm } from '../config';
import type { Clock } from './clock';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Keys kept at most; the oldest windows are dropped first when a flood of addresses arrives. */
const MAX_KEYS = 50_000;

export type RateLimiter = {
  /** Counts one submission; false when the address is over the form's limit for this minute. */
  hit(form: RateLimitedForm, address: string | null): boolean;
};

export function createRateLimiter(limits: Record<RateLimitedForm, number>, clock: Clock): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(form, address) {
      const limit = limits[form];
      if (limit === 0) return true;
      const now = clock.now().getTime();
      // Requests whose address is unknown share one bucket rather than escaping the limit.
      const key = `${form}|${address ?? 'unknown'}`;
      const window = windows.get(key);
      if (!window || now - window.startedAt >= RATE_LIMIT_WINDOW_MS || now < window.startedAt) {
        windows.delete(key);
        windows.set(key, { startedAt: now, count: 1 });
        if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
        return true;
      }
      window.count++;
      return window.count <= limit;
    },
  };
}
