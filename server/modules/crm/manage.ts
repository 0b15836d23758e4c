// What admins do to contacts: create, update (version-checked), soft delete,
// restore, and the bulk status change and delete. One contact per email
// among the contacts that are not deleted: the database enforces it (a
// partial unique index on lower(email)), and the same advisory lock as public
// submissions (lockContactEmail) turns a race into a clear message.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type ContactStatus,
  CUSTOM_FIELDS_MAX,
  type CustomField,
  cleanCustomFields,
  customFieldRows,
  normalizeContact,
  validateContactForm,
  validateContactSource,
} from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CRM, formatMessage, plural, VALIDATION } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf, rowIdOrNotFound } from '../shared/ids';
import {
  deleteAtVersion,
  firstVersion,
  keepingRequired,
  LAST_SAVE,
  newVersion,
  type PartialUpdate,
  refuseUnlessVersion,
  refuseUnlessVersions,
  saveAtVersion,
  type VersionedRow,
} from '../shared/saves';
import { lockContactEmail } from './contacts';

type Tx = Prisma.TransactionClient;

/**
 * A contact's conflict when no admin saved the other change: a visitor's
 * request that filled an empty field, or an import or its undo, may have.
 */
const CONTACT_CHANGED_BY_NO_ADMIN = {
  save: CRM_TEXT.conflictByNoAdmin,
  delete: CRM_TEXT.deleteConflictByNoAdmin,
};

/** Creating a contact whose email belongs to a deleted one: restore that one instead. */
export class DeletedContactExistsError extends Error {
  override name = 'DeletedContactExistsError';
  constructor(readonly contactId: string) {
    super(CRM_TEXT.emailDeleted);
  }
}

export type ContactInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  companyUrl?: string | null;
  status?: ContactStatus | null;
  source?: string | null;
  lastContactDate?: Date | null;
  customFields?: readonly CustomField[] | null;
};

/** What a contact cannot be without, with their messages: null for one is refused (keepingRequired). */
const REQUIRED_KEPT = {
  firstName: VALIDATION.firstNameRequired,
  lastName: VALIDATION.lastNameRequired,
  email: VALIDATION.emailRequired,
};

/** An update: every field may be left out (a script sends what it changes). */
export type ContactUpdate = PartialUpdate<ContactInput, keyof typeof REQUIRED_KEPT>;

/** The other fields an update leaving them out keeps (status and the last contact date are kept by `checked`). */
const KEPT_WHEN_LEFT_OUT = ['phone', 'company', 'companyUrl', 'source', 'customFields'] as const;
const KEPT_COLUMNS = Object.fromEntries(
  [...Object.keys(REQUIRED_KEPT), ...KEPT_WHEN_LEFT_OUT].map((key) => [key, true]),
) as Record<keyof typeof REQUIRED_KEPT | (typeof KEPT_WHEN_LEFT_OUT)[number], true>;

function checked(input: ContactInput) {
  const form = {
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    company: input.company ?? '',
    companyUrl: input.companyUrl ?? '',
  };
  const errors: Record<string, string | undefined> = { ...validateContactForm(form) };
  errors.source = validateContactSource(input.source ?? '') ?? undefined;
  const customFields = cleanCustomFields(input.customFields ?? []);
  if (typeof customFields === 'string') errors.customFields = customFields;
  else if (Object.keys(customFields).length > CUSTOM_FIELDS_MAX)
    errors.customFields = formatMessage(CRM_TEXT.customFieldsTooMany, {
      count: plural(CUSTOM_FIELDS_MAX, 'custom field'),
    });
  ValidationError.throwIf(errors);
  return {
    ...normalizeContact(form),
    ...(input.status ? { status: input.status } : {}),
    source: input.source?.trim() || null,
    // Left out, an update keeps the stored date: the outbox moves it when an
    // email reaches the contact, which an editor opened before cannot know.
    ...(input.lastContactDate !== undefined ? { lastContactDate: input.lastContactDate } : {}),
    customFields: customFields as Record<string, string>,
  };
}

/** A contact's email another (not deleted) contact has: its message, and that contact to link to. */
const emailTaken = (holderId: string) =>
  new ValidationError([
    { field: 'email', message: CRM_TEXT.emailTaken, existingId: encodeGlobalID('CrmContact', holderId) },
  ]);

async function emailHolder(tx: Tx, email: string, exceptId: string | null) {
  return tx.crmContact.findFirst({
    where: { email: { equals: email, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    orderBy: [{ deleted: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, deleted: true },
  });
}

export async function createContact(context: Context, input: ContactInput): Promise<string> {
  const values = checked(input);
  return context.prisma.$transaction(async (tx) => {
    await lockContactEmail(tx, values.email);
    const holder = await emailHolder(tx, values.email, null);
    if (holder && !holder.deleted) throw emailTaken(holder.id);
    if (holder) throw new DeletedContactExistsError(holder.id);
    const created = await tx.crmContact.create({
      data: { ...values, ...firstVersion(context) },
      select: { id: true },
    });
    return created.id;
  });
}

export async function updateContact(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
  input: ContactUpdate,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'CrmContact', CRM.notFound);
  await context.prisma.$transaction(async (tx) => {
    const row = contactRow(tx, id);
    const check = async () => {
      const values = checked(
        await keepingRequired(input, REQUIRED_KEPT, KEPT_WHEN_LEFT_OUT, async () => {
          const stored = await tx.crmContact.findUnique({
            where: { id },
            select: KEPT_COLUMNS,
          });
          return stored && { ...stored, customFields: customFieldRows(stored.customFields) };
        }),
      );
      await lockContactEmail(tx, values.email);
      const holder = await emailHolder(tx, values.email, id);
      if (holder && !holder.deleted) throw emailTaken(holder.id);
      return values;
    };
    await saveAtVersion(context, row, expectedVersion, check, (values) =>
      tx.crmContact.updateMany({
        where: { id, version: expectedVersion, deleted: false },
        data: { ...values, ...newVersion(context) },
      }),
    );
  });
  return id;
}

/**
 * The row ids of a bulk change's contacts, all of which exist and are not
 * deleted; otherwise nothing is changed and the refusal names the ids that
 * are not (one id alone gets the spec's 'Contact not found'). An empty list
 * is a ValidationError on `ids`: there is nothing to find.
 */
async function contactIds(tx: Tx, globalIds: readonly GlobalId[]): Promise<string[]> {
  if (globalIds.length === 0) throw new ValidationError([{ field: 'ids', message: CRM_TEXT.noContactIds }]);
  const rows = globalIds.map((globalId) => ({ globalId, id: rowIdOf(globalId, 'CrmContact') }));
  const ids = [...new Set(rows.flatMap(({ id }) => (id ? [id] : [])))];
  const found = new Set(
    (await tx.crmContact.findMany({ where: { id: { in: ids }, deleted: false }, select: { id: true } })).map(
      (row) => row.id,
    ),
  );
  const missing = [
    ...new Set(
      rows
        .filter(({ id }) => !id || !found.has(id))
        .map(({ globalId }) => encodeGlobalID(globalId.typename, globalId.id)),
    ),
  ];
  if (missing.length === 0) return ids;
  if (globalIds.length === 1) throw new NotFoundError(CRM.notFound);
  throw new NotFoundError(
    formatMessage(CRM_TEXT.contactsNotFound, {
      ids: missing.join(', '),
      them: missing.length === 1 ? 'it' : 'them',
    }),
  );
}

/** A contact as a save or a delete made from a version reads it (see saveAtVersion). */
const contactRow = (tx: Tx, id: string, what: string = CRM_TEXT.conflictSubject): VersionedRow => ({
  what,
  notFound: CRM.notFound,
  byNoAdmin: CONTACT_CHANGED_BY_NO_ADMIN,
  lastSave: () => tx.crmContact.findUnique({ where: { id, deleted: false }, select: LAST_SAVE }),
});

/**
 * Soft-deletes the contacts; every one must exist and not be deleted already.
 * With `expectedVersions` (one per id, in the same order: the back-office
 * sends the versions it shows), a contact changed since is refused as a
 * stale delete (deleteAtVersion), and none is deleted: one alone in the
 * words of its editor, one of several named; without them, a script deletes
 * the contacts as they are now.
 */
export async function deleteContacts(
  context: Context,
  globalIds: readonly GlobalId[],
  expectedVersions: readonly number[] | null = null,
  /** Sent as deleteCrmContacts (false: deleteCrmContact, whose version is `expectedVersion`). */
  bulk = true,
): Promise<string[]> {
  if (expectedVersions && expectedVersions.length !== globalIds.length)
    throw new ValidationError([{ field: 'expectedVersions', message: CRM_TEXT.expectedVersionsMismatch }]);
  // Before the contacts are looked for, as every save made from a version checks its version.
  if (expectedVersions && bulk) refuseUnlessVersions(expectedVersions);
  else if (expectedVersions) refuseUnlessVersion(expectedVersions[0]!);
  return context.prisma.$transaction(async (tx) => {
    const ids = await contactIds(tx, globalIds);
    const data = { deleted: true, ...newVersion(context) };
    if (expectedVersions) {
      // A bulk delete's conflict names the contact (as it is now: it waited for the save).
      const names =
        globalIds.length > 1
          ? new Map(
              (
                await tx.crmContact.findMany({
                  where: { id: { in: ids } },
                  select: { id: true, firstName: true, lastName: true },
                })
              ).map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]),
            )
          : null;
      for (const [index, globalId] of globalIds.entries()) {
        const id = rowIdOf(globalId, 'CrmContact')!;
        await deleteContactAtVersion(context, tx, id, expectedVersions[index]!, data, {
          name: names?.get(id) ?? null,
          position: bulk ? index + 1 : null,
        });
      }
      return ids;
    }
    const { count } = await tx.crmContact.updateMany({ where: { id: { in: ids }, deleted: false }, data });
    // Deleted by someone else since they were read: refused all the same.
    if (count !== ids.length) throw new NotFoundError(CRM.notFound);
    return ids;
  });
}

/**
 * One contact of deleteContacts, from its version; `name` (in a bulk delete
 * of several) is named by its conflict, which then says none of the others
 * was deleted; `position` (in a bulk delete: its place in `ids`, from 1) tells
 * a script where its version goes in `expectedVersions`.
 */
async function deleteContactAtVersion(
  context: Context,
  tx: Tx,
  id: string,
  expectedVersion: number,
  data: Prisma.CrmContactUpdateManyMutationInput,
  { name, position }: { name: string | null; position: number | null },
) {
  const what =
    name === null ? CRM_TEXT.conflictSubject : formatMessage(CRM_TEXT.selectedConflictSubject, { name });
  try {
    const row = contactRow(tx, id, what);
    if (position !== null) {
      // The version goes in expectedVersions, at the contact's place: both refusals say which.
      const at = { position: String(position) };
      row.deleteForScripts = formatMessage(CRM_TEXT.bulkDeleteConflictForScripts, at);
      row.versionNeverSaved = formatMessage(CRM_TEXT.bulkVersionNeverSaved, at);
    }
    await deleteAtVersion(context, row, expectedVersion, () =>
      tx.crmContact.updateMany({ where: { id, version: expectedVersion, deleted: false }, data }),
    );
  } catch (error) {
    if (name === null || !(error instanceof ConflictError)) throw error;
    throw new ConflictError(
      `${error.message} ${CRM_TEXT.selectionNotDeleted}`,
      error.currentVersion,
      error.laterSave,
    );
  }
}

/** Brings a deleted contact back, unless another contact took its email meanwhile. */
export async function restoreContact(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'CrmContact', CRM.notFound);
  await context.prisma.$transaction(async (tx) => {
    const contact = await tx.crmContact.findUnique({ where: { id }, select: { email: true, deleted: true } });
    if (!contact) throw new NotFoundError(CRM.notFound);
    if (!contact.deleted) return;
    await lockContactEmail(tx, contact.email);
    const holder = await emailHolder(tx, contact.email, id);
    if (holder && !holder.deleted) throw emailTaken(holder.id);
    await tx.crmContact.update({
      where: { id },
      data: { deleted: false, ...newVersion(context) },
    });
  });
  return id;
}

export async function setContactsStatus(
  context: Context,
  globalIds: readonly GlobalId[],
  status: ContactStatus,
): Promise<string[]> {
  return context.prisma.$transaction(async (tx) => {
    const ids = await contactIds(tx, globalIds);
    const { count } = await tx.crmContact.updateMany({
      where: { id: { in: ids }, deleted: false },
      data: { status, ...newVersion(context) },
    });
    if (count !== ids.length) throw new NotFoundError(CRM.notFound);
    return ids;
  });
}
