// Notes on a contact: added by admins (never empty), soft-deleted.
import { CRM_TEXT, NOTE_MAX, validateNote } from '../../../domain/crm';
import { CRM, tooLongMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf, rowIdOrNotFound } from '../shared/ids';

export async function addNote(context: Context, contactGlobalId: GlobalId, text: string): Promise<string> {
  const contactId = rowIdOrNotFound(contactGlobalId, 'CrmContact', CRM.notFound);
  const message = validateNote(text) ?? (text.trim().length > NOTE_MAX ? tooLongMessage(NOTE_MAX) : null);
  if (message) throw new ValidationError([{ field: 'note', message }]);
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
