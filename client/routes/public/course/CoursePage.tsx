// Course: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function CoursePage() {
  return <PageHeading title="Course" />;
}
