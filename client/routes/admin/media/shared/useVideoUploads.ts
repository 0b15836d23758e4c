// Uploading videos: resumable tus uploads to /api/uploads (tus-js-client),
// two at a time with progress per file (useUploadQueue). A dropped connection is retried from
// the server's offset; after a reload the same file resumes where it stopped
// (the upload's address is remembered in localStorage until it finishes).
import { type DetailedError, Upload } from 'tus-js-client';
import { CSRF_HEADER } from '../../../../../domain/shared/constants';
import { VIDEOS } from '../../../../../domain/shared/messages';
import { type SendUpload, useUploadQueue } from './useUploadQueue';

const UPLOADS_PATH = '/api/uploads';
/** The header of the last response that names the video made from the upload (a global id). */
const VIDEO_ID_HEADER = 'Video-Id';

/** The server's refusal (its body is the message), or the generic failure. */
function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
  return body && status >= 400 && status < 500 && body.length < 300 ? body : VIDEOS.uploadFailed;
}

type Sent = { videoId: string | null; error: string | null; status: number };

/**
 * Sends `file` with `metadata` (a folder for a new video; `replaces` and `expectedVersion` for a
 * video's new file). `fingerprint`: what a reload resumes the upload by, when not tus's own (name,
 * type, size), so a replace never resumes a new video's upload of the same file, nor the reverse.
 */
function send(
  file: File,
  metadata: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  fingerprint?: string,
): Promise<Sent> {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_PATH,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      chunkSize: 16 * 1024 * 1024,
      headers: { [CSRF_HEADER]: '1' },
      metadata: { filename: file.name, filetype: file.type, kind: 'video', ...metadata },
      ...(fingerprint ? { fingerprint: async () => fingerprint } : {}),
      removeFingerprintOnSuccess: true,
      // A refusal (type, size, folder; a replace from a version saved since, refused with 409 when
      // it starts) will not change on retry.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        const starting = error.originalRequest?.getMethod() === 'POST';
        return status === 0 || status >= 500 || (status === 409 && !starting) || status === 423;
      },
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) =>
        resolve({ videoId: lastResponse.getHeader(VIDEO_ID_HEADER) ?? null, error: null, status: 0 }),
      onError: (error) =>
        resolve({
          videoId: null,
          error: messageOf(error),
          status: ('originalResponse' in error && error.originalResponse?.getStatus()) || 0,
        }),
    });
    // Cancelled: the server is told to delete what it received (tus termination).
    signal.addEventListener(
      'abort',
      () => {
        upload.abort(true).catch(() => upload.abort(false));
        resolve({ videoId: null, error: null, status: 0 });
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}

const sendVideo: SendUpload<string> = async (file, folder, report, signal) => {
  const { videoId, error } = await send(
    file,
    folder ? { folder } : {},
    (progress) => report({ progress }),
    signal,
  );
  if (signal.aborted) return null;
  report(error ? { state: 'failed', error } : { state: 'done', progress: 1 });
  return videoId ?? (error ? null : '');
};

/** Sends files into a folder; `upload` resolves with the new videos' ids (null where it failed or was cancelled). */
export function useVideoUploads() {
  return useUploadQueue(sendVideo, { cancellable: true });
}

/**
 * Sends `file` as the new file of the video `id` (a global id), made from `expectedVersion`:
 * resolves with the server's refusal (`conflict`: made from a version saved since), or none.
 */
export async function replaceVideoFile(
  file: File,
  video: { id: string; expectedVersion: number },
  onProgress: (fraction: number) => void,
): Promise<{ error: string | null; conflict: boolean }> {
  const { error, status } = await send(
    file,
    { replaces: video.id, expectedVersion: String(video.expectedVersion) },
    onProgress,
    new AbortController().signal,
    ['tus-replace', video.id, video.expectedVersion, file.name, file.size, file.lastModified].join('-'),
  );
  return { error, conflict: status === 409 };
}
