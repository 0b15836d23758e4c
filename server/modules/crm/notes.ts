// Notes on a contact: added and edited by admins (never empty), soft-deleted.
// A contact message is the visitor's words: it is kept as it was sent. An
// edit names the version it was made from, as every admin save does, so two
// admins (or two tabs) never overwrite each other's words.
import { NOTE_MAX, validateEditedNote, validateNote } from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CRM, tooLongMessage } from '../../../domain/shared/messages';
import type { Rule } from '../../../domain/shared/validation';
import type { Context } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOrNotFound } from '../shared/ids';
import {
  deleteAtVersion,
  firstVersion,
  LAST_SAVE,
  newVersion,
  saveAtVersion,
  type VersionedRow,
} from '../shared/saves';

/** Refuses an empty note (with the message of adding or of editing), or one over NOTE_MAX. */
function checkNote(text: string, rule: Rule = validateNote): void {
  const message = rule(text) ?? (text.trim().length > NOTE_MAX ? tooLongMessage(NOTE_MAX) : null);
  if (message) throw new ValidationError([{ field: 'note', message }]);
}

export async function addNote(context: Context, contactGlobalId: GlobalId, text: string): Promise<string> {
  const contactId = rowIdOrNotFound(contactGlobalId, 'CrmContact', CRM.notFound);
  checkNote(text);
  const contact = await context.prisma.crmContact.findFirst({
    where: { id: contactId, deleted: false },
    select: { id: true },
  });
  if (!contact) throw new NotFoundError(CRM.notFound);
  const note = await context.prisma.crmContactNote.create({
    data: { contactId, note: text.trim(), ...firstVersion(context) },
    select: { id: true },
  });
  return note.id;
}

/** A note as an edit or a delete made from a version reads it (see saveAtVersion). */
const noteRow = (context: Context, id: string): VersionedRow => ({
  what: CRM_TEXT.noteConflictSubject,
  notFound: CRM_TEXT.noteNotFound,
  lastSave: () =>
    context.prisma.crmContactNote.findFirst({
      where: { id, deleted: false, contact: { deleted: false } },
      select: LAST_SAVE,
    }),
});

/**
 * Soft-deletes a note. With `expectedVersion` (the back-office sends the
 * version it shows), a note edited since is refused (ConflictError), so
 * nobody deletes words they never saw; without it, a script deletes the
 * note as it is now.
 */
export async function deleteNote(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number | null = null,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'CrmNote', CRM_TEXT.noteNotFound);
  const data = { deleted: true, ...newVersion(context) };
  if (expectedVersion !== null) {
    await deleteAtVersion(context, noteRow(context, id), expectedVersion, () =>
      context.prisma.crmContactNote.updateMany({
        where: { id, deleted: false, version: expectedVersion },
        data,
      }),
    );
    return id;
  }
  const { count } = await context.prisma.crmContactNote.updateMany({ where: { id, deleted: false }, data });
  if (count === 0) throw new NotFoundError(CRM_TEXT.noteNotFound);
  return id;
}

/**
 * Rewrites an admin's note over the version the edit started from (see
 * saveAtVersion: a note saved since is refused, never overwritten), keeping
 * its date; a contact message is refused.
 */
export async function editNote(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
  text: string,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'CrmNote', CRM_TEXT.noteNotFound);
  const check = async () => {
    checkNote(text, validateEditedNote);
    const note = await context.prisma.crmContactNote.findUniqueOrThrow({
      where: { id },
      select: { kind: true },
    });
    if (note.kind !== 'note')
      throw new ValidationError([{ field: 'note', message: CRM_TEXT.contactMessageKept }]);
  };
  // Deleted meanwhile (or its contact): not brought back by the edit.
  await saveAtVersion(context, noteRow(context, id), expectedVersion, check, () =>
    context.prisma.crmContactNote.updateMany({
      where: { id, deleted: false, version: expectedVersion, contact: { deleted: false } },
      data: { note: text.trim(), ...newVersion(context) },
    }),
  );
  return id;
}
