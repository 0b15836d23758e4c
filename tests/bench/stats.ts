// Small helpers shared by the benchmarks.

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs `task` `total` times with at most `concurrency` in flight; returns each duration in ms. */
export async function runConcurrently(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      await task(index);
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return durations;
}

export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;
export const formatRatio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;
