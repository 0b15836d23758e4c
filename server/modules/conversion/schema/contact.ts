// The 'Contact Us' dialog's mutation: stores the message in the CRM (contact
// upserted, note added) and queues the notification, all before answering.
import { CRM_WEBSITE_SOURCE } from '../../../../domain/constants';
import { type ContactMessageValues, validateContactMessage } from '../../../../domain/conversion';
import { builder, PUBLIC } from '../../../builder';
import { RateLimitError, ValidationError } from '../../../errors';
import { storeSubmission, upsertCrmContact } from '../../crm/contacts';
import { announceQueued, queueEmail } from '../../outbox/queue';
import { enforceRateLimit, isHoneypotFilled } from '../../submissions/policy';
import { SubmissionReceived, trimValues } from '../../submissions/schema/submission';

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    subject: t.string({
      required: true,
      description: 'One of the contact subjects; General Inquiry by default.',
    }),
    message: t.string({ required: true }),
    honeypot: t.string({ description: 'The hidden field bots fill in; people leave it empty.' }),
  }),
});

/** The CRM note of a contact message: its subject and text. */
export const contactNote = (subject: string, message: string) => `${subject}\n\n${message}`;

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    ...PUBLIC,
    type: SubmissionReceived,
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      enforceRateLimit(context, 'contact');
      if (isHoneypotFilled(context, 'contact', input.honeypot)) return { received: true };
      const values = trimValues<ContactMessageValues>({ ...input, phone: input.phone ?? '' });
      ValidationError.throwIf(validateContactMessage(values));

      const now = context.services.clock.now();
      const fullName = `${values.firstName} ${values.lastName}`;
      const queued = await storeSubmission(context.prisma, context.services.log, {
        crm: async (tx) => {
          const contact = await upsertCrmContact(tx, { ...values, source: CRM_WEBSITE_SOURCE, now });
          await tx.crmContactNote.create({
            data: {
              contactId: contact.id,
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
      });
      announceQueued(context.services, queued);
      return { received: true };
    },
  }),
}));
