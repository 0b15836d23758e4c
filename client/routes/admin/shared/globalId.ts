// Admin URLs name rows by their database id (/admin/posts/{id}, as the spec
// writes them); the API names them by Relay global id, base64 of `Type:id`.
export const toGlobalId = (typename: string, id: string) => btoa(`${typename}:${id}`);

/** The database id inside a global id ('' when it is not one). */
export function rowIdOf(globalId: string): string {
  try {
    return atob(globalId).split(':')[1] ?? '';
  } catch {
    return '';
  }
}
