// The search box of an admin list: its text as words (lower case, at most 8
// of them, from the first 200 characters), each of which must be found in
// one of the list's fields, in any order: "audit first" finds "How to Run
// Your First AI Audit", as the contact search does. Accents do not count
// either way ("garcia" finds García, "café" finds Cafe): text and words go
// through crm_search_fold, the contact search's folding (the
// crm_search_without_accents migration).
import { type Db, Prisma } from '../../db';

export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').trim().toLowerCase().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
}

/** `%` and `_` match themselves in a search. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The lists an admin searches: their table, and the columns a word is looked for in. */
const SEARCHED = {
  blogPost: { table: 'blog_posts', columns: ['title', 'slug', 'excerpt'] },
  course: { table: 'courses', columns: ['title', 'slug', 'summary'] },
  asset: { table: 'assets', columns: ['name', 'alt_description'] },
  video: { table: 'videos', columns: ['title', 'description'] },
  blogAuthor: { table: 'blog_authors', columns: ['name', 'slug'] },
  blogCategory: { table: 'blog_categories', columns: ['name', 'slug'] },
  blogTag: { table: 'blog_tags', columns: ['name', 'slug'] },
  courseCategory: { table: 'course_categories', columns: ['name', 'slug'] },
  courseTag: { table: 'course_tags', columns: ['name', 'slug'] },
} as const;

export type SearchedList = keyof typeof SEARCHED;

/**
 * A Prisma where for a search in one list: the rows in which every word is
 * found in one of the list's columns, accents aside; nothing for an empty
 * search. The lists are the back-office's own (posts, courses, media,
 * terms), small enough to look through row by row.
 */
export async function searchWhere(
  db: Db,
  list: SearchedList,
  search: string | null | undefined,
): Promise<{ id?: { in: string[] } }> {
  const words = searchWords(search);
  if (words.length === 0) return {};
  const { table, columns } = SEARCHED[list];
  const conditions = words.map((word) => {
    const pattern = `%${likeEscape(word)}%`;
    const found = columns.map(
      (column) =>
        Prisma.sql`crm_search_fold(coalesce(${Prisma.raw(`"${column}"`)}, '')) LIKE crm_search_fold(${pattern})`,
    );
    return Prisma.sql`(${Prisma.join(found, ' OR ')})`;
  });
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.join(conditions, ' AND ')}`;
  return { id: { in: rows.map((row) => row.id) } };
}
