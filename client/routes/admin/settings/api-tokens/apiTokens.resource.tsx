// API tokens for tools and scripts, at /admin/settings/api-tokens: each
// token's name, scope, dates, last use and status; created in a dialog that
// shows the secret once, revoked behind a confirmation (the row stays, revoked).
import type { AdminApiTokensPage_query$data } from '../../../../__generated__/AdminApiTokensPage_query.graphql';
import { defineResource } from '../../kit/resource';
import { type BadgeTone, StatusBadge } from '../../kit/StatusBadge';

type TokenRow = AdminApiTokensPage_query$data['apiTokens']['edges'][number]['node'];

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const when = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
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
    {
      header: 'Name',
      primary: true,
      className: '',
      cell: (token) => (
        <span>
          <span className="block font-medium text-slate-900">{token.name}</span>
          <code className="text-xs text-slate-500">{token.hint}</code>
        </span>
      ),
    },
    { header: 'Scope', cell: (token) => SCOPE_NAMES[token.scope] ?? token.scope },
    { header: 'Created', cell: (token) => when(token.createdAt) },
    { header: 'Expires', cell: (token) => when(token.expiresAt) },
    {
      header: 'Last used',
      cell: (token) =>
        token.lastUsedAt ? (
          <span>
            {when(token.lastUsedAt)}
            {token.lastUsedIp ? (
              <span className="block text-xs text-slate-500">from {token.lastUsedIp}</span>
            ) : null}
          </span>
        ) : (
          'Never'
        ),
    },
    {
      header: 'Status',
      cell: (token) => {
        const status = STATUS[token.status] ?? { label: token.status, tone: 'neutral' as const };
        return <StatusBadge tone={status.tone}>{status.label}</StatusBadge>;
      },
    },
  ],
  actions: [
    {
      label: 'Revoke',
      when: (token) => token.status === 'ACTIVE',
      run: (token, { revoke }) => revoke(token),
    },
  ],
});
