// Dashboard: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminDashboardPage() {
  return <PageHeading title="Dashboard" />;
}
