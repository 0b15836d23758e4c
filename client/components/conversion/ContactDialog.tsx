// The 'Contact Us' dialog (SPEC §2, §5): the spec's fields and messages,
// validated in the browser and again on the server; closes 2 s after success.
import { graphql, useMutation } from 'react-relay/hooks';
import { type ContactSubject, emptyContactMessage, validateContactMessage } from '../../../domain/conversion';
import { CONTACT } from '../../../domain/shared/messages';
import type { ContactDialogSendMutation } from '../../__generated__/ContactDialogSendMutation.graphql';
import { type AskedCourse, AskedCourseNote } from './AskedCourse';
import { ContactFields } from './ContactFields';
import { SubmissionDialog, useSubmissionForm } from './submission';

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
      <ContactFields field={field} />
    </SubmissionDialog>
  );
}
