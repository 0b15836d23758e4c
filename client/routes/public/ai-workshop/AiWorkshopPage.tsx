// AI Workshop: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function AiWorkshopPage() {
  return (
    <PageHeading
      title="AI Workshop"
      lead="A practical, one-day workshop that gets your team shipping with AI."
    />
  );
}
