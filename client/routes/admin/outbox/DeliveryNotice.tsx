// Where email delivery stands, in one sentence shared by the dashboard and
// the outbox: not configured (messages wait), failures, messages waiting, or
// every email delivered.
import { graphql, useFragment } from 'react-relay/hooks';
import { deliverySummary } from '../../../../domain/outbox';
import type { DeliveryNotice_counts$key } from '../../../__generated__/DeliveryNotice_counts.graphql';
import { Alert } from '../../../components/Alert';

export function DeliveryNotice({ counts }: { counts: DeliveryNotice_counts$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveryNotice_counts on EmailOutboxCounts {
        pending
        sending
        sent
        failed
        deliveryConfigured
      }
    `,
    counts,
  );
  const { tone, text } = deliverySummary(data);
  return <Alert tone={tone}>{text}</Alert>;
}
