// API tokens for tools and scripts, at /admin/settings/api-tokens: each
// token's name, scope, dates, last use and status; created in a dialog that
// shows the secret once, revoked behind a confirmation (the row stays, revoked).
import type { AdminApiTokensPage_query$data } from '../../../__generated__/AdminApiTokensPage_query.graphql';
import { type Badge, badgeColumn, badgeOf, nameColumn, timeColumn } from '../kit/columns';
import { formatDateTime } from '../kit/formatDateTime';
import { defineResource } from '../kit/resource';

type TokenRow = AdminApiTokensPage_query$data['apiTokens']['edges'][number]['node'];

const STATUS: Record<string, Badge> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'warning' },
  REVOKED: { label: 'Revoked', tone: 'neutral' },
};

export const SCOPE_NAMES: Record<string, string> = { READ: 'Read', ADMIN: 'Admin' };

export const apiTokensResource = defineResource<TokenRow, { revoke: (token: TokenRow) => void }>({
  path: 'settings/api-tokens',
  nav: { section: 'Settings', label: 'API tokens' },
  lead: 'Tokens let tools and scripts use the GraphQL API as you: send one as “Authorization: Bearer <token>”. A token never has more rights than its owner.',
  noun: 'API token',
  label: (token) => token.name,
  pageSize: 50,
  empty: () => 'No API tokens yet. Create one for each tool or script, so you can revoke it alone.',
  columns: [
    nameColumn('Name', (token) => token.name, { detail: (token) => <code>{token.hint}</code> }),
    { header: 'Scope', cell: (token) => SCOPE_NAMES[token.scope] ?? token.scope },
    timeColumn('Created', (token) => token.createdAt),
    timeColumn('Expires', (token) => token.expiresAt),
    {
      header: 'Last used',
      cell: (token) =>
        token.lastUsedAt ? (
          <span>
            {formatDateTime(token.lastUsedAt)}
            {token.lastUsedIp ? (
              <span className="block text-xs text-slate-500">from {token.lastUsedIp}</span>
            ) : null}
          </span>
        ) : (
          'Never'
        ),
    },
    badgeColumn('Status', (token) => badgeOf(STATUS, token.status)),
  ],
  actions: [
    {
      label: 'Revoke',
      when: (token) => token.status === 'ACTIVE',
      run: (token, { revoke }) => revoke(token),
    },
  ],
});
