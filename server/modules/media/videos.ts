// Videos: a finished resumable upload becomes a Video row (PROCESSING) and a
// durable job, which probes it, compresses it to the spec's WebM target and
// takes the thumbnail, reporting progress; the row is then READY (or FAILED
// with a reason in words). An upload browsers play as sent whose compressed
// copy came out larger is served as sent instead (originalKept). Editing,
// moving and deleting are plain use cases.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canProcessAgain,
  MEDIA,
  normalizeVideoMetadata,
  THUMBNAIL,
  videoAddress,
} from '../../../domain/media';
import type { Context } from '../../context';
import type { Db, PrismaClient } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Services } from '../../services';
import { checkStorageKey, storageKey, VIDEO_CONTAINERS } from '../../services/storage/keys';
import type { Probe } from '../../services/video';
import { type JobHandler, registerJobHandler } from '../jobs/handlers';
import { announceJob, queueJob } from '../jobs/queue';
import { fileAddresses } from '../shared/mediaLinks';
import { lockRows } from '../shared/rowLocks';
import {
  keepingLeftOut,
  LAST_SAVE,
  newVersion,
  refuseUnlessAtVersion,
  saveAtVersion,
  TX_OPTIONS,
  type VersionedRow,
} from '../shared/saves';
import { resolveFolder, type VideoFiles } from './folders';
import { IMMUTABLE } from './images';
import { loadSharp } from './libraries';
import { settleOldVideoFiles } from './oldFiles';
import { MediaInUseError, type MediaUse, mediaUses, removeFromUses } from './uses';

export const VIDEO_JOB = 'media.video';

export type VideoJobPayload = { videoId: string };
export type VideoJobProgress = {
  stage: 'probing' | 'compressing' | 'thumbnail' | 'storing';
  fraction: number;
};

/** The type an upload's bytes say (file-type's MIME type) → the extension of its stored original. */
const ORIGINAL_EXTENSIONS = new Map(
  Object.entries(VIDEO_CONTAINERS).flatMap(([extension, { type, sniffedAlso = [] }]) =>
    [type, ...sniffedAlso].map((sniffed) => [sniffed, extension] as const),
  ),
);

/** How a video's original is stored: the type its bytes say, and the extension its key takes from it. */
export type VideoOriginal = { type: string; extension: string };

/** The original of an upload whose bytes say `sniffed`, or null when that is no video container. */
export function videoOriginalOf(sniffed: string): VideoOriginal | null {
  const extension = ORIGINAL_EXTENSIONS.get(sniffed);
  return extension ? { type: sniffed, extension } : null;
}

const titleOf = (filename: string) =>
  path.basename(filename, path.extname(filename)).replace(/[_-]+/g, ' ').trim().slice(0, 200) ||
  'Untitled video';

/**
 * A finished upload (a file on this machine) becomes a stored original, a row
 * and a queued processing job; resolves with the video's id. `original` is
 * what its bytes say it is (sniffed once, on arrival, by the caller, which
 * refuses what is no video container: see videoOriginalOf): the original is
 * stored and downloaded as that, whatever its name says, and processing reads
 * its type from the row. `savedById`: the admin who uploaded it.
 */
export async function createVideoFromUpload(
  deps: { prisma: PrismaClient; services: Services },
  upload: {
    file: string;
    filename: string;
    original: VideoOriginal;
    folder: string | null;
    size: number;
    savedById: string | null;
    move?: boolean;
  },
): Promise<string> {
  const folder = await resolveFolder(deps.prisma, 'video', upload.folder);
  const id = randomUUID();
  const originalKey = storageKey('originals', id, upload.original.extension);
  await deps.services.storage.put(
    originalKey,
    { path: upload.file, move: upload.move },
    { contentType: checkStorageKey(originalKey).contentType, cacheControl: 'private, no-store' },
  );
  const now = deps.services.clock.now();
  const job = await deps.prisma
    .$transaction(async (tx) => {
      const queued = await queueJob(tx, { kind: VIDEO_JOB, payload: { videoId: id } }, now);
      await tx.video.create({
        data: {
          id,
          title: titleOf(upload.filename),
          url: '',
          // Held until the row is written: a folder deleted since the check above refuses it (resolveFolder).
          folder: await resolveFolder(tx, 'video', folder),
          size: upload.size,
          status: 'PROCESSING',
          originalKey,
          originalType: upload.original.type,
          savedById: upload.savedById,
          jobId: queued.id,
          createdAt: now,
          updatedAt: now,
        },
      });
      return queued;
    })
    .catch(async (error: unknown) => {
      await deps.services.storage.delete(originalKey);
      throw error;
    });
  announceJob(deps.services, job);
  return id;
}

/**
 * Refuses, as every admin save is refused (see saveAtVersion), a replace of the video `id`'s file
 * made from `expectedVersion` when the video is gone or was saved since; and one while its file is
 * being processed (an upload or a replace under way), whose result would be lost or overwritten.
 */
async function refuseUnlessReplaceable(
  context: Pick<Context, 'viewer'>,
  db: Db,
  id: string,
  expectedVersion: number,
): Promise<void> {
  const row: VersionedRow = {
    what: MEDIA.videoConflictSubject,
    notFound: MEDIA.videoNotFound,
    lastSave: () => db.video.findFirst({ where: { id, deleted: false }, select: LAST_SAVE }),
  };
  await refuseUnlessAtVersion(context, row, expectedVersion);
  const video = await db.video.findUniqueOrThrow({ where: { id }, select: { status: true, jobId: true } });
  const job = video.jobId
    ? await db.job.findUnique({ where: { id: video.jobId }, select: { status: true } })
    : null;
  if (video.status === 'PROCESSING' && !canProcessAgain({ status: video.status, job }))
    throw new ConflictError(MEDIA.stillProcessing);
}

/** Told when a replace upload starts, before its bytes are sent: a stale dialog's upload costs nothing. */
export const checkVideoReplace = (
  deps: { prisma: PrismaClient },
  viewer: Context['viewer'],
  id: string,
  expectedVersion: number,
) => refuseUnlessReplaceable({ viewer }, deps.prisma, id, expectedVersion);

/**
 * A finished upload becomes the new original of the existing video `videoId`, made from
 * `expectedVersion` (checked again, the row locked, as the upload may have taken a while), and
 * its processing is queued, followed on the videoProcessing subscription as an upload's. The
 * video keeps its title, description, metadata, folder and addresses, and its current file and
 * poster are served until processing stores the new ones (processVideo, which then deletes the
 * old ones: their addresses redirect to the new ones, see http/media.ts; or, fetched from the
 * bucket, keeps those still embedded, see settleOldVideoFiles); a failure leaves them
 * and says why. A new version, so an edit dialog opened before is told of the new file.
 */
export async function replaceVideoFromUpload(
  deps: { prisma: PrismaClient; services: Services },
  viewer: Context['viewer'],
  upload: {
    videoId: string;
    expectedVersion: number;
    file: string;
    original: VideoOriginal;
    move?: boolean;
  },
): Promise<void> {
  const { videoId: id } = upload;
  const context = { viewer, services: deps.services };
  const revision = randomUUID().slice(0, 8);
  const originalKey = storageKey('originals', `${id}-${revision}`, upload.original.extension);
  await deps.services.storage.put(
    originalKey,
    { path: upload.file, move: upload.move },
    { contentType: checkStorageKey(originalKey).contentType, cacheControl: 'private, no-store' },
  );
  const now = deps.services.clock.now();
  const { job, replaced } = await deps.prisma
    .$transaction(async (tx) => {
      if ((await lockRows(tx, 'videos', [id])).size === 0) throw new NotFoundError(MEDIA.videoNotFound);
      await refuseUnlessReplaceable(context, tx, id, upload.expectedVersion);
      const { originalKey: before } = await tx.video.findUniqueOrThrow({
        where: { id },
        select: { originalKey: true },
      });
      const queued = await queueJob(tx, { kind: VIDEO_JOB, payload: { videoId: id } }, now);
      await tx.video.update({
        where: { id },
        data: {
          originalKey,
          originalType: upload.original.type,
          status: 'PROCESSING',
          error: null,
          jobId: queued.id,
          ...newVersion(context, now),
        },
      });
      return { job: queued, replaced: before };
    }, TX_OPTIONS)
    .catch(async (error: unknown) => {
      await deps.services.storage.delete(originalKey);
      throw error;
    });
  announceJob(deps.services, job);
  if (replaced && replaced !== originalKey) await deps.services.storage.delete(replaced);
}

/**
 * How an upload is served as sent, when every current browser plays it: MP4
 * with H.264 (8-bit 4:2:0) and AAC or no sound, or WebM with VP8/VP9 and
 * Vorbis/Opus or no sound; null otherwise. ffprobe names QuickTime and MP4
 * alike ("mov,mp4,m4a,3gp,3g2,mj2"), and Matroska and WebM alike
 * ("matroska,webm"): `sniffed`, the type the bytes said on arrival (file-type
 * reads the brand and the EBML DocType; null when unknown), tells an MP4 from
 * a QuickTime file renamed .mp4 and a WebM from a Matroska file renamed
 * .webm, which browsers need not play, so those are compressed like any
 * other input.
 */
export function playableAsSent(
  probed: Probe,
  sniffed: string | null,
): { format: 'mp4' | 'webm'; contentType: string } | null {
  const containers = probed.format.split(',');
  const { videoCodec, audioCodec } = probed;
  if (
    containers.includes('mp4') &&
    sniffed === 'video/mp4' &&
    videoCodec === 'h264' &&
    (probed.pixelFormat === 'yuv420p' || probed.pixelFormat === 'yuvj420p') &&
    (audioCodec === null || audioCodec === 'aac')
  )
    return { format: 'mp4', contentType: 'video/mp4' };
  if (
    containers.includes('webm') &&
    sniffed === 'video/webm' &&
    (videoCodec === 'vp8' || videoCodec === 'vp9') &&
    (audioCodec === null || audioCodec === 'vorbis' || audioCodec === 'opus')
  )
    return { format: 'webm', contentType: 'video/webm' };
  return null;
}

/** The job: probe, compress, thumbnail, store; the row ends READY or FAILED. */
export const processVideo: JobHandler<VideoJobPayload> = async ({
  job,
  prisma,
  services,
  progress,
  signal,
}) => {
  const video = await prisma.video.findUnique({ where: { id: job.payload.videoId } });
  if (!video || video.deleted || !video.originalKey) return { skipped: true };
  // Done already: the job runs again when its worker stopped after storing the
  // files and before the job was marked done. Posts and courses may play the
  // video by now, so its addresses never change once it is READY.
  if (video.status === 'READY' && video.fileKey) return { skipped: true, fileKey: video.fileKey };
  const fail = async (reason: string) => {
    // Never over a run that finished meanwhile (one that kept going after losing its lease).
    await prisma.video.updateMany({
      where: { id: video.id, fileKey: video.fileKey },
      data: { status: 'FAILED', error: reason, updatedAt: services.clock.now() },
    });
    return { failed: reason };
  };
  const tools = services.video;
  if (!tools) return fail(MEDIA.ffmpegMissing);

  const { storage } = services;
  const source = await storage.localCopy(video.originalKey);
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'video-'));
  const report = (value: VideoJobProgress) => progress(value);
  try {
    await report({ stage: 'probing', fraction: 0 });
    const probed = await tools.probe(source.path, signal);
    if (!probed) return fail(MEDIA.notAVideo);
    signal.throwIfAborted();

    const output = path.join(workDir, 'out.webm');
    let last = 0;
    await tools.transcode(source.path, output, {
      duration: probed.duration,
      hasAudio: probed.audioCodec !== null,
      signal,
      onProgress: (fraction) => {
        // Every 2 % at most.
        if (fraction - last < 0.02 && fraction < 1) return;
        last = fraction;
        void report({ stage: 'compressing', fraction: Math.round(fraction * 0.9 * 1000) / 1000 });
      },
    });
    signal.throwIfAborted();
    // A small, already well compressed upload can come out larger: then it is served as sent, if browsers play it.
    const [compressed, sent] = await Promise.all([fs.promises.stat(output), fs.promises.stat(source.path)]);
    const kept = compressed.size > sent.size ? playableAsSent(probed, video.originalType) : null;
    const served = kept
      ? { path: source.path, size: sent.size, ...kept }
      : { path: output, size: compressed.size, format: 'webm', contentType: 'video/webm' };
    await report({ stage: 'thumbnail', fraction: 0.92 });
    const frame = await tools.frameAt(served.path, probed.duration, signal);
    const sharp = await loadSharp();
    const thumbnail = await sharp(frame)
      .jpeg({ quality: Math.round(THUMBNAIL.jpegQuality * 100) })
      .toBuffer();
    const outputProbe = kept ? probed : await tools.probe(output, signal);

    await report({ stage: 'storing', fraction: 0.96 });
    const revision = randomUUID().slice(0, 8);
    const fileKey = storageKey('videos', `${video.id}-${revision}`, served.format);
    const thumbnailKey = storageKey('thumbnails', `${video.id}-${revision}`, 'jpg');
    // The compressed copy is handed over; an original served as sent stays where it is (with the
    // local store, it is the stored original itself).
    await storage.put(
      fileKey,
      { path: served.path, move: !kept },
      { contentType: served.contentType, cacheControl: IMMUTABLE },
    );
    await storage.put(thumbnailKey, thumbnail, { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    // Only over the files this run started from: when another run (of the same
    // job, after this one lost its lease) stored its files first, the video
    // keeps those and this run's are dropped. The file and poster replaced are
    // kept by the same write, until settled below (or, should this worker stop
    // first, by the upkeep's sweep): a save linking one meanwhile finds it.
    const replaced = [video.fileKey, video.thumbnailKey].filter((key): key is string => Boolean(key));
    const updated = await prisma.video.updateMany({
      where: { id: video.id, deleted: false, fileKey: video.fileKey },
      data: {
        status: 'READY',
        error: null,
        url: storage.publicUrl(fileKey),
        thumbnailUrl: storage.publicUrl(thumbnailKey),
        fileKey,
        thumbnailKey,
        size: served.size,
        duration: outputProbe?.duration || probed.duration,
        resolution: `${outputProbe?.width ?? probed.width}x${outputProbe?.height ?? probed.height}`,
        format: served.format,
        originalKept: kept !== null,
        ...(replaced.length > 0 && { keptKeys: { push: replaced } }),
        updatedAt: services.clock.now(),
      },
    });
    // A video deleted or finished by another run meanwhile keeps none of this run's files; the old
    // ones this run replaced go, unless something still embeds them where no redirect reaches it.
    if (updated.count === 0) await Promise.all([fileKey, thumbnailKey].map((key) => storage.delete(key)));
    else await settleOldVideoFiles({ prisma, services }, video.id);
    return { fileKey, thumbnailKey };
  } catch (error) {
    if (!signal.aborted && job.attempt >= job.maxAttempts) await fail(MEDIA.processingFailed);
    throw error;
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
    await source.done();
  }
};

registerJobHandler(VIDEO_JOB, processVideo, {
  concurrency: 1,
  maxAttempts: 3,
  retry: { baseDelayMs: 5_000, maxDelayMs: 60_000 },
});

/**
 * Queues a video's processing again (canProcessAgain: it failed, or it is stuck with its job
 * ended); resolves once the job is queued, which the videoProcessing subscription then follows.
 * Refused with a ConflictError saying why for any other video, or one whose original is gone.
 */
export async function processVideoAgain(context: Context, id: string): Promise<void> {
  const job = await context.prisma.$transaction(async (tx) => {
    // Locked: two admins pressing it at once queue one job, the second is told it is under way.
    if ((await lockRows(tx, 'videos', [id])).size === 0) throw new NotFoundError(MEDIA.videoNotFound);
    const video = await tx.video.findUniqueOrThrow({ where: { id } });
    if (video.deleted) throw new NotFoundError(MEDIA.videoNotFound);
    const current = video.jobId
      ? await tx.job.findUnique({ where: { id: video.jobId }, select: { status: true } })
      : null;
    if (!canProcessAgain({ status: video.status, job: current }))
      throw new ConflictError(video.status === 'READY' ? MEDIA.processedAlready : MEDIA.stillProcessing);
    if (!video.originalKey) throw new ConflictError(MEDIA.originalMissing);
    const now = context.services.clock.now();
    const queued = await queueJob(tx, { kind: VIDEO_JOB, payload: { videoId: id } }, now);
    // Not a new version: processing changes none of what an edit dialog saves.
    await tx.video.update({
      where: { id },
      data: { status: 'PROCESSING', error: null, jobId: queued.id, updatedAt: now },
    });
    return queued;
  });
  announceJob(context.services, job);
}

export async function updateVideo(
  context: Context,
  id: string,
  expectedVersion: number,
  given: {
    title: string;
    description?: string | null;
    /** Comma-separated, or a list (the stored one kept). */
    tags?: string | readonly string[] | null;
    category?: string | null;
    language?: string | null;
    custom?: { key: string; value: string }[] | Record<string, string> | null;
  },
): Promise<void> {
  await context.prisma.$transaction(async (tx) => {
    const row: VersionedRow = {
      what: MEDIA.videoConflictSubject,
      notFound: MEDIA.videoNotFound,
      lastSave: () => tx.video.findFirst({ where: { id, deleted: false }, select: LAST_SAVE }),
    };
    const check = async () => {
      // What it leaves out stays as stored (see keepingLeftOut).
      const input = await keepingLeftOut(
        given,
        ['description', 'tags', 'category', 'language', 'custom'],
        async () => {
          const video = await tx.video.findFirst({
            where: { id, deleted: false },
            select: { description: true, metadata: true },
          });
          return (
            video && { description: video.description, ...normalizeVideoMetadata(video.metadata as object) }
          );
        },
      );
      const title = input.title.trim();
      if (!title) throw new ValidationError([{ field: 'title', message: MEDIA.titleRequired }]);
      return {
        title: title.slice(0, 200),
        description: input.description?.trim() || null,
        metadata: normalizeVideoMetadata(input),
      };
    };
    await saveAtVersion(context, row, expectedVersion, check, (data) =>
      tx.video.updateMany({
        where: { id, deleted: false, version: expectedVersion },
        data: { ...data, ...newVersion(context) },
      }),
    );
  });
}

/**
 * Moves the video to another folder ("" or null: the root); its file keeps its address. A new
 * version, so an edit dialog opened before the move is told of it rather than saving over it.
 * With `expectedVersion` (the move dialog's), a move made from the version before another save
 * (a move, an edit) is refused as stale, as every admin save is (see saveAtVersion).
 */
export async function moveVideo(
  context: Context,
  id: string,
  folder: string | null | undefined,
  expectedVersion?: number | null,
): Promise<void> {
  await context.prisma.$transaction(async (tx) => {
    // Deleted meanwhile with the folder it was in: gone, not an unexpected error.
    const write = (name: string | null, version?: number) =>
      tx.video.updateMany({
        where: { id, deleted: false, ...(version === undefined ? {} : { version }) },
        data: { folder: name, ...newVersion(context) },
      });
    if (expectedVersion != null) {
      const row: VersionedRow = {
        what: MEDIA.videoConflictSubject,
        notFound: MEDIA.videoNotFound,
        lastSave: () => tx.video.findFirst({ where: { id, deleted: false }, select: LAST_SAVE }),
      };
      // The folder is held until the move ends (see resolveFolder).
      await saveAtVersion(
        context,
        row,
        expectedVersion,
        () => resolveFolder(tx, 'video', folder),
        (name) => write(name, expectedVersion),
      );
      return;
    }
    const found = await tx.video.findFirst({ where: { id, deleted: false }, select: { id: true } });
    if (!found) throw new NotFoundError(MEDIA.videoNotFound);
    const moved = await write(await resolveFolder(tx, 'video', folder));
    if (moved.count === 0) throw new NotFoundError(MEDIA.videoNotFound);
  });
}

/** Deletes the stored files of videos whose rows are deleted, the old ones they kept too. */
export async function deleteVideoFiles(services: Services, videos: VideoFiles[]) {
  const keys = videos.flatMap((video) => [
    video.originalKey,
    video.fileKey,
    video.thumbnailKey,
    ...video.keptKeys,
  ]);
  await Promise.all(
    keys.filter((key): key is string => Boolean(key)).map((key) => services.storage.delete(key)),
  );
}

export class VideoInUseError extends MediaInUseError {
  override name = 'VideoInUseError';
  constructor(uses: MediaUse[]) {
    super(MEDIA.videoInUse, uses);
  }
}

/**
 * The row, the file and the thumbnail (SPEC §4). While a post or course plays
 * it, refused with the list of them, unless `removeEverywhere` says to take it
 * out of them first.
 */
export async function deleteVideo(context: Context, id: string, removeEverywhere = false): Promise<void> {
  const video = await context.prisma.video.findUnique({ where: { id } });
  if (!video) throw new NotFoundError(MEDIA.videoNotFound);
  // A save's room (TX_OPTIONS): it may wait for saves that link the file (see lockRows).
  await context.prisma.$transaction(async (tx) => {
    if ((await lockRows(tx, 'videos', [id])).size === 0) throw new NotFoundError(MEDIA.videoNotFound);
    // Its poster too: a page showing only the poster would show a broken image. Its permanent
    // address stands for its old files and posters as well (which redirect to the current ones).
    const addresses = fileAddresses(context, [video.url, video.thumbnailUrl, videoAddress(id)]);
    const uses = await mediaUses(context, tx, addresses);
    if (uses.length > 0 && !removeEverywhere) throw new VideoInUseError(uses);
    await removeFromUses(context, tx, uses, addresses);
    await tx.video.delete({ where: { id } });
  }, TX_OPTIONS);
  await deleteVideoFiles(context.services, [video]);
}
