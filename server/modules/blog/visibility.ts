// Who may read a post, in one place. A post is public when it is published, not
// deleted, and its publication date (if any) has come: a future date
// schedules it, and it appears by itself at that moment, with no job to run,
// because every reader (pages, sitemap, RSS, search) asks this rule with the
// current time.
import { Prisma } from '../../db';

type PostFlags = { isPublished: boolean; deleted: boolean; publishedAt: Date | null };

export function isPostPublic(post: PostFlags, now: Date): boolean {
  return (
    post.isPublished &&
    !post.deleted &&
    (post.publishedAt === null || post.publishedAt.getTime() <= now.getTime())
  );
}

/** The rule as a Prisma filter. */
export function publicPostWhere(now: Date): Prisma.BlogPostWhereInput {
  return {
    isPublished: true,
    deleted: false,
    OR: [{ publishedAt: null }, { publishedAt: { lte: now } }],
  };
}

/** The rule as SQL over a blog_posts row named `alias`, for hand-written queries. */
export function publicPostSql(alias: string, now: Date): Prisma.Sql {
  const t = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${t}.is_published AND NOT ${t}.deleted AND (${t}.published_at IS NULL OR ${t}.published_at <= ${now}))`;
}

/**
 * Newest first, undated posts after dated ones; ties by id (UUIDv7, so by
 * creation). Shared by every public list and by its keyset cursors.
 */
export const POST_ORDER: Prisma.BlogPostOrderByWithRelationInput[] = [
  { publishedAt: { sort: 'desc', nulls: 'last' } },
  { id: 'desc' },
];
