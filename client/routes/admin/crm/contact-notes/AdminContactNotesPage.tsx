// Contact notes: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminContactNotesPage() {
  return <PageHeading title="Contact notes" />;
}
