// The 'Contact Us' dialog's mutation (../contact.ts holds the rules).
import { builder, PUBLIC } from '../../../builder';
import { RateLimitError, ValidationError } from '../../../errors';
import { SubmissionReceived } from '../../submissions/schema/submission';
import { sendContactMessage } from '../contact';

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
    courseId: t.globalID({
      description:
        "The course asked about (its page's 'Ask about this course'): named in the CRM note and the email. One that is not published is left out; the message is kept.",
    }),
    submissionKey: t.string({
      description:
        'A UUID the form makes for this submission and sends again with each retry of it: a key already received is answered as received, and not stored twice.',
    }),
  }),
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    ...PUBLIC,
    type: SubmissionReceived,
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      await sendContactMessage(context, input);
      return { received: true };
    },
  }),
}));
