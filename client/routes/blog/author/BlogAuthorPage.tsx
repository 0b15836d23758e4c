// Author: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogAuthorPage() {
  return <PageHeading title="Author" />;
}
