// One screen for new and existing contacts (/admin/crm/contacts/new,
// /admin/crm/contacts/{id}): the form, and for an existing contact its
// whole history (notes, messages, bookings, surveys, emails) newest first.
// A deleted contact is shown as such, with Restore.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { GENERIC_RETRY } from '../../../../../domain/shared/constants';
import { CRM } from '../../../../../domain/shared/messages';
import AdminContactEditorPageQueryNode, {
  type AdminContactEditorPageQuery,
} from '../../../../__generated__/AdminContactEditorPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { AdminNotFound } from '../../shared/AdminNotFound';
import { CONTACTS_BACK as BACK } from '../contacts.resource';
import { ContactEditorForm } from './ContactEditorForm';
import { ContactTimeline } from './ContactTimeline';
import { DeletedContact } from './DeletedContact';

export default function AdminContactEditorPage({
  queries,
}: ScreenProps<{ editor: AdminContactEditorPageQuery }>) {
  return (
    <LoadWithRetry<AdminContactEditorPageQuery>
      initial={queries.editor}
      query={AdminContactEditorPageQueryNode}
      policy={GENERIC_RETRY}
      failedMessage={CRM.loadFailed}
    >
      {(queryRef) => <Editor queryRef={queryRef} />}
    </LoadWithRetry>
  );
}

function Editor({ queryRef }: { queryRef: PreloadedQuery<AdminContactEditorPageQuery> }) {
  const { contact } = usePreloadedQuery<AdminContactEditorPageQuery>(
    graphql`
      query AdminContactEditorPageQuery($id: ID!, $isNew: Boolean!) @preloadable {
        contact: node(id: $id) @skip(if: $isNew) {
          __typename
          ... on CrmContact {
            id
            deleted
          }
          ...ContactEditorForm_contact @alias(as: "form")
          ...ContactTimeline_contact @alias(as: "timeline")
          ...DeletedContact_contact @alias(as: "removed")
        }
      }
    `,
    queryRef,
  );
  if (queryRef.variables.isNew) return <ContactEditorForm contact={null} />;
  if (contact?.__typename !== 'CrmContact' || !contact.form || !contact.timeline || !contact.removed)
    return <AdminNotFound title={CRM.notFound} back={BACK} />;
  if (contact.deleted) return <DeletedContact contact={contact.removed} />;
  return (
    <div className="space-y-10">
      {/* Keyed by the contact, so a restored one starts a fresh form. */}
      <ContactEditorForm key={contact.id} contact={contact.form} />
      <ContactTimeline contact={contact.timeline} />
    </div>
  );
}
