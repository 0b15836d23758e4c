// One screen for new and existing contacts (/admin/crm/contacts/new,
// /admin/crm/contacts/{id}): the form, and for an existing contact its
// whole history (notes, messages, bookings, surveys, emails) newest first.
// A deleted contact is shown as such, with Restore.
import { useCallback, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { GENERIC_RETRY } from '../../../../../domain/shared/constants';
import { CRM } from '../../../../../domain/shared/messages';
import AdminContactEditorPageQueryNode, {
  type AdminContactEditorPageQuery,
} from '../../../../__generated__/AdminContactEditorPageQuery.graphql';
import { useAnnouncer } from '../../../../components/announce';
import { focusStatic, whenPresent } from '../../../../components/focus';
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
  // Stays on the page as a deleted contact's page gives way to the editor, so what it is given is read out.
  const { announce, region } = useAnnouncer();
  const editor = useRef<HTMLDivElement>(null);
  const restored = useCallback(() => {
    announce(CRM_TEXT.restored);
    // The Restore button went with the deleted contact's page: the keyboard goes on to the editor's heading.
    whenPresent(
      () => editor.current?.querySelector<HTMLElement>('h1'),
      (heading) => {
        if (!document.activeElement || document.activeElement === document.body) focusStatic(heading);
      },
    );
  }, [announce]);
  if (queryRef.variables.isNew) return <ContactEditorForm contact={null} />;
  if (contact?.__typename !== 'CrmContact' || !contact.form || !contact.timeline || !contact.removed)
    return <AdminNotFound title={CRM.notFound} back={BACK} />;
  return (
    <>
      {region}
      {contact.deleted ? (
        <DeletedContact contact={contact.removed} onRestored={restored} />
      ) : (
        <div ref={editor} className="space-y-10">
          {/* Keyed by the contact, so a restored one starts a fresh form. */}
          <ContactEditorForm key={contact.id} contact={contact.form} />
          <ContactTimeline contact={contact.timeline} />
        </div>
      )}
    </>
  );
}
