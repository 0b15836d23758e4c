// Contacts: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminContactsPage() {
  return <PageHeading title="Contacts" />;
}
