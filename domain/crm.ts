// CRM rules shared by the back-office and the server (SPEC §9): where a
// contact came from, its statuses, and the page size of the contact list.
export const CONTACTS_PAGE_SIZE = 20;
export const CRM_WEBSITE_SOURCE = 'Website';
export const CRM_DEFAULT_STATUS = 'prospect';
export const CONTACT_STATUSES = ['prospect', 'customer'] as const;
