// The 'Contact Us' dialog: the message is stored in the CRM (contact upserted,
// note added) and its notification queued, all before answering.

import { type ContactMessageValues, validateContactMessage } from '../../../domain/conversion';
import { CRM_WEBSITE_SOURCE } from '../../../domain/crm/contacts';
import { contactNote } from '../../../domain/crm/messages';
import { paths } from '../../../domain/shared/paths';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { samePhone, upsertCrmContact } from '../crm/contacts';
import { announceQueued, queueEmail } from '../outbox/queue';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { enforceRateLimit, isHoneypotFilled, submissionKeyOf, trimValues } from '../submissions/policy';
import { storeSubmission } from '../submissions/store';

export type ContactMessageInput = Omit<ContactMessageValues, 'phone'> & {
  phone?: string | null;
  honeypot?: string | null;
  submissionKey?: string | null;
  /** The course asked about (its page's 'Ask about this course'). */
  courseId?: GlobalId | null;
};

/**
 * The course a message asks about, as the note and email name it ("“Title” (address)"): a
 * published one only, and none for an id that is not one, so a stale page never loses the message.
 */
async function courseAskedAbout(context: Context, courseId: GlobalId | null | undefined) {
  const id = courseId ? rowIdOf(courseId, 'Course') : null;
  const course = id
    ? await context.prisma.course.findFirst({
        where: { id, isPublished: true },
        select: { title: true, slug: true },
      })
    : null;
  return course && `“${course.title}” (${context.config.publicUrl}${paths.course(course.slug)})`;
}

export async function sendContactMessage(context: Context, input: ContactMessageInput): Promise<void> {
  await enforceRateLimit(context, 'contact');
  if (isHoneypotFilled(context, 'contact', input.honeypot)) return;
  const values = trimValues<ContactMessageValues>({ ...input, phone: input.phone ?? '' });
  ValidationError.throwIf(validateContactMessage(values));
  // One moment for every row the message writes: its key, contact, note and email.
  const now = context.services.clock.now();
  const key = submissionKeyOf('contact', input.submissionKey, now);
  const course = await courseAskedAbout(context, input.courseId);

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
            note: contactNote(
              values.subject,
              values.message,
              course,
              values.phone && contact.phone && !samePhone(values.phone, contact.phone) ? values.phone : null,
            ),
            createdAt: now,
            updatedAt: now,
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
              ...(course ? { course } : {}),
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
