// The 'Contact Us' dialog: the message is stored in the CRM (contact upserted,
// note added) and its notification queued, all before answering.

import { type ContactMessageValues, validateContactMessage } from '../../../domain/conversion';
import { CRM_WEBSITE_SOURCE } from '../../../domain/crm';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { upsertCrmContact } from '../crm/contacts';
import { announceQueued, queueEmail } from '../outbox/queue';
import { enforceRateLimit, isHoneypotFilled, submissionKeyOf, trimValues } from '../submissions/policy';
import { storeSubmission } from '../submissions/store';

export type ContactMessageInput = Omit<ContactMessageValues, 'phone'> & {
  phone?: string | null;
  honeypot?: string | null;
  submissionKey?: string | null;
};

/** The CRM note of a contact message: its subject and text. */
export const contactNote = (subject: string, message: string) => `${subject}\n\n${message}`;

export async function sendContactMessage(context: Context, input: ContactMessageInput): Promise<void> {
  await enforceRateLimit(context, 'contact');
  if (isHoneypotFilled(context, 'contact', input.honeypot)) return;
  const values = trimValues<ContactMessageValues>({ ...input, phone: input.phone ?? '' });
  ValidationError.throwIf(validateContactMessage(values));
  const key = submissionKeyOf(context, 'contact', input.submissionKey);

  const now = context.services.clock.now();
  const fullName = `${values.firstName} ${values.lastName}`;
  const queued = await storeSubmission(
    context.prisma,
    context.services.log,
    {
      crm: async (tx) => {
        const contact = await upsertCrmContact(tx, { ...values, source: CRM_WEBSITE_SOURCE, now });
        await tx.crmContactNote.create({
          data: {
            contactId: contact.id,
            kind: 'contact_message',
            note: contactNote(values.subject, values.message),
            createdAt: now,
          },
        });
        return contact.id;
      },
      store: (tx, contactId) =>
        queueEmail(
          tx,
          {
            template: 'contact_notification',
            to: context.config.mail.contactInbox,
            contactId,
            data: {
              from_name: fullName,
              from_email: values.email,
              phone_number: values.phone,
              inquiry_type: values.subject,
              message_content: values.message,
            },
          },
          now,
        ),
    },
    key,
  );
  // null: sent before (its answer was lost), and stored then.
  if (queued) announceQueued(context.services, queued);
}
