// Contact: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function ContactPage() {
  return <PageHeading title="Contact" lead="Tell us what you are working on." />;
}
