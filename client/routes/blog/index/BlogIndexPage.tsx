// Blog: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function BlogIndexPage() {
  return <PageHeading title="Blog" lead="Notes on AI, product management and building with both." />;
}
