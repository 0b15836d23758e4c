// Courses: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function CoursesPage() {
  return <PageHeading title="Courses" lead="Hands-on AI training for product teams, leaders and builders." />;
}
