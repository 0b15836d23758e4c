// Authors: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogAuthorsPage() {
  return <PageHeading title="Authors" />;
}
