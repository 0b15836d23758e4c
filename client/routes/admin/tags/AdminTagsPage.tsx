// Tags: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminTagsPage() {
  return <PageHeading title="Tags" />;
}
