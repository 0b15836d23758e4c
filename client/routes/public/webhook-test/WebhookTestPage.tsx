// Slack webhook test: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function WebhookTestPage() {
  return <PageHeading title="Slack webhook test" lead="Internal tool." />;
}
