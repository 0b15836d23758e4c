// Keyset cursors (format in domain/shared/cursors.ts). A cursor that is not
// one of ours is a client error, never a crash.
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE } from '../../../domain/shared/constants';
import { readCursor } from '../../../domain/shared/cursors';

export { encodeCursor } from '../../../domain/shared/cursors';

/** The sort key inside a cursor, when `isKey` accepts it. */
export function decodeCursor<Key extends unknown[]>(cursor: string, isKey: (key: unknown[]) => boolean): Key {
  const key = readCursor<Key>(cursor, isKey);
  if (key) return key;
  throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
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
