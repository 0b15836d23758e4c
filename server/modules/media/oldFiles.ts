// A video's old files and posters, left behind when its file is replaced or
// processed again. The write that swaps in the new ones records the old ones
// among those the video keeps (keptKeys), so from then until they are deleted
// a save linking one finds it (see goneLinks), and one a worker stopped
// before settling is settled by the upkeep's sweep. Through the app's file
// route (local storage, or S3 without S3_PUBLIC_URL) an old one's address
// redirects to the current file, so it is deleted at once. When browsers
// fetch stored files from the bucket itself, a post, course, survey or author
// that still embeds an old one by its address would play nothing once it is
// deleted: such a file stays kept until nothing embeds it (the upkeep's
// hourly sweep), and is deleted with the video. Those nothing embeds are
// deleted at once.
import type { Config } from '../../config';
import type { Prisma, PrismaClient } from '../../db';
import type { Services } from '../../services';
import { type Addressing, appServesStoredFiles, fileAddresses } from '../shared/mediaLinks';
import { lockRows } from '../shared/rowLocks';
import { TX_OPTIONS } from '../shared/saves';
import { mediaUses } from './uses';

/** `config` (the site's address) is left out by a job, which has none (see Addressing). */
export type OldFilesDeps = { prisma: PrismaClient; services: Services; config?: Pick<Config, 'publicUrl'> };

/** Those of `keys` (stored files) that something embeds by an address of theirs (see mediaUses). */
async function embedded(context: Addressing, tx: Prisma.TransactionClient, keys: readonly string[]) {
  if (appServesStoredFiles(context)) return [];
  const kept: string[] = [];
  for (const key of keys) {
    const addresses = fileAddresses(context, [context.services.storage.publicUrl(key)]);
    if ((await mediaUses(context, tx, addresses)).length > 0) kept.push(key);
  }
  return kept;
}

/**
 * Settles the old files of the video `id` (those it keeps, keptKeys: processing records the file
 * and poster it replaces there), keeping those still embedded, deleting the rest; resolves with
 * how many were deleted. The video is locked before their uses are read, as a delete's are (see
 * lockRows): a save that links one and has not ended is waited for, and counted. A video deleted
 * meanwhile took the files it kept with it.
 */
export async function settleOldVideoFiles(deps: OldFilesDeps, id: string): Promise<number> {
  const deleting = await deps.prisma.$transaction(async (tx) => {
    if ((await lockRows(tx, 'videos', [id])).size === 0) return [];
    const { keptKeys } = await tx.video.findUniqueOrThrow({ where: { id }, select: { keptKeys: true } });
    const kept = await embedded(deps, tx, keptKeys);
    if (kept.length !== keptKeys.length) await tx.video.update({ where: { id }, data: { keptKeys: kept } });
    return keptKeys.filter((key) => !kept.includes(key));
  }, TX_OPTIONS);
  await Promise.all(deleting.map((key) => deps.services.storage.delete(key)));
  return deleting.length;
}

/** The upkeep's sweep: deletes the kept old files of every video that nothing embeds anymore; resolves with how many. */
export async function sweepOldVideoFiles(deps: OldFilesDeps): Promise<number> {
  const videos = await deps.prisma.video.findMany({
    where: { keptKeys: { isEmpty: false } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  let deleted = 0;
  for (const { id } of videos) deleted += await settleOldVideoFiles(deps, id);
  return deleted;
}
