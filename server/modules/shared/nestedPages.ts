// A page of a parent's own list (a contact's notes) asked for in every row
// of a list of parents. Read one parent at a time, that was a page and a
// count per row; here one statement ranks every parent's rows in the list's
// order (ROW_NUMBER per parent) and keeps each one's first page, one reads
// those rows with the fields asked for, and one grouped count serves every
// totalCount. Pages and cursors are keysetConnection's (keyset.ts), so a
// nested page's cursor pages that one parent's list further. The contact
// timeline reads each of its sources the same way (firstRowsPerParent).
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context';
import { type Db, Prisma } from '../../db';
import {
  type ConnectionArgs,
  type KeysetFindArgs,
  type KeysetPage,
  keysetPage,
  keysetResult,
  nodeQuery,
  type SortColumn,
} from './keyset';
import { countLoader, requestLoader } from './loaders';

type Row = Record<string, unknown> & { id: string };

export type NestedList<R extends Row> = {
  /** Names the list among the request's loaders. */
  name: string;
  /** The GraphQL type of its nodes. */
  typeName: string;
  /** The SQL table, the column naming a row's parent, and each sort field's column and type. */
  table: string;
  parentColumn: string;
  columns: Record<string, { column: string; type: string }>;
  /** What else a row of the list matches (its filter), in SQL; countByParent counts the same rows. */
  filter?: Prisma.Sql;
  order: readonly SortColumn[];
  /** The rows of these ids, with `select` or `include`. */
  findMany: (
    context: Context,
    findArgs: Pick<KeysetFindArgs, 'select' | 'include'> & { where: { id: { in: string[] } } },
  ) => Promise<R[]>;
  /**
   * How many rows of the list each parent has (parents without any may be
   * left out), for a connection with a totalCount.
   */
  countByParent?: (context: Context, parentIds: string[]) => Promise<Map<string, number>>;
};

/** The page of `parentId`'s list that `args` ask for, read with those of the other parents. */
export async function nestedConnection<R extends Row>(
  list: NestedList<R>,
  parentId: string,
  { args, context, info }: { args: ConnectionArgs; context: Context; info: GraphQLResolveInfo },
) {
  const page = keysetPage(args, info, list.order);
  const query = nodeQuery(context, info, list.typeName, list.order);
  const pages = requestLoader(context, `${list.name} ${JSON.stringify([page, query])}`, (parentIds) =>
    readPages(context, list, page, query, parentIds),
  );
  const { countByParent } = list;
  const count =
    countByParent &&
    (() => countLoader(context, `${list.name} count`, (ids) => countByParent(context, ids)).load(parentId));
  return keysetResult(await pages.load(parentId), page, list.order, count);
}

async function readPages<R extends Row>(
  context: Context,
  list: NestedList<R>,
  page: KeysetPage,
  query: Pick<KeysetFindArgs, 'select' | 'include'>,
  parentIds: readonly string[],
): Promise<R[][]> {
  const column = (field: string) => Prisma.raw(list.columns[field]!.column);
  const ascending = ({ direction }: SortColumn) => (direction === 'asc') !== page.backwards;
  const orderBy = Prisma.join(
    list.order.map(
      (sort) => Prisma.sql`${column(sort.field)} ${Prisma.raw(ascending(sort) ? 'ASC' : 'DESC')}`,
    ),
    ', ',
  );
  const conditions = [list.filter ?? Prisma.sql`TRUE`];
  if (page.key)
    conditions.push(
      sqlBeyond(
        list.order.map((sort) => ({ ...list.columns[sort.field]!, ascending: ascending(sort) })),
        page.key,
      ),
    );
  return firstRowsPerParent(context.prisma, parentIds, {
    table: list.table,
    parentColumn: list.parentColumn,
    where: Prisma.join(conditions, ' AND '),
    orderBy,
    take: page.size + 1,
    findMany: (ids) => list.findMany(context, { ...query, where: { id: { in: ids } } }),
  });
}

/**
 * Each parent's first `take` rows of `table` (those of `where`, in
 * `orderBy`), in one statement for every parent, then read by `findMany`
 * (by id) in a second; in the order of `parentIds`.
 */
export async function firstRowsPerParent<R extends Row>(
  db: Db,
  parentIds: readonly string[],
  {
    table,
    parentColumn,
    where,
    orderBy,
    take,
    findMany,
  }: {
    table: string;
    parentColumn: string;
    where: Prisma.Sql;
    orderBy: Prisma.Sql;
    take: number;
    findMany: (ids: string[]) => Promise<R[]>;
  },
): Promise<R[][]> {
  const parent = Prisma.raw(parentColumn);
  const ranked = await db.$queryRaw<{ id: string; parent: string }[]>`
    SELECT id, parent FROM (
      SELECT id::text AS id, ${parent}::text AS parent, ROW_NUMBER() OVER (PARTITION BY ${parent} ORDER BY ${orderBy}) AS rank
      FROM ${Prisma.raw(table)} WHERE ${parent} = ANY(${[...parentIds]}::uuid[]) AND ${where}
    ) ranked
    WHERE rank <= ${take} ORDER BY rank`;
  const rows = ranked.length ? await findMany(ranked.map((row) => row.id)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pages = new Map(parentIds.map((id) => [id, [] as R[]]));
  for (const { id, parent } of ranked) {
    const row = byId.get(id);
    if (row) pages.get(parent)?.push(row);
  }
  return parentIds.map((id) => pages.get(id)!);
}

/** A column of a keyset order in SQL: its name, its type (for the key's values) and its direction. */
export type KeyColumn = { column: string; type: string; ascending: boolean };

/** Rows strictly past `key` (a value for each of `columns`) in their order: keyset.ts's beyond, in SQL. */
export function sqlBeyond(
  columns: readonly KeyColumn[],
  key: readonly (string | number | Date)[],
): Prisma.Sql {
  const value = (index: number) => {
    const raw = key[index]!;
    return Prisma.sql`${raw instanceof Date ? raw.toISOString() : raw}::${Prisma.raw(columns[index]!.type)}`;
  };
  const column = (index: number) => Prisma.raw(columns[index]!.column);
  const branches = columns.map(({ ascending }, index) =>
    Prisma.join(
      [
        ...columns.slice(0, index).map((_, before) => Prisma.sql`${column(before)} = ${value(before)}`),
        Prisma.sql`${column(index)} ${Prisma.raw(ascending ? '>' : '<')} ${value(index)}`,
      ],
      ' AND ',
    ),
  );
  return Prisma.sql`(${Prisma.join(
    branches.map((branch) => Prisma.sql`(${branch})`),
    ' OR ',
  )})`;
}
