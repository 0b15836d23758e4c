// Course tags: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminCourseTagsPage() {
  return <PageHeading title="Course tags" />;
}
