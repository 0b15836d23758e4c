// The role lives in the user's app metadata (`{ "role": "admin" }`).
export const ADMIN_ROLE = 'admin';

export function roleOf(appMetadata: unknown): string | null {
  if (appMetadata && typeof appMetadata === 'object' && 'role' in appMetadata) {
    const role = (appMetadata as { role: unknown }).role;
    return typeof role === 'string' ? role : null;
  }
  return null;
}

export const isAdminMetadata = (appMetadata: unknown) => roleOf(appMetadata) === ADMIN_ROLE;
