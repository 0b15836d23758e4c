// Thank you: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function ThankYouPage() {
  return <PageHeading title="Thank you" />;
}
