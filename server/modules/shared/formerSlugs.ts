// Former slugs of posts, courses and taxonomy terms: a renamed one keeps
// answering at its old addresses (the pages send a 301 to the current one).
// Every save that sets a slug calls keepFormerSlug (keepFormerTermSlug) in
// its transaction.
import type { TermKind } from '../../../domain/taxonomy';
import type { Db, Prisma } from '../../db';

const TABLES = {
  post: { table: 'blog_post_former_slugs', column: 'post_id' },
  course: { table: 'course_former_slugs', column: 'course_id' },
} as const;

/**
 * After a save gave the row `slug` (it had `previous`, null for a new row):
 * keeps `previous` as a former slug of this row, from `now` (the app's clock,
 * not the database's), and takes `slug` from the former slugs of any row,
 * since it now names this one.
 */
export async function keepFormerSlug(
  tx: Prisma.TransactionClient,
  kind: keyof typeof TABLES,
  id: string,
  previous: string | null,
  slug: string,
  now: Date,
): Promise<void> {
  const { table, column } = TABLES[kind];
  if (previous !== null && previous !== slug) {
    await tx.$executeRawUnsafe(
      `INSERT INTO ${table} (slug, ${column}, created_at) VALUES ($1, $2::uuid, $3::timestamptz)
       ON CONFLICT (slug) DO UPDATE SET ${column} = EXCLUDED.${column}, created_at = EXCLUDED.created_at`,
      previous,
      id,
      now,
    );
  }
  await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE slug = $1`, slug);
}

/**
 * The same for a taxonomy term (one table for every kind): after a save gave
 * term `id` of `kind` the slug `slug` (it had `previous`, null for a new one),
 * at `now`.
 */
export async function keepFormerTermSlug(
  tx: Prisma.TransactionClient,
  kind: TermKind,
  id: string,
  previous: string | null,
  slug: string,
  now: Date,
): Promise<void> {
  if (previous !== null && previous !== slug)
    await tx.termFormerSlug.upsert({
      where: { kind_slug: { kind, slug: previous } },
      create: { kind, slug: previous, termId: id, createdAt: now },
      update: { termId: id, createdAt: now },
    });
  await tx.termFormerSlug.deleteMany({ where: { kind, slug } });
}

/** The id of the term of `kind` that was called `slug` before a rename, if any. */
export async function termOfFormerSlug(db: Db, kind: TermKind, slug: string): Promise<string | null> {
  const row = await db.termFormerSlug.findUnique({
    where: { kind_slug: { kind, slug } },
    select: { termId: true },
  });
  return row?.termId ?? null;
}
