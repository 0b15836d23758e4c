// Course outline: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function CourseOutlinePage() {
  return <PageHeading title="Course outline" lead="What each course covers, module by module." />;
}
