// The 'Contact Us' dialog (SPEC §2, §5): the spec's fields and messages,
// validated in the browser and again on the server; closes 2 s after success.
import { graphql, useMutation } from 'react-relay/hooks';
import {
  CONTACT_SUBJECTS,
  type ContactSubject,
  emptyContactMessage,
  FIELD_LIMITS,
  validateContactMessage,
} from '../../../domain/conversion';
import { CONTACT } from '../../../domain/shared/messages';
import type { ContactDialogSendMutation } from '../../__generated__/ContactDialogSendMutation.graphql';
import { SelectField, TextAreaField, TextField } from '../Field';
import { type AskedCourse, AskedCourseNote } from './AskedCourse';
import { EmailField, PhoneField, SubmissionDialog, useSubmissionForm } from './submission';

const sendMutation = graphql`
  mutation ContactDialogSendMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export default function ContactDialog({
  subject,
  course,
  onClose,
}: {
  subject?: ContactSubject;
  course?: AskedCourse;
  onClose: () => void;
}) {
  const [commit] = useMutation<ContactDialogSendMutation>(sendMutation);
  const form = useSubmissionForm({
    draft: 'contact',
    initial: () => emptyContactMessage(subject),
    validate: validateContactMessage,
    failed: CONTACT.sendFailed,
    onClose,
    send: (values, sent, { onCompleted, onError }) =>
      commit({
        variables: {
          input: { ...values, phone: values.phone || null, courseId: course?.id ?? null, ...sent },
        },
        onCompleted: ({ sendContactMessage }) => onCompleted(sendContactMessage),
        onError,
      }),
  });
  const { field } = form;

  return (
    <SubmissionDialog title="Contact Us" sent={CONTACT.sent} submitLabel="Send Message" form={form}>
      {course ? <AskedCourseNote course={course} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          limit={FIELD_LIMITS.name}
          data-autofocus
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          limit={FIELD_LIMITS.name}
          {...field('lastName')}
        />
      </div>
      <EmailField {...field('email')} />
      <PhoneField {...field('phone')} />
      <SelectField label="Subject" options={CONTACT_SUBJECTS} {...field('subject')} />
      <TextAreaField label="Message" required rows={5} limit={FIELD_LIMITS.message} {...field('message')} />
    </SubmissionDialog>
  );
}
