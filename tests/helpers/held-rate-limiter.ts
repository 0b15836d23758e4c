// A rate limiter that a test can hold at one step of a request: an API
// token's request is counted against its cost budget once it has been
// authenticated and before its operation runs (http/api-access.ts), so
// holding that count holds a subscription between its authentication and
// the start of its stream, for the test to change the world in between.
import type { RateLimiter } from '../../server/services/rate-limiter';

/** `limiter`, whose next `consume` of a key starting with the prefix given to `hold` waits for `release`. */
export function holdableRateLimiter(limiter: RateLimiter) {
  let held: { prefix: string; reached: () => void; released: Promise<void> } | null = null;
  return {
    limiter: {
      hit: (form, address) => limiter.hit(form, address),
      async consume(key, amount, limit) {
        const hold = held;
        if (hold && key.startsWith(hold.prefix)) {
          held = null;
          hold.reached();
          await hold.released;
        }
        return limiter.consume(key, amount, limit);
      },
    } satisfies RateLimiter,
    /**
     * Holds the next count of a key starting with `prefix`: `reached` resolves
     * once a request waits there, which goes on after `release()`.
     */
    hold(prefix: string) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const reached = new Promise<void>((resolve) => {
        held = { prefix, reached: resolve, released };
      });
      return { reached, release };
    },
  };
}

/** Where a request with an API token waits once authenticated, before its operation runs. */
export const TOKEN_COST_COUNT = 'apiTokenCost|';
