// The queue behind both media uploaders: the list of files with their state
// and progress, two sent at a time, and whether any batch is still running.
// Each kind says only how to send one file (`send`), reporting its progress
// and outcome through `report`. A kind whose `send` heeds its signal can be
// cancelled, file by file or all at once (leaving the page).
import { useCallback, useRef, useState } from 'react';
import { type UploadItem, updateItem } from './UploadList';

export type UploadReport = (change: Partial<UploadItem>) => void;
/**
 * Sends one file into `folder`; resolves with what was stored, or null when it
 * failed (reported) or was cancelled through `signal`.
 */
export type SendUpload<T> = (
  file: File,
  folder: string | null,
  report: UploadReport,
  signal: AbortSignal,
) => Promise<T | null>;

const PARALLEL = 2;
let nextKey = 0;

/**
 * `send` must keep its identity across renders (module scope or useCallback).
 * `cancellable`: whether `send` stops when its signal is aborted.
 */
export function useUploadQueue<T>(send: SendUpload<T>, { cancellable = false } = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(0);
  /** Each file's controller, until it is done. */
  const controllers = useRef(new Map<string, AbortController>());

  /**
   * Sends the files into `folder` (null: the root); resolves with what was
   * stored, in order: null where a file failed, undefined where it was cancelled.
   */
  const upload = useCallback(
    async (files: readonly File[], folder: string | null): Promise<(T | null | undefined)[]> => {
      const batch = files.map((file) => ({ file, key: `upload-${nextKey++}` }));
      setItems((current) => [
        ...current.filter((item) => item.state !== 'done'),
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          state: 'waiting' as const,
        })),
      ]);
      running.current += 1;
      setBusy(true);
      const results: (T | null | undefined)[] = new Array(batch.length).fill(null);
      let next = 0;
      for (const { key } of batch) controllers.current.set(key, new AbortController());
      const worker = async () => {
        while (next < batch.length) {
          const index = next++;
          const { file, key } = batch[index]!;
          const { signal } = controllers.current.get(key)!;
          const report: UploadReport = (change) => setItems((current) => updateItem(current, key, change));
          // Cancelled while it waited: never sent.
          if (!signal.aborted) {
            report({ state: 'sending' });
            results[index] = await send(file, folder, report, signal);
          }
          // A kind that cannot be stopped finished what it had started, and reported it.
          if (signal.aborted && (cancellable || results[index] === null)) {
            report({ state: 'cancelled' });
            results[index] = undefined;
          }
          controllers.current.delete(key);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      running.current -= 1;
      if (running.current === 0) setBusy(false);
      return results;
    },
    [send, cancellable],
  );

  /** Stops one file (waiting or on its way); null when this kind cannot be stopped. */
  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  /** Stops every file still waiting or on its way (the page is left). */
  const cancelAll = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
  }, []);

  return { items, busy, upload, cancel: cancellable ? cancel : null, cancelAll };
}
