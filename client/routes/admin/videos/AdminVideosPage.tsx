// Videos: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AdminVideosPage() {
  return <PageHeading title="Videos" />;
}
