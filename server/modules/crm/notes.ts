// Notes on a contact: added and edited by admins (never empty), soft-deleted.
// A contact message is the visitor's words: it is kept as it was sent.
import { CRM_TEXT, NOTE_MAX, validateEditedNote, validateNote } from '../../../domain/crm';
import { CRM, tooLongMessage } from '../../../domain/shared/messages';
import type { Rule } from '../../../domain/shared/validation';
import type { Context } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf, rowIdOrNotFound } from '../shared/ids';

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
    data: { contactId, note: text.trim(), createdAt: context.services.clock.now() },
    select: { id: true },
  });
  return note.id;
}

export async function deleteNote(context: Context, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'CrmNote');
  const { count } = id
    ? await context.prisma.crmContactNote.updateMany({
        where: { id, deleted: false },
        data: { deleted: true },
      })
    : { count: 0 };
  if (!id || count === 0) throw new NotFoundError(CRM_TEXT.noteNotFound);
  return id;
}

/** Rewrites an admin's note, keeping its date; a contact message is refused. */
export async function editNote(context: Context, globalId: GlobalId, text: string): Promise<string> {
  checkNote(text, validateEditedNote);
  const id = rowIdOf(globalId, 'CrmNote');
  const note = id
    ? await context.prisma.crmContactNote.findFirst({
        where: { id, deleted: false, contact: { deleted: false } },
        select: { kind: true },
      })
    : null;
  if (!id || !note) throw new NotFoundError(CRM_TEXT.noteNotFound);
  if (note.kind !== 'note')
    throw new ValidationError([{ field: 'note', message: CRM_TEXT.contactMessageKept }]);
  // Deleted meanwhile: not brought back by the edit.
  const { count } = await context.prisma.crmContactNote.updateMany({
    where: { id, deleted: false },
    data: { note: text.trim() },
  });
  if (count === 0) throw new NotFoundError(CRM_TEXT.noteNotFound);
  return id;
}
