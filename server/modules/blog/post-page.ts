// One page of the public post list and the list's total in ONE SQL
// statement. Through Prisma the page is one statement (relations joined) and
// the total another; on the embedded database every statement is parsed,
// planned and run on the server's own thread, so the second one cost the
// blog index almost half again the work of its page. This reader spells the
// selection Pothos asks for (queryFromInfo) in SQL: post columns, author,
// category and tags as JSON, and the total as a sub-select beside them. It
// returns rows shaped as Prisma's would be, so every field resolves as
// before; a selection it cannot spell returns null and the caller keeps the
// Prisma path. tests/api/blog/post-page.test.ts compares both paths.
import { Prisma, type PrismaClient } from '../../db';
import { publicPostSql } from './visibility';

export type PostListFilter = { category?: string | null; author?: string | null; tag?: string | null };
/** The sort key after which a page starts (see domain/shared/cursors.ts). */
export type PostPageAfter = [publishedAt: string | null, id: string];

type Selection = Record<string, unknown>;
type Row = Record<string, unknown>;

/** Prisma fields are columns in snake case (every @map of these models follows it). */
const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const SCALARS = {
  post: new Set<string>(Object.values(Prisma.BlogPostScalarFieldEnum)),
  author: new Set<string>(Object.values(Prisma.BlogAuthorScalarFieldEnum)),
  category: new Set<string>(Object.values(Prisma.BlogCategoryScalarFieldEnum)),
  tag: new Set<string>(Object.values(Prisma.BlogTagScalarFieldEnum)),
};
/** DateTime fields of the related rows, which arrive as JSON strings. */
const DATE_FIELDS = new Set(['createdAt', 'updatedAt', 'publishedAt']);

/** The scalar fields a `select` (or `true`, all of them) names, or null when it asks for more. */
function scalarFields(select: unknown, scalars: Set<string>): string[] | null {
  if (select === true) return [...scalars];
  if (!isOnlySelect(select)) return null;
  const fields: string[] = [];
  for (const [field, wanted] of Object.entries(select.select)) {
    if (!wanted) continue;
    if (wanted !== true || !scalars.has(field)) return null;
    fields.push(field);
  }
  return fields;
}

const isSelection = (value: unknown): value is Selection =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ select: {...} }` and nothing else (no where, orderBy, take...). */
const isOnlySelect = (value: unknown): value is { select: Selection } =>
  isSelection(value) && Object.keys(value).every((key) => key === 'select') && isSelection(value.select);

const jsonObject = (alias: string, fields: string[]) =>
  Prisma.raw(
    `json_build_object(${fields.map((field) => `'${field}', ${alias}.${column(field)}`).join(', ')})`,
  );

type Plan = {
  sql: Prisma.Sql[];
  revive: ((row: Row) => void)[];
};

/** The SQL select list for `query` (queryFromInfo's), or null when it names something not spelled here. */
function selectList(query: { select?: unknown; include?: unknown }): Plan | null {
  if (query.include !== undefined || !isSelection(query.select)) return null;
  const plan: Plan = { sql: [], revive: [] };
  const reviveDates = (value: Row | null | undefined) => {
    if (!value) return;
    for (const field of DATE_FIELDS)
      if (typeof value[field] === 'string') value[field] = new Date(value[field]);
  };
  for (const [field, wanted] of Object.entries(query.select)) {
    if (!wanted) continue;
    if (SCALARS.post.has(field) && wanted === true) {
      plan.sql.push(Prisma.raw(`p.${column(field)} AS "${field}"`));
      continue;
    }
    if (field === 'author' || field === 'category') {
      const fields = scalarFields(wanted, SCALARS[field]);
      if (!fields?.length) return null;
      const table = field === 'author' ? 'blog_authors' : 'blog_categories';
      const key = field === 'author' ? 'author_id' : 'category_id';
      plan.sql.push(
        Prisma.sql`(SELECT ${jsonObject('r', fields)} FROM ${Prisma.raw(table)} r WHERE r.id = p.${Prisma.raw(key)}) AS ${Prisma.raw(`"${field}"`)}`,
      );
      plan.revive.push((row) => reviveDates(row[field] as Row | null));
      continue;
    }
    if (field === 'tags') {
      // { select: { tag: true | { select: {...} } } }: the links, each with its tag.
      if (!isOnlySelect(wanted)) return null;
      const { tag, ...others } = wanted.select;
      if (Object.values(others).some(Boolean)) return null;
      const fields = scalarFields(tag, SCALARS.tag);
      if (!fields?.length) return null;
      plan.sql.push(
        Prisma.sql`(SELECT coalesce(json_agg(json_build_object('tag', ${jsonObject('t', fields)})), '[]') FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) AS "tags"`,
      );
      plan.revive.push((row) => {
        for (const link of row.tags as { tag: Row }[]) reviveDates(link.tag);
      });
      continue;
    }
    return null;
  }
  return plan;
}

/** Public posts of the filter, over the blog_posts row named `alias`. */
function filterSql(alias: string, now: Date, filter: PostListFilter): Prisma.Sql {
  const t = Prisma.raw(alias);
  const parts = [publicPostSql(alias, now)];
  if (filter.category)
    parts.push(
      Prisma.sql`${t}.category_id IN (SELECT id FROM blog_categories WHERE slug = ${filter.category})`,
    );
  if (filter.author)
    parts.push(Prisma.sql`${t}.author_id IN (SELECT id FROM blog_authors WHERE slug = ${filter.author})`);
  if (filter.tag)
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags tg ON tg.id = pt.tag_id WHERE pt.post_id = ${t}.id AND tg.slug = ${filter.tag})`,
    );
  return Prisma.join(parts, ' AND ');
}

/** Rows after the key in POST_ORDER (published_at DESC NULLS LAST, id DESC). */
function afterSql([publishedAt, id]: PostPageAfter): Prisma.Sql {
  if (publishedAt === null) return Prisma.sql`(p.published_at IS NULL AND p.id < ${id}::uuid)`;
  const date = new Date(publishedAt);
  return Prisma.sql`(p.published_at < ${date} OR p.published_at IS NULL OR (p.published_at = ${date} AND p.id < ${id}::uuid))`;
}

/**
 * Up to `take` rows of the list after `after`, shaped as Prisma's findMany
 * with `query` would return them, and the list's total when `withTotal`.
 * Null when the selection is not one this reader spells.
 */
export async function readPostPage(
  prisma: PrismaClient,
  options: {
    query: { select?: unknown; include?: unknown };
    filter: PostListFilter;
    now: Date;
    after: PostPageAfter | null;
    take: number;
    withTotal: boolean;
  },
): Promise<{ rows: Row[]; total: number | null } | null> {
  const plan = selectList(options.query);
  if (!plan) return null;
  const where = filterSql('p', options.now, options.filter);
  const total = options.withTotal
    ? Prisma.sql`, (SELECT count(*) FROM blog_posts q WHERE ${filterSql('q', options.now, options.filter)})::int AS "__total"`
    : Prisma.empty;
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT ${Prisma.join(plan.sql, ', ')}${total}
    FROM blog_posts p
    WHERE ${where}${options.after ? Prisma.sql` AND ${afterSql(options.after)}` : Prisma.empty}
    ORDER BY p.published_at DESC NULLS LAST, p.id DESC
    LIMIT ${options.take}`;
  let count: number | null = null;
  for (const row of rows) {
    if (options.withTotal) count = row.__total as number;
    delete row.__total;
    for (const revive of plan.revive) revive(row);
  }
  // An empty page carries no total: count on its own (past the last page only).
  if (options.withTotal && count === null)
    count = Number(
      (
        await prisma.$queryRaw<
          { total: number }[]
        >`SELECT count(*)::int AS total FROM blog_posts q WHERE ${filterSql('q', options.now, options.filter)}`
      )[0]!.total,
    );
  return { rows, total: count };
}
