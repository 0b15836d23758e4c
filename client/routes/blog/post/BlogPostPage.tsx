// Blog post: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogPostPage() {
  return <PageHeading title="Blog post" />;
}
