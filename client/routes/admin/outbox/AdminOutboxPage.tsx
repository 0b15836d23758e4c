// Email outbox: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminOutboxPage() {
  return <PageHeading title="Email outbox" />;
}
