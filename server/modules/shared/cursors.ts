// Keyset cursors (format in domain/shared/cursors.ts). A cursor that is not
// one of ours is a client error, never a crash.
import { GraphQLError } from 'graphql';
import { readCursor } from '../../../domain/shared/cursors';

export { encodeCursor } from '../../../domain/shared/cursors';

/** The sort key inside a cursor, when `isKey` accepts it. */
export function decodeCursor<Key extends unknown[]>(cursor: string, isKey: (key: unknown[]) => boolean): Key {
  const key = readCursor<Key>(cursor, isKey);
  if (key) return key;
  throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
}
