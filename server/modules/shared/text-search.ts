// The search box of an admin list: its text as words (lower case, at most 8
// of them, from the first 200 characters), each of which must be found in
// one of the list's fields, in any order: "audit first" finds "How to Run
// Your First AI Audit", as the contact search does. Accents do not count
// either way ("garcia" finds García, "café" finds Cafe): text and words go
// through crm_search_fold, the contact search's folding (the
// crm_search_without_accents migration). The contact list searches its own
// way (crm/list.ts); the other lists read a folded `searchText` column.
import type { Db } from '../../db';

export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').trim().toLowerCase().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
}

/** `%` and `_` match themselves in a search. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The where of each search already folded in a request, by its words. */
const foldedByRequest = new WeakMap<object, Map<string, Promise<SearchWhere>>>();

type SearchWhere = { AND?: { searchText: { contains: string } }[] };

/**
 * A Prisma where for a search in one of the back-office's lists (posts,
 * courses, images, videos, terms): every word found in the row's
 * `searchText` (its searched columns folded by a trigger, the
 * admin_search_without_accents migration); nothing for an empty search. The
 * words are folded by the same SQL function, in one statement, so both sides
 * always agree; once per request (a list's page and its totalCount ask alike).
 */
export function searchWhere(
  context: { prisma: Db },
  search: string | null | undefined,
): Promise<SearchWhere> {
  const words = searchWords(search);
  if (words.length === 0) return Promise.resolve({});
  const folded = foldedByRequest.get(context) ?? new Map<string, Promise<SearchWhere>>();
  foldedByRequest.set(context, folded);
  const key = words.join(' ');
  const where = folded.get(key) ?? foldedWhere(context.prisma, words);
  folded.set(key, where);
  return where;
}

async function foldedWhere(db: Db, words: string[]): Promise<SearchWhere> {
  const folded = await db.$queryRaw<{ word: string }[]>`
    SELECT crm_search_fold(word) AS word FROM unnest(${words}::text[]) WITH ORDINALITY AS words (word, position)
    ORDER BY position`;
  // Prisma's contains is LIKE '%…%' without escaping: % and _ must match themselves.
  return { AND: folded.map(({ word }) => ({ searchText: { contains: likeEscape(word) } })) };
}
