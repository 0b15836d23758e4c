// The search box of an admin list: its text as words (lower case, at most 8
// of them, from the first 200 characters), each of which must be found in
// one of the list's fields, in any order: "audit first" finds "How to Run
// Your First AI Audit", as the contact search does.

export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').trim().toLowerCase().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
}

type Contains = { contains: string; mode: 'insensitive' };

/** A Prisma where for a search in `fields`: every word in one of them; nothing for an empty search. */
export function searchWhere<Field extends string>(
  search: string | null | undefined,
  fields: readonly Field[],
): { AND?: { OR: { [K in Field]: { [P in K]: Contains } }[Field][] }[] } {
  const words = searchWords(search);
  if (words.length === 0) return {};
  return {
    AND: words.map((word) => ({
      OR: fields.map(
        (field) => ({ [field]: { contains: word, mode: 'insensitive' } }) as { [P in Field]: Contains },
      ),
    })),
  };
}
