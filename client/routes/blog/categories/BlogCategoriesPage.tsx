// Categories: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogCategoriesPage() {
  return <PageHeading title="Categories" />;
}
