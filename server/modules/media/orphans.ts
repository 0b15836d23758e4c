// Stored files no row names: what a worker leaves behind when its process
// stops between writing files and recording them (an image's sizes before its
// row, a processed video before the write that swaps it in, an upload's
// original before its row). Each is written just before it is recorded, so a
// file no row names that is older than ORPHAN_AGE_MS is no work in flight:
// the upkeep's hourly sweep deletes it, on the disk as in the bucket.
import type { PrismaClient } from '../../db';
import type { Services } from '../../services';

/** How old a stored file no row names must be before the sweep deletes it: no work in flight takes this long to record one. */
export const ORPHAN_AGE_MS = 3_600_000;

/** How many stored files one query checks. */
const BATCH = 500;

/** Those of `keys` that an image or a video names (its original, sizes, file, poster, or an old file it keeps). */
async function namedKeys(prisma: PrismaClient, keys: readonly string[]): Promise<Set<string>> {
  const rows = await prisma.$queryRawUnsafe<{ key: string }[]>(
    `SELECT key FROM unnest($1::text[]) AS key
      WHERE EXISTS (SELECT 1 FROM assets
                     WHERE original_key = key
                        OR variants @> jsonb_build_array(jsonb_build_object('key', key)))
         OR EXISTS (SELECT 1 FROM videos
                     WHERE original_key = key OR file_key = key OR thumbnail_key = key
                        OR key = ANY(kept_keys))`,
    keys,
  );
  return new Set(rows.map((row) => row.key));
}

/** The upkeep's sweep: deletes the stored files no row names, older than ORPHAN_AGE_MS; resolves with how many. */
export async function sweepOrphanedFiles(deps: {
  prisma: PrismaClient;
  services: Pick<Services, 'storage' | 'clock'>;
}): Promise<number> {
  const { storage, clock } = deps.services;
  const before = clock.now().getTime() - ORPHAN_AGE_MS;
  let deleted = 0;
  const settle = async (keys: string[]) => {
    const named = await namedKeys(deps.prisma, keys);
    const orphans = keys.filter((key) => !named.has(key));
    await Promise.all(orphans.map((key) => storage.delete(key)));
    deleted += orphans.length;
  };
  let batch: string[] = [];
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() >= before) continue;
    batch.push(file.key);
    if (batch.length < BATCH) continue;
    await settle(batch);
    batch = [];
  }
  if (batch.length > 0) await settle(batch);
  return deleted;
}
