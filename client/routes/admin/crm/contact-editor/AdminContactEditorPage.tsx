// Contact: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminContactEditorPage() {
  return <PageHeading title="Contact" />;
}
