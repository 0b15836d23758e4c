// About: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AboutPage() {
  return <PageHeading title="About" lead="Who we are and how we work." />;
}
