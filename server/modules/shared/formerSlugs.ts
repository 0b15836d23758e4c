// Former slugs of posts and courses: a renamed one keeps answering at its old
// addresses (the pages send a 301 to the current one). Every save that sets a
// slug calls keepFormerSlug in its transaction.
import type { Prisma } from '../../db';

const TABLES = {
  post: { table: 'blog_post_former_slugs', column: 'post_id' },
  course: { table: 'course_former_slugs', column: 'course_id' },
} as const;

/**
 * After a save gave the row `slug` (it had `previous`, null for a new row):
 * keeps `previous` as a former slug of this row, and takes `slug` from the
 * former slugs of any row, since it now names this one.
 */
export async function keepFormerSlug(
  tx: Prisma.TransactionClient,
  kind: keyof typeof TABLES,
  id: string,
  previous: string | null,
  slug: string,
): Promise<void> {
  const { table, column } = TABLES[kind];
  if (previous !== null && previous !== slug) {
    await tx.$executeRawUnsafe(
      `INSERT INTO ${table} (slug, ${column}) VALUES ($1, $2::uuid)
       ON CONFLICT (slug) DO UPDATE SET ${column} = EXCLUDED.${column}, created_at = CURRENT_TIMESTAMP`,
      previous,
      id,
    );
  }
  await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE slug = $1`, slug);
}
