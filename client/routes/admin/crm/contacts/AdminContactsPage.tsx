// The contact list's Relay documents; the rest comes from contactsResource
// and the kit: filters in the URL, the table (cards on a phone), 'Show more',
// selection with bulk status change and delete, restore in the deleted view,
// and an export of the current filter or of the selection.
import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTACTS_PAGE_SIZE } from '../../../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { CRM } from '../../../../../domain/shared/messages';
import type { AdminContactsPage_contacts$key } from '../../../../__generated__/AdminContactsPage_contacts.graphql';
import type { AdminContactsPageDeleteManyMutation } from '../../../../__generated__/AdminContactsPageDeleteManyMutation.graphql';
import type { AdminContactsPageDeleteMutation } from '../../../../__generated__/AdminContactsPageDeleteMutation.graphql';
import type { AdminContactsPageQuery } from '../../../../__generated__/AdminContactsPageQuery.graphql';
import type { AdminContactsPageRestoreMutation } from '../../../../__generated__/AdminContactsPageRestoreMutation.graphql';
import type { AdminContactsPageStatusMutation } from '../../../../__generated__/AdminContactsPageStatusMutation.graphql';
import { buttonClass } from '../../../../components/Button';
import { plural } from '../../../../components/format';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { filterVariables } from '../../kit/filters';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';
import { contactsResource } from '../contacts.resource';
import { exportHref } from '../exportHref';

export default function AdminContactsPage({ queries }: ScreenProps<{ list: AdminContactsPageQuery }>) {
  const query = usePreloadedQuery<AdminContactsPageQuery>(
    graphql`
      query AdminContactsPageQuery(
        $search: String
        $status: ContactStatus
        $source: String
        $order: CrmContactOrder
        $deleted: Boolean
      ) @preloadable {
        crmContactSources
        ...AdminContactsPage_contacts
          @arguments(search: $search, status: $status, source: $source, order: $order, deleted: $deleted)
      }
    `,
    queries.list,
  );
  const [searchParams] = useSearchParams();
  const filters = contactsResource.filters ?? [];
  return (
    <ResourceListScreen
      resource={contactsResource}
      options={{ source: query.crmContactSources.map((source) => ({ value: source, label: source })) }}
    >
      {(filtered) => (
        <ContactList query={query} filtered={filtered} variables={filterVariables(filters, searchParams)} />
      )}
    </ResourceListScreen>
  );
}

function ContactList({
  query,
  filtered,
  variables,
}: {
  query: AdminContactsPage_contacts$key;
  filtered: boolean;
  variables: Record<string, unknown>;
}) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminContactsPage_contacts on Query
      @argumentDefinitions(
        search: { type: "String" }
        status: { type: "ContactStatus" }
        source: { type: "String" }
        order: { type: "CrmContactOrder" }
        deleted: { type: "Boolean" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminContactsPagePaginationQuery") {
        crmContacts(
          search: $search
          status: $status
          source: $source
          order: $order
          deleted: $deleted
          first: $count
          after: $cursor
        ) @connection(key: "AdminContactsPage_crmContacts", filters: ["search", "status", "source", "order", "deleted"]) {
          __id
          totalCount
          edges {
            node {
              id
              firstName
              lastName
              email
              company
              status
              source
              lastContactDate
              deleted
              version
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.crmContacts;
  const notice = useNotice();
  const [doomed, setDoomed] = useState<string[] | null>(null);
  const [remove, removing] = useDeleteEdge<AdminContactsPageDeleteMutation>(
    graphql`
      mutation AdminContactsPageDeleteMutation($input: CrmContactIdInput!, $connections: [ID!]!) {
        deleteCrmContact(input: $input) {
          __typename
          ... on DeleteCrmContactsPayload {
            deletedIds @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'DeleteCrmContactsPayload',
  );
  const [removeMany, removingMany] = useAsyncMutation<AdminContactsPageDeleteManyMutation>(graphql`
    mutation AdminContactsPageDeleteManyMutation($input: CrmContactIdsInput!, $connections: [ID!]!) {
      deleteCrmContacts(input: $input) {
        __typename
        ... on DeleteCrmContactsPayload {
          deletedIds @deleteEdge(connections: $connections)
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [setStatus, settingStatus] = useAsyncMutation<AdminContactsPageStatusMutation>(graphql`
    mutation AdminContactsPageStatusMutation($input: SetCrmContactsStatusInput!) {
      setCrmContactsStatus(input: $input) {
        __typename
        ... on MutationSetCrmContactsStatusSuccess {
          data {
            id
            status
            version
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [restore] = useAsyncMutation<AdminContactsPageRestoreMutation>(graphql`
    mutation AdminContactsPageRestoreMutation($input: CrmContactIdInput!, $connections: [ID!]!) {
      restoreCrmContact(input: $input) {
        __typename
        ... on CrmContact {
          id @deleteEdge(connections: $connections)
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  // After what the list cannot follow by itself: contacts given another status leave a list
  // filtered on theirs, and the count follows them, a bulk delete and a restore (a single
  // delete lowers it itself, useDeleteEdge).
  const reload = useReload(pagination.refetch, connection.edges.length, CONTACTS_PAGE_SIZE);
  const changeStatus = (status: 'customer' | 'prospect') => async (ids: string[]) => {
    const changed = await notice.report(
      setStatus({ variables: { input: { ids, status } } }),
      'MutationSetCrmContactsStatusSuccess',
      {
        done: `${plural(ids.length, 'contact')} marked as ${status}.`,
        failed: CRM.updateFailed,
        gone: CRM_TEXT.selectionGone,
        onGone: reload,
      },
    );
    if (changed) reload();
  };

  const confirmDeleteMany = async () => {
    if (!doomed) return;
    // The versions shown: a contact changed since is not deleted, nor are the others.
    const versions = new Map(connection.edges.map(({ node }) => [node.id, node.version]));
    const expectedVersions = doomed.map((id) => versions.get(id) ?? 0);
    const deleted = await notice.report(
      removeMany({ variables: { input: { ids: doomed, expectedVersions }, connections: [connection.__id] } }),
      'DeleteCrmContactsPayload',
      {
        done: `${plural(doomed.length, 'contact')} deleted.`,
        failed: CRM.deleteFailed,
        gone: CRM_TEXT.selectionGone,
        onGone: reload,
        onConflict: reload,
      },
    );
    // The rows have gone (@deleteEdge); the count follows.
    if (deleted) reload();
    setDoomed(null);
  };

  const deletedView = variables.deleted === true;
  const narrowed = [variables.search, variables.status, variables.source].some((value) => value != null);
  return (
    <>
      <ResourceList
        resource={contactsResource}
        connection={connection}
        pagination={pagination}
        filtered={filtered}
        empty={
          deletedView ? (narrowed ? CRM_TEXT.noDeletedContactsMatch : CRM_TEXT.noDeletedContacts) : undefined
        }
        notice={notice}
        context={{
          restore: async (contact) => {
            const restored = await notice.report(
              restore({ variables: { input: { id: contact.id }, connections: [connection.__id] } }),
              'CrmContact',
              { done: CRM_TEXT.restored, failed: CRM.updateFailed },
            );
            if (restored) reload();
          },
        }}
        onDelete={
          deletedView
            ? undefined
            : async (contact) => {
                // From the version shown: refused when changed since, and the list shows it as it is now.
                const failure = await remove(connection.__id, {
                  id: contact.id,
                  expectedVersion: contact.version,
                });
                if (failure?.conflict) reload();
                return failure;
              }
        }
        deleting={removing}
        bulkActions={
          deletedView
            ? []
            : [
                { label: CRM_TEXT.bulk.markCustomer, run: changeStatus('customer'), busy: settingStatus },
                { label: CRM_TEXT.bulk.markProspect, run: changeStatus('prospect'), busy: settingStatus },
                {
                  label: CRM_TEXT.bulk.exportSelected,
                  run: (ids) => {
                    window.location.assign(exportHref({}, ids));
                  },
                },
                {
                  label: CRM_TEXT.bulk.deleteSelected,
                  run: (ids) => setDoomed(ids),
                  busy: removingMany,
                  confirms: true,
                  prominent: true,
                },
              ]
        }
        toolbar={
          <div className="flex flex-wrap gap-3">
            <Link className={buttonClass('secondary')} to="/admin/crm/contacts/import">
              Import CSV
            </Link>
            <a className={buttonClass('secondary')} href={exportHref(variables)} download>
              Export CSV
            </a>
          </div>
        }
      />
      <DeleteDialog
        noun="contacts"
        title="Delete the selected contacts?"
        open={doomed !== null}
        busy={removingMany}
        onConfirm={confirmDeleteMany}
        onClose={() => setDoomed(null)}
      >
        <p>
          {plural(doomed?.length ?? 0, 'contact')} leave the contact list. You can restore them from the
          deleted contacts.
        </p>
      </DeleteDialog>
    </>
  );
}
