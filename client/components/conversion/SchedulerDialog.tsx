// The scheduler dialog: the 30-minute event's scheduling page in month view
// (SCHEDULER_URL). Without one, it says so and offers a booking request.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CONTACT } from '../../../domain/shared/messages';
import type { SchedulerDialogQuery } from '../../__generated__/SchedulerDialogQuery.graphql';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';

export default function SchedulerDialog({
  onClose,
  onRequestBooking,
  onContact,
}: {
  onClose: () => void;
  onRequestBooking: () => void;
  onContact: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Book a 30-Minute Call" className="max-w-3xl">
      <Suspense fallback={<Spinner className="h-40" label="Loading the calendar…" />}>
        <SchedulerContent onRequestBooking={onRequestBooking} onContact={onContact} />
      </Suspense>
    </Dialog>
  );
}

function SchedulerContent({
  onRequestBooking,
  onContact,
}: {
  onRequestBooking: () => void;
  onContact: () => void;
}) {
  const { conversionSettings } = useLazyLoadQuery<SchedulerDialogQuery>(
    graphql`
      query SchedulerDialogQuery {
        conversionSettings {
          schedulerUrl
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (conversionSettings.schedulerUrl) {
    return (
      <iframe
        title="Scheduling calendar"
        src={conversionSettings.schedulerUrl}
        className="h-[70vh] min-h-[480px] w-full rounded-md border border-slate-200"
      />
    );
  }
  return (
    <div className="space-y-4">
      <Alert tone="info">{CONTACT.schedulerUnavailable}</Alert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onContact}>
          Send a message
        </Button>
        <Button onClick={onRequestBooking} data-autofocus>
          Request a consultation
        </Button>
      </div>
    </div>
  );
}
