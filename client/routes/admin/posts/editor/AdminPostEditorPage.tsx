// Edit post: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminPostEditorPage() {
  return <PageHeading title="Edit post" />;
}
