import { describe, expect, it } from 'vitest';
import { AUTH_RETRY, GENERIC_RETRY } from '../../../../domain/shared/constants';
import { AbortedError, retry, TimeoutError } from '../../../../domain/shared/retry';

const recordSleeps = () => {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
};

describe('retry', () => {
  it('returns the first success', async () => {
    const { delays, sleep } = recordSleeps();
    let calls = 0;
    const result = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('flaky');
        return 'ok';
      },
      GENERIC_RETRY,
      { sleep },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('gives up after the policy attempts with the last error', async () => {
    const { delays, sleep } = recordSleeps();
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error(`failure ${calls}`);
        },
        AUTH_RETRY,
        { sleep },
      ),
    ).rejects.toThrow('failure 3');
    expect(delays).toEqual([2000, 2000]);
  });

  it('does not retry errors marked final', async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error('denied');
        },
        GENERIC_RETRY,
        { shouldRetry: () => false, sleep: async () => {} },
      ),
    ).rejects.toThrow('denied');
    expect(calls).toBe(1);
  });

  it('times out a hanging attempt and aborts its signal', async () => {
    let aborted = 0;
    const hang = (signal: AbortSignal) =>
      new Promise<never>(() => signal.addEventListener('abort', () => aborted++));
    await expect(
      retry(hang, { attempts: 2, delayMs: () => 0, timeoutMs: 20 }, { sleep: async () => {} }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(aborted).toBe(2);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    let calls = 0;
    const promise = retry(
      async () => {
        calls++;
        controller.abort();
        throw new Error('network');
      },
      GENERIC_RETRY,
      { signal: controller.signal },
    );
    await expect(promise).rejects.toBeInstanceOf(AbortedError);
    expect(calls).toBe(1);
  });
});
