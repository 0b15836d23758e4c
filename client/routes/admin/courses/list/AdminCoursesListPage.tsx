// Courses: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminCoursesListPage() {
  return <PageHeading title="Courses" />;
}
