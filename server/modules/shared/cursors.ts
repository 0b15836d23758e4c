// Keyset cursors: the sort key of a list's last row, as an opaque string.
// A cursor that is not one of ours is a client error, never a crash.
import { GraphQLError } from 'graphql';

export const encodeCursor = (key: readonly unknown[]) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key inside a cursor, when `isKey` accepts it. */
export function decodeCursor<Key extends unknown[]>(cursor: string, isKey: (key: unknown[]) => boolean): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && isKey(key)) return key as Key;
  } catch {
    // Reported below.
  }
  throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
}
