// Timeline: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function TimelinePage() {
  return <PageHeading title="Timeline" lead="How we got here." />;
}
