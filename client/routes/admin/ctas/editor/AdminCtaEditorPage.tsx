// Edit call to action: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminCtaEditorPage() {
  return <PageHeading title="Edit call to action" />;
}
