// CRM contacts: the list at /admin/crm/contacts (by last name, 20 per page,
// search and filters in the URL), the editor at /admin/crm/contacts/new and
// /admin/crm/contacts/{id}, and the notes at /admin/crm/contacts/{id}/notes.
import { CONTACTS_PAGE_SIZE } from '../../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../../domain/crm/messages';
import { CRM } from '../../../../domain/shared/messages';
import { adminContactPath } from '../../../../domain/shared/paths';
import type { AdminContactsPage_contacts$data } from '../../../__generated__/AdminContactsPage_contacts.graphql';
import { badgeColumn, nameColumn, timeColumn } from '../kit/columns';
import { enumFilter, searchFilter } from '../kit/filters';
import { formatDay } from '../kit/formatDateTime';
import { defineResource } from '../kit/resource';
import { rowIdOf } from '../shared/globalId';

type ContactRow = AdminContactsPage_contacts$data['crmContacts']['edges'][number]['node'];

export const contactPath = (id: string) => adminContactPath(rowIdOf(id));
export const CONTACTS_BACK = { to: '/admin/crm/contacts', label: 'Back to contacts' };

export const contactsResource = defineResource<ContactRow, { restore: (contact: ContactRow) => void }>({
  path: 'crm/contacts',
  nav: { section: 'CRM', label: 'Contacts' },
  lead: 'Everyone who wrote, booked a call or answered a survey, and the people you add or import.',
  noun: 'contact',
  create: true,
  label: (contact) => `${contact.firstName} ${contact.lastName}`,
  pageSize: CONTACTS_PAGE_SIZE,
  filters: [
    searchFilter('contacts'),
    enumFilter('status', 'Status', 'All statuses', {
      prospect: { value: 'prospect', label: 'Prospect' },
      customer: { value: 'customer', label: 'Customer' },
    }),
    { param: 'source', label: 'Source', type: 'select', placeholder: 'All sources' },
    enumFilter('order', 'Order', 'By last name', {
      'last-contact': { value: 'lastContact', label: 'Last contact first' },
      newest: { value: 'newest', label: 'Newest first' },
    }),
    {
      param: 'view',
      variable: 'deleted',
      label: 'Show',
      type: 'select',
      placeholder: 'Contacts',
      options: [{ value: 'deleted', label: 'Deleted contacts' }],
      toVariable: (value) => (value === 'deleted' ? true : null),
    },
  ],
  empty: (filtered) => (filtered ? CRM_TEXT.noContactsMatch : CRM_TEXT.noContacts),
  columns: [
    nameColumn('Name', (contact) => `${contact.lastName}, ${contact.firstName}`, {
      href: (contact) => contactPath(contact.id),
      detail: (contact) => contact.email,
    }),
    { header: 'Company', cell: (contact) => contact.company ?? '—' },
    badgeColumn('Status', (contact) =>
      contact.status === 'customer'
        ? { tone: 'success', label: 'Customer' }
        : { tone: 'info', label: 'Prospect' },
    ),
    { header: 'Source', cell: (contact) => contact.source ?? '—' },
    timeColumn('Last contact', (contact) => contact.lastContactDate, formatDay),
  ],
  actions: [
    {
      label: 'Notes',
      href: (contact) => `${contactPath(contact.id)}/notes`,
      when: (contact) => !contact.deleted,
    },
    { label: 'Restore', run: (contact, { restore }) => restore(contact), when: (contact) => contact.deleted },
  ],
  remove: {
    body: (name) => <p>“{name}” leaves the contact list. You can restore them from the deleted contacts.</p>,
    failed: CRM.deleteFailed,
  },
});
