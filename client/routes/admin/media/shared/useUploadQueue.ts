// The queue behind both media uploaders: the list of files with their state
// and progress, two sent at a time, and whether any batch is still running.
// Each kind says only how to send one file (`send`), reporting its progress
// and outcome through `report`.
import { useCallback, useRef, useState } from 'react';
import { type UploadItem, updateItem } from './UploadList';

export type UploadReport = (change: Partial<UploadItem>) => void;
/** Sends one file into `folder`; resolves with what was stored, or null when it failed (reported). */
export type SendUpload<T> = (file: File, folder: string | null, report: UploadReport) => Promise<T | null>;

const PARALLEL = 2;
let nextKey = 0;

/** `send` must keep its identity across renders (module scope or useCallback). */
export function useUploadQueue<T>(send: SendUpload<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(0);

  /** Sends the files into `folder` (null: the root); resolves with what was stored, in order. */
  const upload = useCallback(
    async (files: readonly File[], folder: string | null): Promise<(T | null)[]> => {
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
      const results: (T | null)[] = new Array(batch.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const index = next++;
          const { file, key } = batch[index]!;
          const report: UploadReport = (change) => setItems((current) => updateItem(current, key, change));
          report({ state: 'sending' });
          results[index] = await send(file, folder, report);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      running.current -= 1;
      if (running.current === 0) setBusy(false);
      return results;
    },
    [send],
  );

  return { items, busy, upload };
}
