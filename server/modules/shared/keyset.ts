// Keyset pages of a Prisma model as a Relay connection, for lists whose rows
// can leave while someone pages: deleted for good (terms, courses, CTAs,
// surveys, images, videos) or no longer matching the list's filter (a
// contact's notes when one is deleted, booking requests of a status, the
// outbox of a status or undelivered).
// A cursor holds the sort key of its row (e.g. its name and id), not only
// the row's id: Prisma's own cursor finds its place through the row, so once
// that row was deleted the next page came back empty with hasNextPage false,
// and a script paging through the list stopped there, missing every row
// after it; once it no longer matched the filter, the page skipped the row
// after it (Prisma leaves out the cursor's own row by skipping the first).
// With the key, the page goes on after where that row stood.
// Pages go forwards (first, after) and backwards (last, before).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { DEFAULT_CONNECTION_SIZE, MAX_PAGE_SIZE } from '../../../domain/shared/constants';
import { readCursor } from '../../../domain/shared/cursors';
import type { builder } from '../../builder';
import type { Context } from '../../context';
import { encodeCursor, invalidCursor, listName } from './cursors';
import { isUuid } from './ids';

/** One column of a list's order; the last one is always `id`, which makes the order total. */
export type SortColumn = { field: string; direction: 'asc' | 'desc'; kind: 'string' | 'int' | 'date' };

export const byName: readonly SortColumn[] = [
  { field: 'name', direction: 'asc', kind: 'string' },
  { field: 'id', direction: 'asc', kind: 'string' },
];

/** Latest `field` (a date) first, then the greater id. */
export const latestFirst = (field: string): readonly SortColumn[] => [
  { field, direction: 'desc', kind: 'date' },
  { field: 'id', direction: 'desc', kind: 'string' },
];

export const newestFirst = latestFirst('createdAt');

type Value = string | number | Date;
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type ConnectionFields = PothosSchemaTypes.ObjectFieldBuilder<Types, object>;
export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function keyOf(cursor: string, list: string, order: readonly SortColumn[]): Value[] {
  const fits = (key: unknown[]) =>
    key.length === order.length &&
    order.every(({ kind }, index) => {
      const value = key[index];
      if (kind === 'int') return Number.isInteger(value);
      if (typeof value !== 'string') return false;
      return kind === 'date' ? !Number.isNaN(Date.parse(value)) : true;
    }) &&
    isUuid(key.at(-1) as string);
  const key = readCursor<(string | number)[]>(cursor, list, fits);
  if (!key) throw invalidCursor();
  return key.map((value, index) => (order[index]!.kind === 'date' ? new Date(value) : value));
}

const cursorOf = (row: Record<string, unknown>, list: string, order: readonly SortColumn[]) =>
  encodeCursor(
    list,
    order.map(({ field }) => {
      const value = row[field];
      return value instanceof Date ? value.toISOString() : value;
    }),
  );

/** Rows strictly beyond `key` in `order` (or, `backwards`, strictly before it). */
function beyond(key: Value[], order: readonly SortColumn[], backwards: boolean) {
  return {
    OR: order.map(({ field, direction }, index) => {
      const ascending = (direction === 'asc') !== backwards;
      return {
        ...Object.fromEntries(order.slice(0, index).map((column, before) => [column.field, key[before]])),
        [field]: { [ascending ? 'gt' : 'lt']: key[index] },
      };
    }),
  };
}

/** Prisma's select or include for the nodes, with the sort columns every cursor is made of. */
export function nodeQuery(
  context: Context,
  info: GraphQLResolveInfo,
  typeName: string,
  order: readonly SortColumn[],
) {
  const query = queryFromInfo({ context, info, typeName, path: ['edges', 'node'] }) as {
    select?: Record<string, unknown>;
    include?: Record<string, unknown>;
  };
  if (!query.select) return query;
  return {
    ...query,
    select: { ...query.select, ...Object.fromEntries(order.map(({ field }) => [field, true])) },
  };
}

export type KeysetFindArgs = {
  where: object;
  orderBy: Record<string, 'asc' | 'desc'>[];
  take: number;
  select?: Record<string, unknown>;
  include?: Record<string, unknown>;
};

/**
 * One page of a list in `order` (its last column `id`), read by `findMany`
 * with `where` added to the list's own filter. The connection carries
 * `totalCount`, a function counting the whole list (`count`), for the
 * connection's totalCount field.
 */
export async function keysetConnection<Row extends Record<string, unknown>>(
  {
    args,
    context,
    info,
    typeName,
    order,
    where = {},
    defaultSize = DEFAULT_CONNECTION_SIZE,
    count,
  }: {
    args: ConnectionArgs;
    context: Context;
    info: GraphQLResolveInfo;
    typeName: string;
    order: readonly SortColumn[];
    where?: object;
    defaultSize?: number;
    /** Counts the whole list, for the connection's totalCount (only when it is asked for). */
    count?: () => Promise<number>;
  },
  findMany: (findArgs: KeysetFindArgs) => Promise<Row[]>,
) {
  const page = keysetPage(args, info, order, defaultSize);
  const rows = await findMany({
    ...nodeQuery(context, info, typeName, order),
    where: page.key ? { AND: [where, beyond(page.key, order, page.backwards)] } : where,
    orderBy: order.map(({ field, direction }) => ({
      [field]: (direction === 'asc') !== page.backwards ? 'asc' : 'desc',
    })),
    take: page.size + 1,
  });
  return keysetResult(rows, page, order, count);
}

/** Where a page starts and how long it is, from a connection's arguments. */
export type KeysetPage = { list: string; size: number; key: Value[] | null; backwards: boolean };

export function keysetPage(
  args: ConnectionArgs,
  info: GraphQLResolveInfo,
  order: readonly SortColumn[],
  defaultSize = DEFAULT_CONNECTION_SIZE,
): KeysetPage {
  const backwards = args.last != null || args.before != null;
  if (backwards && (args.first != null || args.after != null))
    throw badInput(`${info.fieldName} pages with first and after, or with last and before, not both`);
  const asked = backwards ? args.last : args.first;
  if (asked != null && asked < 0)
    throw badInput(`${info.fieldName}: ${backwards ? 'last' : 'first'} must be 0 or more`);
  const cursor = backwards ? args.before : args.after;
  const list = listName(info);
  return {
    list,
    size: Math.min(asked ?? defaultSize, MAX_PAGE_SIZE),
    key: cursor ? keyOf(cursor, list, order) : null,
    backwards,
  };
}

/** The connection of a page read in `page`'s direction with one row more than its size. */
export function keysetResult<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  { list, size, key, backwards }: KeysetPage,
  order: readonly SortColumn[],
  count?: () => Promise<number>,
) {
  const shown = rows.slice(0, size);
  if (backwards) shown.reverse();
  const edges = shown.map((row) => ({ cursor: cursorOf(row, list, order), node: row }));
  const more = rows.length > size;
  return {
    totalCount: count,
    edges,
    pageInfo: {
      hasNextPage: backwards ? key !== null : more,
      hasPreviousPage: backwards ? more : key !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The connection and edge types of a list, by the names Pothos gave them
 * (`<Parent><Field>Connection`, `QueryAssetsConnection`,
 * `CrmContactNotesConnection`) when it was a prismaConnection or a
 * relatedConnection, so the schema keeps them.
 */
export function keysetConnectionTypes(field: string, parent = 'Query') {
  const name = `${parent}${field.charAt(0).toUpperCase()}${field.slice(1)}Connection`;
  return [{ name }, { name: `${name}Edge` }] as const;
}

/** The totalCount of a keyset connection made with a `count`. */
export const totalCountOf = (connection: object) =>
  (connection as { totalCount: () => Promise<number> }).totalCount();

/** keysetConnectionTypes of a list made with a `count`, whose connection has a totalCount. */
export function countedConnectionTypes(field: string, parent = 'Query') {
  const [connection, edge] = keysetConnectionTypes(field, parent);
  return [
    { ...connection, fields: (c: ConnectionFields) => ({ totalCount: c.int({ resolve: totalCountOf }) }) },
    edge,
  ] as const;
}
