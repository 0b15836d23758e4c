// Posts and courses that one write changes several of (a term's delete or
// merge, an image's or video's removal everywhere), locked up front in the
// order of their ids. Each of those writes took them in an order of its own
// (by title, by the plan of an UPDATE), so two of them changing the same
// posts could each hold one the other waited for: PostgreSQL then failed one
// of them with a deadlock error, an "Unexpected error." for its admin.
// An image or video being deleted is locked the same way, before its uses are
// read (see savedMedia): a save that linked it and
// has not ended is waited for, so its post or course is among the uses, and a
// save after the lock waits for the delete and is told the file is gone. The
// media row is taken before any post or course, as saves take it.
import type { Prisma } from '../../db';

type Table = 'blog_posts' | 'courses' | 'surveys' | 'blog_authors' | 'assets' | 'videos' | 'media_folders';

/** The ids among `ids` of the rows of `table` that exist, each locked until the transaction ends. */
export async function lockRows(
  tx: Prisma.TransactionClient,
  table: Table,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = ids.map((_, index) => `$${index + 1}::uuid`).join(', ');
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM ${table} WHERE id IN (${list}) ORDER BY id FOR UPDATE`,
    ...ids,
  );
  return new Set(rows.map((row) => row.id));
}
