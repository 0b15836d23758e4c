// Keyset cursors: the list's name, then the sort key of its last row, as
// base64url JSON. Made and read the same way on the server and in the
// browser, so a page can tell a cursor from anything else in its URL before
// asking for a page. The name makes one list refuse another's cursor whose
// sort key has the same shape (a date and an id), which it would otherwise
// page from a made-up place.

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** The cursor of `list` (its name, e.g. `blogPosts`) after the row of sort key `key`. */
export const encodeCursor = (list: string, key: readonly unknown[]): string =>
  toBase64Url(JSON.stringify([list, ...key]));

/** The sort key inside a cursor of `list` when `isKey` accepts it, else null. */
export function readCursor<Key extends unknown[]>(
  cursor: string,
  list: string,
  isKey: (key: unknown[]) => boolean,
): Key | null {
  try {
    const value = JSON.parse(fromBase64Url(cursor)) as unknown;
    if (Array.isArray(value) && value[0] === list && isKey(value.slice(1))) return value.slice(1) as Key;
  } catch {
    // Not base64url, not UTF-8 or not JSON: not a cursor.
  }
  return null;
}

// The public post list's cursors, here rather than in blog.ts so the blog
// pages' entry points (in the first-visit bundle) read them without the
// editor's rules.

/** The public post list's name in its cursors (the `blogPosts` field). */
export const POST_LIST = 'blogPosts';

/** The public post list's sort key: publication date and id. */
export type PostSortKey = [publishedAt: string | null, id: string];

export const isPostSortKey = (key: unknown[]): boolean =>
  key.length === 2 &&
  (key[0] === null || (typeof key[0] === 'string' && !Number.isNaN(Date.parse(key[0])))) &&
  typeof key[1] === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key[1]);

/** `?after=` as the post list pages read it: a cursor, or nothing (the first page) for anything else. */
export const postListAfter = (value: string | null): string | null =>
  value !== null && readCursor(value, POST_LIST, isPostSortKey) ? value : null;
