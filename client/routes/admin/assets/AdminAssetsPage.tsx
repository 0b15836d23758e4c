// Assets: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminAssetsPage() {
  return <PageHeading title="Assets" />;
}
