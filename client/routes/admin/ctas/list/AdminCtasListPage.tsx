// Calls to action: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminCtasListPage() {
  return <PageHeading title="Calls to action" />;
}
