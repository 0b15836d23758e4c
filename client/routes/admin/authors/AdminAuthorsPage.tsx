// Authors: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminAuthorsPage() {
  return <PageHeading title="Authors" />;
}
