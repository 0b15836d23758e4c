// Uploading images (the library's drop zone and the picker): one GraphQL
// multipart mutation per file (Relay `uploadables`), two at a time, each
// with its own progress; resolves with the images stored.
import { useCallback, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { MEDIA } from '../../../../../domain/media';
import type { useImageUploadsMutation } from '../../../../__generated__/useImageUploadsMutation.graphql';
import { watchUploadProgress } from '../../../../relay/uploadProgress';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { type UploadItem, updateItem } from './UploadList';

export type UploadedImage = { id: string; url: string; name: string; altDescription: string | null };

const PARALLEL = 2;
let nextKey = 0;

export function useImageUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(0);
  const [commit] = useAsyncMutation<useImageUploadsMutation>(graphql`
    mutation useImageUploadsMutation($input: UploadAssetInput!) {
      uploadAsset(input: $input) {
        __typename
        ... on Asset {
          id
          url
          name
          altDescription
          srcset
          width
          height
          folder
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const sendOne = useCallback(
    async (file: File, key: string, folder: string | null): Promise<UploadedImage | null> => {
      setItems((current) => updateItem(current, key, { state: 'sending' }));
      const stop = watchUploadProgress(file, (progress) =>
        setItems((current) =>
          updateItem(current, key, progress >= 1 ? { progress, state: 'processing' } : { progress }),
        ),
      );
      try {
        const response = await commit({
          variables: { input: { file: null, folder: folder || null } },
          uploadables: { 'input.file': file },
        });
        const result = response.uploadAsset;
        const failure = failureOf(result, 'Asset');
        if (failure || result.__typename !== 'Asset') {
          setItems((current) =>
            updateItem(current, key, { state: 'failed', error: failure?.message || MEDIA.imageUploadFailed }),
          );
          return null;
        }
        setItems((current) => updateItem(current, key, { state: 'done', progress: 1 }));
        return {
          id: result.id ?? '',
          url: result.url ?? '',
          name: result.name ?? file.name,
          altDescription: result.altDescription ?? null,
        };
      } catch {
        setItems((current) => updateItem(current, key, { state: 'failed', error: MEDIA.imageUploadFailed }));
        return null;
      } finally {
        stop();
      }
    },
    [commit],
  );

  /** Sends the files into `folder` (null: the root); resolves with what was stored, in order. */
  const upload = useCallback(
    async (files: readonly File[], folder: string | null) => {
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
      const results: (UploadedImage | null)[] = new Array(batch.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const index = next++;
          const { file, key } = batch[index]!;
          results[index] = await sendOne(file, key, folder);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      running.current -= 1;
      if (running.current === 0) setBusy(false);
      return results;
    },
    [sendOne],
  );

  return { items, busy, upload };
}
