// Credentials ending: what is published once a session or API token ends (or
// every credential of one user), so the streams they opened end at once
// (http/stream-access.ts) rather than each event looking them up again.
import type { EventBus } from '../../services/events';
import type { Viewer } from './sessions';

export const credentialKey = {
  session: (sessionId: string) => `session:${sessionId}`,
  token: (tokenId: string) => `token:${tokenId}`,
  /** Every credential of this user: their role changed, or their sessions and tokens were revoked. */
  user: (userId: string) => `user:${userId}`,
};

/** The keys whose announcement may end what `viewer` opened. */
export function credentialKeysOf(viewer: Viewer): string[] {
  const own = viewer.apiToken
    ? credentialKey.token(viewer.apiToken.id)
    : viewer.sessionId
      ? credentialKey.session(viewer.sessionId)
      : null;
  return [credentialKey.user(viewer.id), ...(own ? [own] : [])];
}

/** Tells every instance these credentials ended; call it once the change is committed. */
export function announceCredentialsEnded(events: EventBus, keys: string[]): void {
  for (const key of keys) events.publish('credential:ended', key, {});
}
