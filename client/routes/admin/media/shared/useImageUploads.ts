// Uploading images (the library's drop zone and the picker): one GraphQL
// multipart mutation per file (Relay `uploadables`), two at a time, each
// with its own progress; resolves with the images stored.
import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { MEDIA } from '../../../../../domain/media';
import type { useImageUploadsMutation } from '../../../../__generated__/useImageUploadsMutation.graphql';
import { watchUploadProgress } from '../../../../relay/uploadProgress';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { type SendUpload, useUploadQueue } from './useUploadQueue';

export type UploadedImage = {
  id: string;
  url: string;
  name: string;
  altDescription: string | null;
  srcset: string | null;
  width: number | null;
  height: number | null;
};

export function useImageUploads() {
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

  const send = useCallback<SendUpload<UploadedImage>>(
    async (file, folder, report) => {
      const stop = watchUploadProgress(file, (progress) =>
        report(progress >= 1 ? { progress, state: 'processing' } : { progress }),
      );
      try {
        const response = await commit({
          variables: { input: { file: null, folder: folder || null } },
          uploadables: { 'input.file': file },
        });
        const result = response.uploadAsset;
        const failure = failureOf(result, 'Asset');
        if (failure || result.__typename !== 'Asset') {
          report({ state: 'failed', error: failure?.message || MEDIA.imageUploadFailed });
          return null;
        }
        report({ state: 'done', progress: 1 });
        return {
          id: result.id ?? '',
          url: result.url ?? '',
          name: result.name ?? file.name,
          altDescription: result.altDescription ?? null,
          srcset: result.srcset ?? null,
          width: result.width ?? null,
          height: result.height ?? null,
        };
      } catch {
        report({ state: 'failed', error: MEDIA.imageUploadFailed });
        return null;
      } finally {
        stop();
      }
    },
    [commit],
  );

  return useUploadQueue(send);
}
