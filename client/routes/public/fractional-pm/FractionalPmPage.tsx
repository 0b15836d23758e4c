// Fractional Product Management: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function FractionalPmPage() {
  return (
    <PageHeading title="Fractional Product Management" lead="Senior product leadership, a few days a week." />
  );
}
