// The API token list's Relay documents; the columns come from
// apiTokensResource and the kit. 'New API token' opens the create dialog;
// Revoke asks first, then the row stays, marked revoked.
import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminApiTokensPage_query$key } from '../../../__generated__/AdminApiTokensPage_query.graphql';
import type { AdminApiTokensPageQuery } from '../../../__generated__/AdminApiTokensPageQuery.graphql';
import type { AdminApiTokensPageRevokeMutation } from '../../../__generated__/AdminApiTokensPageRevokeMutation.graphql';
import { Button } from '../../../components/Button';
import type { ScreenProps } from '../../../routing/entryPoints';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useAsyncMutation } from '../kit/mutationFailure';
import { ResourceList } from '../kit/ResourceList';
import { ResourceListScreen } from '../kit/ResourceListScreen';
import { useNotice } from '../kit/useNotice';
import { apiTokensResource } from './apiTokens.resource';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';

export const REVOKE_FAILED = 'The token could not be revoked. Try again.';

/** A row's fields: selected (unmasked) by the list and by the create dialog for the row it adds. */
export const TOKEN_ROW = graphql`
  fragment AdminApiTokensPage_token on ApiToken {
    id
    name
    scope
    hint
    status
    createdAt
    expiresAt
    lastUsedAt
    lastUsedIp
  }
`;

export default function AdminApiTokensPage({ queries }: ScreenProps<{ list: AdminApiTokensPageQuery }>) {
  const query = usePreloadedQuery<AdminApiTokensPageQuery>(
    graphql`
      query AdminApiTokensPageQuery @preloadable {
        apiTokenSettings {
          defaultExpiresInDays
          maxExpiresInDays
        }
        ...AdminApiTokensPage_query
      }
    `,
    queries.list,
  );
  const { data, ...pagination } = usePaginationFragment<
    AdminApiTokensPageQuery,
    AdminApiTokensPage_query$key
  >(
    graphql`
      fragment AdminApiTokensPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminApiTokensPagePaginationQuery") {
        apiTokens(first: $count, after: $cursor) @connection(key: "AdminApiTokensPage_apiTokens") {
          __id
          edges {
            node {
              ...AdminApiTokensPage_token @relay(mask: false)
            }
          }
        }
      }
    `,
    query,
  );
  const [revoke, revoking] = useAsyncMutation<AdminApiTokensPageRevokeMutation>(graphql`
    mutation AdminApiTokensPageRevokeMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        __typename
        ... on ApiToken {
          id
          status
          revokedAt
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const notice = useNotice();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);

  const confirmRevoke = async () => {
    if (!target) return;
    await notice.report(revoke({ variables: { input: { id: target.id } } }), 'ApiToken', {
      done: `“${target.name}” was revoked: it no longer works.`,
      failed: REVOKE_FAILED,
    });
    setTarget(null);
  };

  return (
    <ResourceListScreen
      resource={apiTokensResource}
      actions={
        <Button
          onClick={() => {
            notice.clear();
            setCreating(true);
          }}
        >
          New API token
        </Button>
      }
    >
      {() => (
        <>
          <ResourceList
            resource={apiTokensResource}
            connection={data.apiTokens}
            pagination={pagination}
            notice={notice}
            context={{ revoke: (token) => setTarget(token) }}
          />
          <ConfirmDialog
            open={target !== null}
            title="Revoke this API token?"
            confirmLabel="Revoke token"
            busyLabel="Revoking..."
            busy={revoking}
            onConfirm={confirmRevoke}
            onClose={() => setTarget(null)}
          >
            <p>
              Tools and scripts that use “{target?.name}” will be refused from now on. This cannot be undone:
              create a new token to replace it.
            </p>
          </ConfirmDialog>
          <CreateApiTokenDialog
            open={creating}
            onClose={() => setCreating(false)}
            connectionId={data.apiTokens.__id}
            settings={query.apiTokenSettings}
          />
        </>
      )}
    </ResourceListScreen>
  );
}
