// The order every write takes the rows it locks in, so that no two writes
// can each hold a row the other waits for (PostgreSQL would fail one of them
// with a deadlock error, an "Unexpected error." for its admin):
//   1. media folders (a folder's delete; a move or upload into one, see
//      resolveFolder);
//   2. stored files: images (assets) and videos (a save that links them, FOR
//      KEY SHARE, see savedMedia; a delete, FOR UPDATE; a folder's delete
//      takes its videos);
//   3. terms: authors, categories, tags, course categories and tags (a save
//      that links them, FOR KEY SHARE, see lockTerms; a term's delete or merge,
//      FOR UPDATE; an author's save; an image's or video's delete everywhere,
//      the authors whose avatar it is);
//   4. posts, then courses, then surveys (their saves and deletes; a term's
//      delete or merge, its posts or courses; a delete everywhere, those that
//      show the file).
// A write takes no row of an earlier step after one of a later step, and the
// rows of one kind all at once, in the order of their ids (lockRows,
// lockTerms, goneLinks): each of those writes took them in an order of its
// own (by title, by the plan of an UPDATE), so two of them changing the same
// posts could each hold one the other waited for.
// An image or video being deleted is locked before its uses are read (see
// savedMedia): a save that linked it and has not ended is waited for, so its
// post or course is among the uses, and a save after the lock waits for the
// delete and is told the file is gone.
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
