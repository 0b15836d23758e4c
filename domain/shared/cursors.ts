// Keyset cursors: the sort key of a list's last row as base64url JSON. Made
// and read the same way on the server and in the browser, so a page can tell
// a cursor from anything else in its URL before asking for a page.

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

export const encodeCursor = (key: readonly unknown[]): string => toBase64Url(JSON.stringify(key));

/** The sort key inside a cursor when `isKey` accepts it, else null. */
export function readCursor<Key extends unknown[]>(
  cursor: string,
  isKey: (key: unknown[]) => boolean,
): Key | null {
  try {
    const key = JSON.parse(fromBase64Url(cursor)) as unknown;
    if (Array.isArray(key) && isKey(key)) return key as Key;
  } catch {
    // Not base64url, not UTF-8 or not JSON: not a cursor.
  }
  return null;
}
