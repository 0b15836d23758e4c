// Posts: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminPostsListPage() {
  return <PageHeading title="Posts" />;
}
