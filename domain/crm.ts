// CRM rules shared by the back-office and the server (SPEC §4, §5, §9): where
// a contact came from, its statuses, the page size of the contact list, the
// admin contact form's rules, and the CSV columns of import and export.
import { formatMessage, plural, VALIDATION } from './shared/messages';
import {
  characterCount,
  cleanWebsite,
  maxLength,
  normalizeEmail,
  type Rule,
  required,
  validateAdminPhone,
  validateCompanyWebsite,
  validateEmail,
  validateFields,
} from './shared/validation';

export const CONTACTS_PAGE_SIZE = 20;
export const CRM_WEBSITE_SOURCE = 'Website';
export const CRM_IMPORT_SOURCE = 'Import';
export const CRM_DEFAULT_STATUS = 'prospect';
export const CONTACT_STATUSES = ['prospect', 'customer'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Orders of the contact list; by last name is the spec's. */
export const CONTACT_ORDERS = ['name', 'lastContact', 'newest'] as const;
export type ContactOrder = (typeof CONTACT_ORDERS)[number];

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'New',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** Which of a request's slots a confirmation is for. */
export const BOOKING_SLOTS = ['preferred', 'alternate'] as const;
export type BookingSlotChoice = (typeof BOOKING_SLOTS)[number];
/**
 * How long a consultation lasts in the calendar invitation sent with its
 * confirmation: the length of the site's one scheduling event (SPEC: "a
 * 30-minute scheduling embed").
 */
export const BOOKING_DURATION_MINUTES = 30;
/** The longest message an admin may add to the email that confirms or declines a request. */
export const BOOKING_REPLY_MAX = 2_000;

/** A new request is confirmed or declined; a decision can be reversed, never undone to new. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return from !== to && to !== 'requested';
}

/** A confirmed request with two slots can move to the other one (the visitor asked to). */
export function canChangeBookingSlot(status: BookingStatus, hasAlternate: boolean): boolean {
  return status === 'confirmed' && hasAlternate;
}

/** An admin's answer to a request: confirm it, move a confirmed one to its other slot, decline it. */
export type BookingAnswer = 'confirmed' | 'moved' | 'declined';

/** The answers a request can be given now, in the order the screens offer them. */
export function bookingAnswers(status: BookingStatus, hasAlternate: boolean): BookingAnswer[] {
  return [
    ...(canMoveBooking(status, 'confirmed') ? (['confirmed'] as const) : []),
    ...(canChangeBookingSlot(status, hasAlternate) ? (['moved'] as const) : []),
    ...(canMoveBooking(status, 'declined') ? (['declined'] as const) : []),
  ];
}

/** Back-office words of the CRM that the spec does not give. */
export const CRM_TEXT = {
  /** In a contact message's note, after its subject: the course its page asked about. */
  contactNoteCourse: ' about the course {course}',
  /**
   * At the end of a contact message's note, when the visitor gave a phone other than the
   * contact's: the contact keeps its phone (an admin's, or the first one given).
   */
  contactNotePhone: 'Phone given with this message: {phone}',
  noteEmpty: 'Please write a note before adding it',
  /** An admin's note emptied in its edit form: Save, not add; deleting is the way to remove it. */
  editedNoteEmpty: 'A note cannot be empty: write it again, or delete the note',
  unknownCsvSeparator: 'Unknown separator: use comma or semicolon',
  /** The CSV export's `status` parameter names no status ({statuses}: every one, comma-separated). */
  unknownStatusParameter: 'Unknown status "{status}": use {statuses}',
  /** The CSV export's `id` parameter is not a contact's global id. */
  invalidContactIdParameter: 'Invalid contact id "{id}": use the id the API gave (CrmContact.id)',
  emailTaken: 'A contact with this email already exists',
  /** Creating a contact whose email belongs to a deleted one. */
  emailDeleted: 'A deleted contact has this email. Restore it instead of creating a new one.',
  deleted: 'Contact deleted',
  restored: 'Contact restored',
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  saved: 'Contact saved',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  conflictSubject: 'This contact',
  /** What a stale edit or delete of a note names (CONTENT.conflict's `{what}`). */
  noteConflictSubject: 'This note',
  customFieldKeyRequired: 'Every custom field needs a name',
  /** `{count}`: the limit with its noun, plural(CUSTOM_FIELDS_MAX, 'custom field'). */
  customFieldsTooMany: 'Use at most {count}',
  /** `{key}`: the custom field's name; `{count}`: plural(CUSTOM_FIELD_VALUE_MAX, 'character'). */
  customFieldTooLong: 'Custom field “{key}”: please use at most {count}',
  /** `{key}`: the start of the custom field's name (see shortKey); `{count}`: plural(CUSTOM_FIELD_KEY_MAX, 'character'). */
  customFieldKeyTooLong: 'Custom field “{key}”: please use a name of at most {count}',
  /** An import's column whose header names a custom field: `{column}` as in importColumnInvalid, `{count}` as in customFieldKeyTooLong. */
  importCustomFieldKeyTooLong:
    'Column {column}: its header is a custom field’s name, which can have at most {count}. Shorten it in the file, or ignore the column',
  importEmpty: 'The file has no rows to import',
  /** No bytes at all (a file saved empty, or the wrong one picked). */
  importFileEmpty: 'The file is empty: choose a CSV file with a header row and one contact a line',
  /** Bytes no spreadsheet writes as text (an image, a zip, a workbook): refused before anything is read. */
  importNotText: 'This file is not a CSV file (text). Export it from your spreadsheet as CSV.',
  importOneSource:
    'Send the CSV either as text (csv) or as a file uploaded with the request (file), not both',
  /** `{line}`: where the parser stopped. */
  importInvalidCsv: 'The file is not valid CSV: a quote is not closed or misplaced near line {line}',
  importNoEmailColumn: 'Map one column to Email: contacts are matched by email',
  importTooLarge: 'The file is larger than {max} MB',
  importNotFound: 'Import not found',
  /** An update's `columns` list is longer or shorter than the file's columns. */
  importColumnsMismatch: 'Give one target per column',
  /** Why a row is skipped: the contact already has every value it gives. */
  importRowUnchanged: 'No changes',
  /**
   * A bulk change refused: `{ids}` the contact ids sent that name no live contact (an id of
   * another type is refused before, by server/id-arguments.ts); `{them}`: it or them.
   */
  contactsNotFound:
    'Not found among the contacts: {ids} (deleted, or never created). Nothing was changed: send the others again without {them}.',
  /** A bulk change sent `ids: []`: most often a script's filter that matched nothing. */
  noContactIds: "ids is empty: send at least one contact's id. Nothing was changed",
  /** The back-office's words for contactsNotFound: a selected contact was deleted meanwhile. */
  selectionGone:
    'Some of the selected contacts were deleted meanwhile, so nothing was changed. The list now shows the contacts that are left: select them again.',
  importErrorsFailed: 'Failed to write the error CSV of an import',
  importNotPreviewed: 'This import has already been run',
  importNotUndoable: 'Only a finished or cancelled import can be undone',
  /** Cancelling a draft, or an import that has ended meanwhile. */
  importNotCancellable: 'Only a running import can be cancelled: this one has ended',
  /**
   * Why an import refuses a row, naming the column: `{column}` is the file's
   * header as written, in quotes (“E-mail”), or the column's number when it
   * has none; `{message}` the contact form's message for the value.
   */
  importColumnInvalid: 'Column {column}: {message}',
  /** `{statuses}`: prospect or customer. */
  importStatusInvalid: 'Column {column} must be {statuses}',
  importLastContactInvalid: 'Column {column} is not a date: write it as 2026-11-20',
  bookingNotFound: 'Booking request not found',
  /** `{status}`: the current status. */
  bookingMoveRefused: 'This booking request is already {status}',
  bookingMoved: 'Booking request of {name}: {status}',
  bookingMoveFailed: 'Failed to change the booking request',
  /** The answer is emailed: `{email}` is the visitor's address. */
  bookingMovedEmailed: 'Booking request of {name}: {status}. The email to {email} is in the outbox.',
  bookingNoAlternate: 'This request has no alternate slot',
  bookingAnsweredMeanwhile: 'Someone answered this booking request meanwhile: reload to see their answer',
  /** The same refusal for a script (an API token), which has no page to reload. */
  bookingAnsweredMeanwhileForScripts:
    'Someone answered this booking request meanwhile, so this answer was not made: read the request again to see its status now before you answer it.',
  bookingSlotOnlyToConfirm: 'A slot is chosen only to confirm a request',
  bookingMessageWithoutEmail:
    'A message is only sent with the email: choose to email the visitor, or clear it',
  noteNotFound: 'Note not found',
  /** The contact list's deleted view, empty; then the same with a search or a filter set. */
  noDeletedContacts: 'No deleted contacts.',
  noDeletedContactsMatch: 'No deleted contacts match these filters.',
  /** Editing a contact message (the visitor's words) instead of an admin's note. */
  contactMessageKept: 'A contact message stays as the visitor sent it: add a note instead',
  noteSaved: 'Note saved',
  editNoteFailed: 'Failed to save the note',
  /** Above the note as saved now, shown beside the text of an edit refused as stale. */
  noteSavedNow: 'The note as saved now:',
} as const;

/**
 * The CRM note of a contact message: its subject, the course it asks about if
 * any, its text, and the phone it gave when the contact keeps another one.
 */
export const contactNote = (
  subject: string,
  message: string,
  course?: string | null,
  phone?: string | null,
) =>
  `${subject}${course ? formatMessage(CRM_TEXT.contactNoteCourse, { course }) : ''}\n\n${message}${
    phone ? `\n\n${formatMessage(CRM_TEXT.contactNotePhone, { phone })}` : ''
  }`;

/** Names, email, phone, company, website, and the source. */
export const CONTACT_FIELD_MAX = 200;
/** A custom field's value: room for a short note, not a document. */
export const CUSTOM_FIELD_VALUE_MAX = 1_000;
/** A custom field's name: a label, as a column's header is. */
export const CUSTOM_FIELD_KEY_MAX = 100;
export const NOTE_MAX = 10_000;
export const CUSTOM_FIELDS_MAX = 50;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows written per transaction by an import. */
export const IMPORT_BATCH_SIZE = 500;

/** GET: the rows an import could not write, with their reasons, as CSV (admins only). */
export const IMPORT_ERRORS_CSV_PATH = '/api/crm/imports/:id/errors.csv';
export const importErrorsCsvHref = (importId: string) =>
  IMPORT_ERRORS_CSV_PATH.replace(':id', encodeURIComponent(importId));
/** Preview rows returned to the page, then as many rows with an error after them at most (the counts cover every row). */
export const IMPORT_PREVIEW_ROWS = 200;

/** The back-office's words for cancelling a running import (cancelCrmImport). */
export const IMPORT_CANCEL_TEXT = {
  button: 'Cancel import',
  title: 'Cancel this import?',
  body: 'It stops after the batch of rows it is writing. The contacts imported so far stay; you can undo them afterwards.',
  confirm: 'Cancel import',
  busy: 'Cancelling...',
  keep: 'Keep importing',
  /** The result's title once stopped. */
  done: 'Import cancelled',
  badge: 'Cancelled',
} as const;

/** The name of the table of what each row of an import does (its caption, and the region it slides in). */
export const IMPORT_PREVIEW_CAPTION = 'What each row will do';

export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  companyUrl: string;
};

const limited = maxLength(CONTACT_FIELD_MAX);

export const CONTACT_FORM_RULES: Partial<Record<keyof ContactFormValues, Rule[]>> = {
  firstName: [required(VALIDATION.firstNameRequired), limited],
  lastName: [required(VALIDATION.lastNameRequired), limited],
  email: [validateEmail, limited],
  phone: [validateAdminPhone, limited],
  company: [limited],
  companyUrl: [validateCompanyWebsite, limited],
};

/** A contact's source (a label such as "Referral"), limited like its other fields. */
export const validateContactSource: Rule = limited;

/** A custom field's value over CUSTOM_FIELD_VALUE_MAX: the import's message, naming no key (its column does). */
export const validateCustomFieldValue: Rule = maxLength(CUSTOM_FIELD_VALUE_MAX);

/** Whether a custom field's name is over CUSTOM_FIELD_KEY_MAX. */
export const customFieldKeyTooLong = (key: string) => characterCount(key) > CUSTOM_FIELD_KEY_MAX;

/** The first 40 characters of a long name and an ellipsis: enough to find it, short enough for a message. */
const shortKey = (key: string) => {
  const characters = Array.from(key);
  return characters.length > 40 ? `${characters.slice(0, 40).join('')}…` : key;
};

/** The first message per field of the admin contact form, empty when valid. */
export function validateContactForm(
  values: ContactFormValues,
): Partial<Record<keyof ContactFormValues, string>> {
  return validateFields(values, CONTACT_FORM_RULES);
}

/** A company website as stored: the domain, without protocol, leading www. or trailing slashes. */
export function cleanCompanyUrl(value: string | null | undefined): string | null {
  const cleaned = value ? cleanWebsite(value) : '';
  return cleaned === '' ? null : cleaned.toLowerCase();
}

/** Values as stored: trimmed, email lower-cased, website to a domain, blanks as null. */
export function normalizeContact(values: ContactFormValues): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyUrl: string | null;
} {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normalizeEmail(values.email),
    phone: values.phone.trim() || null,
    company: values.company.trim() || null,
    companyUrl: cleanCompanyUrl(values.companyUrl),
  };
}

export type CustomField = { key: string; value: string };

/** Custom fields as stored (a JSON object) as the list the API gives and takes. */
export const customFieldRows = (json: unknown): CustomField[] =>
  json && typeof json === 'object' && !Array.isArray(json)
    ? Object.entries(json as Record<string, unknown>).map(([key, value]) => ({
        key,
        value: String(value ?? ''),
      }))
    : [];

/**
 * Custom fields as stored: trimmed keys and values, rows with an empty key and
 * value dropped; or the message for a row without a name, or with too long a name or value.
 */
export function cleanCustomFields(rows: readonly CustomField[]): Record<string, string> | string {
  const result: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key && !value) continue;
    if (!key) return CRM_TEXT.customFieldKeyRequired;
    if (customFieldKeyTooLong(key))
      return formatMessage(CRM_TEXT.customFieldKeyTooLong, {
        key: shortKey(key),
        count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
      });
    if (validateCustomFieldValue(value))
      return formatMessage(CRM_TEXT.customFieldTooLong, {
        key,
        count: plural(CUSTOM_FIELD_VALUE_MAX, 'character'),
      });
    result[key] = value;
  }
  return result;
}

/** A note may be added only when it has some text. */
export const validateNote: Rule = (value) => (value.trim() === '' ? CRM_TEXT.noteEmpty : null);

/** A note may be saved only with some text; the message speaks of saving, not adding. */
export const validateEditedNote: Rule = (value) => (value.trim() === '' ? CRM_TEXT.editedNoteEmpty : null);

// ---------------------------------------------------------------- CSV

/** Contact fields a CSV column can fill, with their export headers. */
export const CSV_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  companyUrl: 'Company website',
  status: 'Status',
  source: 'Source',
  lastContactDate: 'Last contact',
} as const;
export type CsvField = keyof typeof CSV_FIELDS;

/** Export-only columns, after the fields. */
export const CSV_EXTRA_HEADERS = { createdAt: 'Created' } as const;

/**
 * What the export's date columns say after their name: their date-times
 * (2026-12-06 07:00:00, which spreadsheets read as dates) are in UTC, the one
 * zone every reader of the file and every server reads the same.
 */
export const CSV_UTC_SUFFIX = ' (UTC)';
/** The export's header of a date column: "Last contact (UTC)". */
export const csvDateHeader = (name: string) => `${name}${CSV_UTC_SUFFIX}`;

export const IMPORT_MODES = ['createOnly', 'updateOnly', 'createOrUpdate'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** How an import's messages name a column: its header as written in the file, else its number. */
export const importColumnName = (headers: readonly string[], index: number): string => {
  const header = (headers[index] ?? '').trim();
  return header ? `“${header}”` : String(index + 1);
};

/** Where a column goes: a contact field, a custom field of that name, or nowhere. */
export type ColumnTarget = { field: CsvField } | { custom: string } | { ignore: true };

/**
 * A header as compared with the synonyms: accents off (Prénom, Téléfono),
 * ß as ss, small letters, and only letters and digits (E-Mail, e_mail).
 */
const compact = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

/**
 * The headers each field is recognised by (compared as `compact` writes
 * them), in English, German, French and Spanish, as address books, CRMs and
 * spreadsheets name their columns; a header not listed becomes a custom field.
 */
export const CSV_HEADER_SYNONYMS: Record<CsvField, readonly string[]> = {
  firstName: [
    ...['firstname', 'first', 'givenname', 'forename'],
    ...['vorname', 'rufname'],
    ...['prenom'],
    ...['nombre', 'nombrepila'],
  ],
  lastName: [
    ...['lastname', 'last', 'surname', 'familyname'],
    ...['nachname', 'familienname', 'zuname'],
    ...['nom', 'nomdefamille'],
    ...['apellido', 'apellidos'],
  ],
  email: [
    ...['email', 'emailaddress', 'mail'],
    ...['emailadresse', 'mailadresse'],
    ...['courriel', 'adresseemail', 'adressemail', 'adressecourriel'],
    ...['correo', 'correoelectronico', 'direcciondecorreo', 'direcciondecorreoelectronico'],
  ],
  phone: [
    ...[
      'phone',
      'phonenumber',
      'telephone',
      'mobile',
      'tel',
      'telno',
      'mobilephone',
      'mobilenumber',
      'cellphone',
    ],
    ...[
      'telefon',
      'telefonnummer',
      'handy',
      'handynummer',
      'mobil',
      'mobilnummer',
      'mobiltelefon',
      'rufnummer',
    ],
    ...['numerodetelephone', 'portable', 'telephoneportable'],
    ...['telefono', 'numerodetelefono', 'movil', 'celular'],
  ],
  company: [
    ...['company', 'organization', 'organisation'],
    ...['firma', 'unternehmen', 'firmenname'],
    ...['entreprise', 'societe'],
    ...['empresa', 'compania', 'organizacion'],
  ],
  companyUrl: [
    ...['companywebsite', 'companyurl', 'website', 'url', 'domain', 'web', 'site', 'webpage', 'homepage'],
    ...['websiteurl', 'webaddress'],
    ...['webseite', 'internetseite', 'internetadresse', 'firmenwebsite'],
    ...['siteweb', 'siteinternet'],
    ...['sitioweb', 'paginaweb'],
  ],
  status: ['status', 'statut', 'estado'],
  source: ['source', 'quelle', 'herkunft', 'origine', 'fuente', 'origen'],
  lastContactDate: [
    ...['lastcontact', 'lastcontactdate'],
    ...['letzterkontakt'],
    ...['derniercontact'],
    ...['ultimocontacto'],
  ],
};

const HEADER_ALIASES = new Map(
  Object.entries(CSV_HEADER_SYNONYMS).flatMap(([field, names]) =>
    names.map((name) => [name, field as CsvField] as const),
  ),
);

/**
 * Detects what each header means: a known field (by its export header or a
 * synonym, CSV_HEADER_SYNONYMS), otherwise a custom field of the header's name. A field is
 * taken by its first column only; `created` (an export column) is ignored.
 * A date column's "(UTC)" (csvDateHeader) is not part of its name.
 */
export function detectColumns(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<CsvField>();
  return headers.map((header) => {
    // An export's "Last contact (UTC)" is its "Last contact".
    const key = compact(header.trim().replace(/\(utc\)$/i, ''));
    if (key === '' || key === 'created' || key === 'createdat') return { ignore: true };
    const field = HEADER_ALIASES.get(key);
    if (field && !taken.has(field)) {
      taken.add(field);
      return { field };
    }
    return field ? { ignore: true } : { custom: header.trim() };
  });
}
