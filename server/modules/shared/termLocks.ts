// Terms (authors, categories, tags) that a post or course save links and a
// term's delete or merge removes, locked for the rest of the transaction so
// that the two cannot cross: otherwise a save that checked a term before a
// delete removed it ended in a foreign-key error, and a delete that ran
// while a save linked the term left that post or course behind unseen.
import type { TermKind } from '../../../domain/taxonomy';
import type { Prisma } from '../../db';

const TABLES: Record<TermKind, string> = {
  blogAuthor: 'blog_authors',
  blogCategory: 'blog_categories',
  blogTag: 'blog_tags',
  courseCategory: 'course_categories',
  courseTag: 'course_tags',
};

/**
 * The ids among `ids` of the terms of `kind` that exist, each locked until
 * the transaction ends (in the order of their ids, so two callers cannot
 * wait for each other). A save that links them takes `KEY SHARE`; a delete
 * or merge, which removes one, takes `UPDATE` before it reads what uses it.
 * A delete after the save's check waits for the save and then sees what it
 * linked; a save after the delete's lock waits for it and finds the term
 * gone, which it says in the field's words.
 */
export async function lockTerms(
  tx: Prisma.TransactionClient,
  kind: TermKind,
  ids: readonly string[],
  mode: 'KEY SHARE' | 'UPDATE' = 'KEY SHARE',
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = ids.map((_, index) => `$${index + 1}::uuid`).join(', ');
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM ${TABLES[kind]} WHERE id IN (${list}) ORDER BY id FOR ${mode}`,
    ...ids,
  );
  return new Set(rows.map((row) => row.id));
}
