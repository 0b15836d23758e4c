// The cursor of the public post list: the sort key of a page's last post (its
// publication date and id) as base64url JSON. Shared so the blog's pages can
// tell a cursor from anything else in `?after=` before asking for a page.

export type PostSortKey = [publishedAt: string | null, id: string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodePostCursor(post: { publishedAt: Date | null; id: string }): string {
  const json = JSON.stringify([post.publishedAt?.toISOString() ?? null, post.id] satisfies PostSortKey);
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The sort key in a cursor, or null when the value is not one. */
export function decodePostCursor(cursor: string): PostSortKey | null {
  try {
    const key = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      (key[0] === null || (typeof key[0] === 'string' && !Number.isNaN(Date.parse(key[0])))) &&
      typeof key[1] === 'string' &&
      UUID.test(key[1])
    ) {
      return key as PostSortKey;
    }
  } catch {
    // Not base64 or not JSON: not a cursor.
  }
  return null;
}

/** `?after=` as the post list pages read it: a cursor, or nothing (the first page) for anything else. */
export const postListAfter = (value: string | null): string | null =>
  value !== null && decodePostCursor(value) ? value : null;
