// Resumable video uploads (the tus protocol, @tus/server) at /api/uploads:
// a dropped connection or a reload resumes where it stopped. Parts wait in
// MEDIA_DIR/uploads on this server (unfinished ones expire by the app's clock
// and are deleted);
// a finished upload is sniffed from its bytes (once: the row keeps the type),
// moved into the store and queued for processing. The HTTP layer lets only
// admin sessions reach it, and names the admin of each request.
import fs from 'node:fs';
import path from 'node:path';
import type { FileStore } from '@tus/file-store';
import type { Server, Upload } from '@tus/server';
import { MEDIA, MIN_FILE_BYTES, saysVideoFormat, VIDEO_MAX_BYTES } from '../../../domain/media';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { formatMessage, VALIDATION } from '../../../domain/shared/messages';
import type { Config } from '../../config';
import type { PrismaClient } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Services } from '../../services';
import type { Viewer } from '../auth/sessions';
import { isUuid, rowIdOfText } from '../shared/ids';
import { resolveFolder } from './folders';
import { loadFileType } from './libraries';
import { checkVideoReplace, createVideoFromUpload, replaceVideoFromUpload, videoOriginalOf } from './videos';

export const UPLOADS_PATH = '/api/uploads';
/** The response header of the last PATCH that names the video created from the upload. */
export const VIDEO_ID_HEADER = 'Video-Id';

type Deps = { prisma: PrismaClient; config: Config; services: Services };

const refuse = (status_code: number, body: string) => ({ status_code, body });

/**
 * The video a replace upload names (Upload-Metadata `replaces`: its global id, or its row id) and
 * the version it was made from (`expectedVersion`); null for a new video. Refused (400) without a
 * version, 404 for an id that names no video.
 */
function replaceOf(metadata: Record<string, string | null>): { id: string; expectedVersion: number } | null {
  const given = metadata.replaces;
  if (!given) return null;
  const id = isUuid(given) ? given : rowIdOfText(given, 'Video');
  if (!id) throw refuse(404, MEDIA.videoNotFound);
  const expectedVersion = Number(metadata.expectedVersion);
  if (!metadata.expectedVersion || !Number.isInteger(expectedVersion))
    throw refuse(400, MEDIA.replaceVersionRequired);
  return { id, expectedVersion };
}

/** A use case's refusal as tus answers it: not found 404, stale or busy 409. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotFoundError) throw refuse(404, error.message);
    if (error instanceof ConflictError) throw refuse(409, error.message);
    throw error;
  }
}

/** 'filename Zm9v,folder YmFy' → { filename: 'foo', folder: 'bar' } */
function parseMetadata(header: string | null): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

export type VideoUploads = {
  /** `admin`: who sends the request (null for a CORS preflight); the one whose request completes an upload is its author. */
  handle(request: Request, admin: Viewer | null): Promise<Response>;
  /** Deletes unfinished uploads older than UPLOAD_EXPIRY_HOURS; resolves with how many. */
  deleteExpired(): Promise<number>;
};

export function createVideoUploads(deps: Deps): VideoUploads {
  const directory = path.join(deps.config.media.dir, 'uploads');
  // tus hands its hooks the request it was given: who sent it, for the row an upload becomes.
  const senders = new WeakMap<Request, Viewer>();
  // tus is loaded and built when the first upload arrives: a process that
  // never receives one does not keep it resident, and tus's FileStore starts
  // an un-awaited mkdir in its constructor (throwing from its callback if the
  // folder vanished meanwhile), so the folder is made here first.
  let tus: Promise<{ store: FileStore; server: Server }> | undefined;
  const open = () => {
    tus ??= (async () => {
      const [{ FileStore }, { Server, ERRORS }] = await Promise.all([
        import('@tus/file-store'),
        import('@tus/server'),
      ]);
      fs.mkdirSync(directory, { recursive: true });
      return build(FileStore, Server, ERRORS);
    })();
    return tus;
  };
  const { clock } = deps.services;
  const expiryMs = deps.config.media.uploadExpiryMs;
  const expiresAt = (upload: Pick<Upload, 'creation_date'>) =>
    upload.creation_date ? new Date(Date.parse(upload.creation_date) + expiryMs) : null;
  /** Unfinished and past UPLOAD_EXPIRY_HOURS, on the app's clock (finished ones leave tus at once). */
  const expired = (upload: Pick<Upload, 'creation_date' | 'offset' | 'size'>) => {
    const expires = expiresAt(upload);
    return expires !== null && upload.offset !== upload.size && clock.now() > expires;
  };
  const build = (
    FileStore: typeof import('@tus/file-store').FileStore,
    Server: typeof import('@tus/server').Server,
    ERRORS: typeof import('@tus/server').ERRORS,
  ) => {
    const { corsOrigins } = deps.config;
    // tus dates an upload, and its store, HEAD and PATCH expire it, by the system's time: this
    // store keeps tus's own expiry off (no period) and dates and expires uploads by the app's
    // clock instead, answering an expired one 410 Gone as tus does.
    class ClockedFileStore extends FileStore {
      override async create(upload: Upload) {
        upload.creation_date = clock.now().toISOString();
        return super.create(upload);
      }
      override async getUpload(id: string) {
        const upload = await super.getUpload(id);
        if (expired(upload)) throw ERRORS.FILE_NO_LONGER_EXISTS;
        return upload;
      }
      override async deleteExpired() {
        let count = 0;
        for (const id of await this.configstore.list!()) {
          // The record holds the offset at creation (0): unfinished unless the upload was empty.
          const record = await this.configstore.get(id);
          if (!record || !expired(record)) continue;
          await this.remove(id).catch((error) => {
            if (error !== ERRORS.FILE_NOT_FOUND) throw error;
          });
          count++;
        }
        return count;
      }
    }
    const store = new ClockedFileStore({ directory });
    const server = new Server({
      path: UPLOADS_PATH,
      datastore: store,
      maxSize: VIDEO_MAX_BYTES,
      relativeLocation: true,
      exposedHeaders: [VIDEO_ID_HEADER],
      // Other origins as /graphql answers them (http/cross-origin.ts): none unless CORS_ORIGINS
      // lists them (then with credentials) or is '*' (without); tus alone would answer '*' to all.
      allowedOrigins: (origin) => corsOrigins === '*' || corsOrigins.includes(origin),
      allowedCredentials: corsOrigins !== '*' && corsOrigins.length > 0,
      allowedHeaders: [CSRF_HEADER],
      async onUploadCreate(request, upload) {
        const metadata = upload.metadata ?? {};
        const name = metadata.filename ?? '';
        if (
          (metadata.kind ?? 'video') !== 'video' ||
          !saysVideoFormat({ name, type: metadata.filetype ?? '' })
        )
          throw refuse(415, formatMessage(MEDIA.videoTypeRefused, { name: name || 'without a name' }));
        if (upload.size === undefined) throw refuse(400, 'Upload-Length is required');
        if (upload.size > VIDEO_MAX_BYTES)
          throw refuse(413, formatMessage(VALIDATION.videoTooLarge, { name }));
        if (upload.size === 0) throw refuse(400, formatMessage(MEDIA.fileEmpty, { name }));
        if (upload.size < MIN_FILE_BYTES) throw refuse(400, formatMessage(MEDIA.fileTooSmall, { name }));
        const replace = replaceOf(metadata);
        if (replace) {
          // A replace keeps the video's folder: the one it names (if any) is not checked.
          await refusing(() =>
            checkVideoReplace(deps, senders.get(request) ?? null, replace.id, replace.expectedVersion),
          );
          return {};
        }
        try {
          await resolveFolder(deps.prisma, 'video', metadata.folder);
        } catch (error) {
          if (error instanceof ValidationError) throw refuse(400, error.message);
          throw error;
        }
        return {};
      },
      async onUploadFinish(request, upload) {
        const file = path.join(directory, upload.id);
        const metadata = upload.metadata ?? {};
        const { fileTypeFromFile } = await loadFileType();
        const type = await fileTypeFromFile(file);
        const original = type ? videoOriginalOf(type.mime) : null;
        if (!original) {
          await store.remove(upload.id);
          throw refuse(415, MEDIA.notAVideo);
        }
        const replace = replaceOf(metadata);
        if (replace) {
          await refusing(() =>
            replaceVideoFromUpload(deps, senders.get(request) ?? null, {
              videoId: replace.id,
              expectedVersion: replace.expectedVersion,
              file,
              original,
              move: true,
            }),
          ).finally(async () => {
            // Moved into the store, or refused: only tus's record of it is left either way.
            await fs.promises.rm(file, { force: true });
            await store.configstore.delete(upload.id);
          });
          return { headers: { [VIDEO_ID_HEADER]: Buffer.from(`Video:${replace.id}`).toString('base64') } };
        }
        const videoId = await createVideoFromUpload(deps, {
          file,
          filename: metadata.filename ?? 'video',
          original,
          folder: metadata.folder ?? null,
          size: upload.size ?? 0,
          savedById: senders.get(request)?.id ?? null,
          move: true,
        });
        // The file was moved into the store (or the row refused): only tus's record of it is left.
        await fs.promises.rm(file, { force: true });
        await store.configstore.delete(upload.id);
        return { headers: { [VIDEO_ID_HEADER]: Buffer.from(`Video:${videoId}`).toString('base64') } };
      },
      onResponseError(request, error) {
        // tus's own size check answers before onUploadCreate: in the spec's words.
        if ('status_code' in error && error.status_code === 413) {
          const name = parseMetadata(request.headers.get('upload-metadata')).filename ?? '';
          return refuse(413, formatMessage(VALIDATION.videoTooLarge, { name }));
        }
        return undefined;
      },
    });
    return { store, server };
  };
  /** Upload-Expires, which tus sends only with its own expiry: on an upload created or continued, still unfinished. */
  const withExpiry = async (request: Request, response: Response, store: FileStore) => {
    const created = request.method === 'POST' && response.status === 201;
    const continued = request.method === 'PATCH' && response.status === 204;
    const location = created
      ? response.headers.get('location')
      : continued
        ? new URL(request.url).pathname
        : null;
    if (!location || response.headers.has(VIDEO_ID_HEADER)) return response;
    const id = decodeURIComponent(location.slice(location.lastIndexOf('/') + 1));
    // A finished upload has left tus (or named its video): only an unfinished one has a record here.
    const record = await store.configstore.get(id);
    const expires = record ? expiresAt(record) : null;
    if (expires) response.headers.set('Upload-Expires', expires.toUTCString());
    return response;
  };
  return {
    handle: async (request, admin) => {
      if (admin) senders.set(request, admin);
      const { server, store } = await open();
      return withExpiry(request, await server.handleWeb(request), store);
    },
    deleteExpired: async () => (fs.existsSync(directory) ? (await open()).store.deleteExpired() : 0),
  };
}
