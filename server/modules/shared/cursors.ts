// Keyset cursors (format in domain/shared/cursors.ts). A cursor that is not
// one of ours is a client error, never a crash.
import { PothosValidationError } from '@pothos/core';
import { GraphQLError, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { INVALID_CURSOR, MAX_PAGE_SIZE } from '../../../domain/shared/constants';
import { encodeCursor, readCursor } from '../../../domain/shared/cursors';

export { encodeCursor } from '../../../domain/shared/cursors';

/**
 * The name a list's cursors carry: its field (`assets`), with its type's
 * name when it is not a root field (`CrmContact.timeline`).
 */
export const listName = (info: GraphQLResolveInfo): string =>
  info.parentType.name === 'Query' ? info.fieldName : `${info.parentType.name}.${info.fieldName}`;

/**
 * The refusal of what is not one of the list's cursors; `at` (an error the refusal stands in
 * for) gives where in the request it was.
 */
export const invalidCursor = (at?: Pick<GraphQLError, 'nodes' | 'path'>) =>
  new GraphQLError(INVALID_CURSOR, {
    nodes: at?.nodes,
    path: at?.path,
    extensions: { code: 'BAD_USER_INPUT' },
  });

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

/**
 * Pothos' refusal of a Prisma connection's cursor (the lists whose cursor
 * names its row: users, apiTokens, crmImports...) as the other lists refuse
 * theirs; its own has no code and repeats the cursor. Null for other errors.
 */
export function prismaCursorRefusal(error: GraphQLError): GraphQLError | null {
  const original = error.originalError;
  if (
    !(original instanceof PothosValidationError) ||
    !/^(Invalid cursor|Cursor must be)/.test(original.message)
  )
    return null;
  return invalidCursor(error);
}

type PrismaPage = {
  edges: ({ cursor: string } | null)[];
  pageInfo: { startCursor: string | null; endCursor: string | null };
} | null;

/** What the Prisma plugin refuses as a cursor (it is not base64 of `GPC:`). */
const NOT_A_ROW = 'not-a-row';
const isRowCursor = (key: unknown[]) => key.length === 1 && typeof key[0] === 'string';

/**
 * Makes the root Prisma connections `fields` (users, apiTokens...) name
 * their list in their cursors, around the plugin's cursor, which names only
 * its row: another list's row would answer an empty last page instead of
 * 'Invalid cursor'. The plugin has no option for its cursors' format.
 */
export function nameListCursors(schema: GraphQLSchema, fields: readonly string[]): void {
  const query = schema.getQueryType()?.getFields() ?? {};
  for (const name of fields) {
    const field = query[name];
    const resolve = field?.resolve;
    if (!field || !resolve) throw new Error(`nameListCursors: no resolver for Query.${name}`);
    field.resolve = async (root, args, context, info) => {
      const list = listName(info);
      // A cursor that is not the list's reaches the plugin as one it refuses,
      // after the field's authorization (a visitor is told to sign in first).
      const rowCursor = (cursor?: string | null) =>
        cursor == null ? cursor : (readCursor<[string]>(cursor, list, isRowCursor)?.[0] ?? NOT_A_ROW);
      const page = (await resolve(
        root,
        { ...args, after: rowCursor(args.after), before: rowCursor(args.before) },
        context,
        info,
      )) as PrismaPage;
      if (!page) return page;
      for (const edge of page.edges) if (edge) edge.cursor = encodeCursor(list, [edge.cursor]);
      const { startCursor, endCursor } = page.pageInfo;
      page.pageInfo.startCursor = startCursor === null ? null : encodeCursor(list, [startCursor]);
      page.pageInfo.endCursor = endCursor === null ? null : encodeCursor(list, [endCursor]);
      return page;
    };
  }
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
