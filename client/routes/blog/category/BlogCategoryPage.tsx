// Category: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogCategoryPage() {
  return <PageHeading title="Category" />;
}
