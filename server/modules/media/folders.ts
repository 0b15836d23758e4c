// Folders of images and of videos: a name (the spec's rule, domain/media.ts)
// that rows carry, plus a row per folder so empty ones exist too.
import { folderName, folderNameProblem, MEDIA, usesCount } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import type { MediaKind } from '../../db/generated/prisma/enums';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { fileAddresses } from '../shared/mediaLinks';
import { newVersion, TX_OPTIONS } from '../shared/saves';
import { mediaUses } from './uses';

type Db = Context['prisma'] | Prisma.TransactionClient;

/** null for the root folder (no name); an existing folder's name otherwise. */
export async function resolveFolder(
  db: Db,
  kind: MediaKind,
  input: string | null | undefined,
): Promise<string | null> {
  if (input == null || input.trim() === '') return null;
  const name = folderName(input);
  const folder = await db.mediaFolder.findUnique({ where: { kind_name: { kind, name } } });
  if (!folder) throw new ValidationError([{ field: 'folder', message: MEDIA.folderNotFound }]);
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
        SELECT id, url, thumbnail_url AS "thumbnailUrl", original_key AS "originalKey", file_key AS "fileKey", thumbnail_key AS "thumbnailKey"
        FROM videos WHERE folder = ${folder.name} ORDER BY id FOR UPDATE`;
      const uses = await mediaUses(
        tx,
        fileAddresses(
          context,
          videos.flatMap((video) => [video.url, video.thumbnailUrl]),
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
