// Uploading images (the library's drop zone and the picker): one GraphQL
// multipart mutation per file (Relay `uploadables`), two at a time, each
// with its own progress; resolves with the images stored.
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { imageFileProblem, MEDIA } from '../../../../../domain/media';
import type { useImageUploadsLimitQuery } from '../../../../__generated__/useImageUploadsLimitQuery.graphql';
import type { useImageUploadsMutation } from '../../../../__generated__/useImageUploadsMutation.graphql';
import { GraphQLResponseError } from '../../../../relay/errors';
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

const limitQuery = graphql`
  query useImageUploadsLimitQuery {
    mediaLibrary(kind: image) {
      imageMaxBytes
    }
  }
`;

/**
 * Why the browser refuses an image before sending it, with the server's size
 * limit (IMAGE_MAX_MB): from the store when the page's query has it, else
 * asked for once. Never suspending: a picker opened over an editor would
 * otherwise hide the page behind it while it asks (and lose the keyboard's
 * place); until the limit is known, the server alone refuses a file too large.
 */
export function useImageFileProblem(): (file: File) => string | null {
  const environment = useRelayEnvironment();
  const [max, setMax] = useState<number | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<useImageUploadsLimitQuery>(
      environment,
      limitQuery,
      {},
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => setMax(data.mediaLibrary.imageMaxBytes),
      // Nothing to show: the upload itself says so if the file is too large.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return useCallback((file: File) => imageFileProblem(file, max ?? Number.POSITIVE_INFINITY), [max]);
}

/**
 * The server's refusal of a request larger than it takes (HTTP 413, before the upload is read):
 * the browser's words for the file when its limit says so, else the server's, which name its limit.
 */
const tooLargeRefusal = (error: unknown, file: File, problem: (file: File) => string | null) =>
  error instanceof GraphQLResponseError && error.code === 'REQUEST_ENTITY_TOO_LARGE'
    ? (problem(file) ?? error.message)
    : null;

export function useImageUploads() {
  const problem = useImageFileProblem();
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
      } catch (error) {
        report({ state: 'failed', error: tooLargeRefusal(error, file, problem) ?? MEDIA.imageUploadFailed });
        return null;
      } finally {
        stop();
      }
    },
    [commit, problem],
  );

  return { ...useUploadQueue(send), problem };
}
