// Edit course: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminCourseEditorPage() {
  return <PageHeading title="Edit course" />;
}
