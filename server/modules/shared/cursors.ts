// Keyset cursors (format in domain/shared/cursors.ts). A cursor that is not
// one of ours is a client error, never a crash.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { INVALID_CURSOR, MAX_PAGE_SIZE } from '../../../domain/shared/constants';
import { readCursor } from '../../../domain/shared/cursors';

export { encodeCursor } from '../../../domain/shared/cursors';

/**
 * The name a list's cursors carry: its field (`assets`), with its type's
 * name when it is not a root field (`CrmContact.timeline`).
 */
export const listName = (info: GraphQLResolveInfo): string =>
  info.parentType.name === 'Query' ? info.fieldName : `${info.parentType.name}.${info.fieldName}`;

/** The refusal of what is not one of the list's cursors. */
export const invalidCursor = () =>
  new GraphQLError(INVALID_CURSOR, { extensions: { code: 'BAD_USER_INPUT' } });

/** The sort key inside a cursor of `list`, when `isKey` accepts it. */
export function decodeCursor<Key extends unknown[]>(
  cursor: string,
  list: string,
  isKey: (key: unknown[]) => boolean,
): Key {
  const key = readCursor<Key>(cursor, list, isKey);
  if (key) return key;
  throw invalidCursor();
}

type PageArgs = { first?: number | null; last?: number | null; before?: string | null };

/**
 * The page size of a connection that pages forward only: `first`, else
 * `size`, at most MAX_PAGE_SIZE. `last`/`before` and a negative `first` are
 * refused, never ignored (a script would page the wrong way, or forever).
 */
export function forwardPageSize(field: string, args: PageArgs, size: number): number {
  if (args.last != null || args.before != null)
    throw new GraphQLError(`${field} pages forward only: use first and after`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  if (args.first != null && args.first < 0)
    throw new GraphQLError(`${field}: first must be 0 or more`, { extensions: { code: 'BAD_USER_INPUT' } });
  return Math.min(args.first ?? size, MAX_PAGE_SIZE);
}

/**
 * A forward-only connection from a page read with one row more than `first`
 * (which tells whether a next page exists): each shown row as an edge with
 * its cursor, and the page's pageInfo.
 */
export function forwardConnection<Row, Node = Row>(
  rows: readonly Row[],
  first: number,
  page: { hasPrevious: boolean; cursorOf: (row: Row) => string; nodeOf?: (row: Row) => Node },
) {
  const nodeOf = page.nodeOf ?? ((row: Row) => row as unknown as Node);
  const edges = rows.slice(0, first).map((row) => ({ cursor: page.cursorOf(row), node: nodeOf(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: page.hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
