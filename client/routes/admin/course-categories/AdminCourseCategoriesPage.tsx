// Course categories: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminCourseCategoriesPage() {
  return <PageHeading title="Course categories" />;
}
