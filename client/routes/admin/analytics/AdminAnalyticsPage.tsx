// Analytics: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminAnalyticsPage() {
  return <PageHeading title="Analytics" />;
}
