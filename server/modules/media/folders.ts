// Folders of images and of videos: a name (the spec's rule, domain/media.ts)
// that rows carry, plus a row per folder so empty ones exist too.
import { folderName, folderNameProblem, MEDIA, usesCount, videoAddress } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import type { MediaKind } from '../../db/generated/prisma/enums';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { fileAddresses } from '../shared/mediaLinks';
import { lockRows } from '../shared/rowLocks';
import { newVersion, TX_OPTIONS } from '../shared/saves';
import { mediaUses } from './uses';

/**
 * null for the root folder (no name); an existing folder's name otherwise, held FOR KEY SHARE
 * until the transaction `tx` ends, which writes the image or video into it: a delete or rename of
 * the folder (which locks it first) waits for it and then sees the row in it, and a move after the
 * delete finds the folder gone. Without the lock a move crossing a delete left the row in a folder
 * that no longer existed.
 */
export async function resolveFolder(
  tx: Prisma.TransactionClient,
  kind: MediaKind,
  input: string | null | undefined,
): Promise<string | null> {
  if (input == null || input.trim() === '') return null;
  const name = folderName(input);
  const found = await tx.$queryRaw<{ name: string }[]>`
    SELECT name FROM media_folders WHERE kind = ${kind}::media_kind AND name = ${name} FOR KEY SHARE`;
  if (found.length === 0) throw new ValidationError([{ field: 'folder', message: MEDIA.folderNotFound }]);
  return name;
}

export function checkedFolderName(input: string): string {
  // The browser's folder fields check with the same rule before they send.
  const problem = folderNameProblem(input);
  if (problem) throw new ValidationError([{ field: 'name', message: problem }]);
  return folderName(input);
}

export async function createFolder(context: Context, kind: MediaKind, input: string): Promise<string> {
  const name = checkedFolderName(input);
  const existing = await context.prisma.mediaFolder.findUnique({ where: { kind_name: { kind, name } } });
  if (existing) throw new ValidationError([{ field: 'name', message: MEDIA.folderExists }]);
  const folder = await context.prisma.mediaFolder.create({
    data: { kind, name, createdAt: context.services.clock.now() },
  });
  return folder.id;
}

export async function renameFolder(context: Context, id: string, input: string): Promise<string> {
  const name = checkedFolderName(input);
  return context.prisma.$transaction(async (tx) => {
    // Before its rows, as a move into it holds it (resolveFolder).
    await lockRows(tx, 'media_folders', [id]);
    const folder = await tx.mediaFolder.findUnique({ where: { id } });
    if (!folder) throw new NotFoundError(MEDIA.folderNotFound);
    if (folder.name === name) return id;
    const clash = await tx.mediaFolder.findUnique({ where: { kind_name: { kind: folder.kind, name } } });
    if (clash) throw new ValidationError([{ field: 'name', message: MEDIA.folderExists }]);
    await tx.mediaFolder.update({ where: { id }, data: { name } });
    // Each row in it gets a new version: an edit dialog opened before the rename is told of it.
    const data = { folder: name, ...newVersion(context) };
    if (folder.kind === 'image') await tx.asset.updateMany({ where: { folder: folder.name }, data });
    else await tx.video.updateMany({ where: { folder: folder.name }, data });
    return id;
  });
}

/** The stored files of a video, to delete once its row is gone. */
export type VideoFiles = {
  originalKey: string | null;
  fileKey: string | null;
  thumbnailKey: string | null;
  /** Old files and posters kept while something embeds them (see settleOldVideoFiles). */
  keptKeys: string[];
};

/**
 * Deletes an empty image folder, or a video folder with its videos unless a
 * post or course plays one. The videos are locked FOR UPDATE in id order
 * before their uses are listed, as deleteVideo does: a save that linked one
 * holds it FOR KEY SHARE, so the delete waits for it and then sees the post
 * (and refuses), and a save after the lock waits and then finds the video
 * gone. Resolves with the deleted videos' files.
 */
export async function deleteFolder(
  context: Context,
  id: string,
): Promise<{ kind: MediaKind; name: string; videoFiles: VideoFiles[] }> {
  // A save's room (TX_OPTIONS): it may wait for saves that link one of the videos.
  return context.prisma.$transaction(async (tx) => {
    // Before its videos, as a move into it holds it (resolveFolder): a video moved in first is
    // among them, a move after this waits and then finds the folder gone.
    await lockRows(tx, 'media_folders', [id]);
    const folder = await tx.mediaFolder.findUnique({ where: { id } });
    if (!folder) throw new NotFoundError(MEDIA.folderNotFound);
    let videoFiles: VideoFiles[] = [];
    if (folder.kind === 'image') {
      const count = await tx.asset.count({ where: { folder: folder.name } });
      if (count > 0) throw new ConflictError(MEDIA.folderNotEmpty);
    } else {
      const videos = await tx.$queryRaw<
        ({ id: string; url: string; thumbnailUrl: string | null } & VideoFiles)[]
      >`
        SELECT id, url, thumbnail_url AS "thumbnailUrl", original_key AS "originalKey", file_key AS "fileKey", thumbnail_key AS "thumbnailKey",
               kept_keys AS "keptKeys"
        FROM videos WHERE folder = ${folder.name} ORDER BY id FOR UPDATE`;
      const uses = await mediaUses(
        context,
        tx,
        fileAddresses(
          context,
          videos.flatMap((video) => [video.url, video.thumbnailUrl, videoAddress(video.id)]),
        ),
      );
      if (uses.length > 0)
        throw new ConflictError(formatMessage(MEDIA.videoFolderInUse, { count: usesCount(uses) }));
      await tx.video.deleteMany({ where: { id: { in: videos.map((video) => video.id) } } });
      videoFiles = videos;
    }
    await tx.mediaFolder.delete({ where: { id } });
    return { kind: folder.kind, name: folder.name, videoFiles };
  }, TX_OPTIONS);
}
