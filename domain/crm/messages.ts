// The CRM's words that the spec does not give (contacts, notes, imports,
// exports, booking requests), and the note a contact message is stored as.
import { formatMessage } from '../shared/messages';

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
  /** The CSV export's `deleted` parameter is neither true nor false. */
  unknownDeletedParameter: 'Unknown deleted "{deleted}": use true (the deleted contacts) or false',
  /** The CSV export's `id` parameter is not a contact's global id. */
  invalidContactIdParameter: 'Invalid contact id "{id}": use the id the API gave (CrmContact.id)',
  emailTaken: 'A contact with this email already exists',
  /** Under emailTaken on the contact editor's email: the link to the contact that has it. */
  openEmailHolder: 'Open the contact with this email',
  /** Creating a contact whose email belongs to a deleted one. */
  emailDeleted: 'A deleted contact has this email. Restore it instead of creating a new one.',
  deleted: 'Contact deleted',
  /** A deleted contact's own page (and its notes page, which leads there). */
  deletedTitle: 'This contact is deleted',
  deletedLead: 'Restore it to edit it and see its history.',
  restored: 'Contact restored',
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  saved: 'Contact saved',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  conflictSubject: 'This contact',
  /**
   * A contact's conflict (CONTENT.conflictByUnknown's place) when no admin is recorded for the
   * other change: visitors' requests and imports change contacts too. `{what}`, `{when}` as there.
   */
  conflictByNoAdmin:
    '{what} was changed at {when}, after you opened it: by you in another tab or window, by another admin, by a visitor’s request or by an import. Your changes were not saved, so nothing was overwritten: copy what you want to keep, reload to see the latest version, then make your changes again.',
  /** The same in a delete's words (CONTENT.deleteConflictByUnknown's place). */
  deleteConflictByNoAdmin:
    '{what} was changed at {when}, after you opened it (by you in another tab or window, by another admin, by a visitor’s request or by an import), so it was not deleted. Look at it as it is now, then delete it again if you still mean to.',
  /**
   * What a bulk delete's conflict names (CONTENT.deleteConflict's `{what}`): the selected contact
   * changed since it was shown; `{name}` its name now.
   */
  selectedConflictSubject: 'The contact “{name}”',
  /** After a bulk delete's conflict: it deleted none of them. */
  selectionNotDeleted: 'None of the selected contacts was deleted.',
  /**
   * A bulk delete's conflict for a script (CONTENT.deleteConflictForScripts's place): the version
   * goes in `expectedVersions`, at the contact's place among the ids. `{what}`, `{when}`,
   * `{version}` as there; `{position}`: the contact's place in `ids`, from 1.
   */
  bulkDeleteConflictForScripts:
    '{what} was changed at {when} (version {version}), after the version this delete was made from, so it was not deleted. Read it again and, if you still mean to delete it, send the delete with that contact’s version {version} in expectedVersions (position {position}, the place of its id in ids).',
  /**
   * A bulk delete's version newer than the contact's (CONTENT.versionNeverSaved's place): `{what}`,
   * `{when}`, `{version}`, `{expected}` as there; `{position}` as in bulkDeleteConflictForScripts.
   */
  bulkVersionNeverSaved:
    '{what} is at version {version} (saved at {when}) and was never at version {expected}, the version sent for it in expectedVersions (position {position}, the place of its id in ids), so it was not deleted. Read it again and send its version {version} there.',
  /** A bulk delete's `expectedVersions` does not give one version per id. */
  expectedVersionsMismatch: 'Give one version per id, in the same order as ids',
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
  /** The contact list, empty; then the same with a search or a filter set. */
  noContacts: 'No contacts yet.',
  noContactsMatch: 'No contacts match these filters.',
  /** The contact list's actions on the selected contacts. */
  bulk: {
    markCustomer: 'Mark as customer',
    markProspect: 'Mark as prospect',
    exportSelected: 'Export selected',
    deleteSelected: 'Delete selected',
  },
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
