// API tokens for tools and scripts: their shape, scopes and words, shared by
// the back-office screen and the server.
import { formatMessage, plural, tooLongMessage } from './shared/messages';

/** Every secret starts with this, so secret scanners can recognise a leaked one. */
export const API_TOKEN_PREFIX = 'mlab_';
/** Random base62 characters after the prefix, then a 6-character CRC32 checksum of them. */
export const API_TOKEN_RANDOM_LENGTH = 30;
export const API_TOKEN_CHECKSUM_LENGTH = 6;

export const API_TOKEN_SCOPES = ['READ', 'ADMIN'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  READ: 'Read: everything a signed-in admin can read',
  ADMIN: 'Admin: reads and changes',
};

export const API_TOKEN_NAME_MAX = 100;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  /** `{count}` is the longest allowed lifetime with its noun: plural(maxDays, 'day'). */
  expiryOutOfRange: 'A token lasts from 1 to {count}',
  notFound: 'API token not found',
  /** Over HTTP: 401 with this, for a token that is malformed, unknown, expired or revoked. */
  invalid: 'The API token is invalid, expired or revoked.',
  /** Over HTTP: 401 with this, for an Authorization header that is not `Bearer <token>` (the secret alone, `Token ...`). */
  notBearer:
    'Send the API token as "Authorization: Bearer <token>": this Authorization header does not use the Bearer scheme.',
  /** The owner is no longer an admin. */
  ownerNotAdmin: 'The owner of this API token is no longer an administrator.',
  readOnly: 'This API token is read-only (scope READ): it cannot run mutations or subscriptions.',
  /**
   * Introspection asked for by a caller who may not (GRAPHQL_INTROSPECTION=admins): anonymous
   * or a signed-in non-admin. `{field}`: __schema or __type.
   */
  introspectionForAdmins:
    'Introspection ("{field}") is for admins: send an API token (Authorization: Bearer), or sign in as an admin.',
  /** A READ token refused by the upload route (tus), which runs no GraphQL. */
  readOnlyUpload: 'This API token is read-only (scope READ): it cannot upload. Use an ADMIN token.',
  /** A token may not make tokens: one would outlive it and survive its revocation. */
  createdBySession:
    'API tokens are created by an administrator signed in to the admin, not with another API token.',
  /** `{seconds}` until the window ends. */
  rateLimited: 'Too many requests with this API token. Try again in {seconds} s.',
  costBudgetExceeded:
    'This API token has used its query cost budget for this minute. Try again in {seconds} s.',
} as const;

export const rateLimitedMessage = (template: string, seconds: number) =>
  formatMessage(template, { seconds: String(seconds) });

/** The field messages of a create form, or none when it may be sent. */
export function apiTokenInputErrors(
  input: { name: string; expiresInDays: number },
  maxDays: number,
): Partial<Record<'name' | 'expiresInDays', string>> {
  const errors: Partial<Record<'name' | 'expiresInDays', string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = API_TOKEN_MESSAGES.nameRequired;
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = tooLongMessage(API_TOKEN_NAME_MAX);
  if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > maxDays)
    errors.expiresInDays = formatMessage(API_TOKEN_MESSAGES.expiryOutOfRange, {
      count: plural(maxDays, 'day'),
    });
  return errors;
}
