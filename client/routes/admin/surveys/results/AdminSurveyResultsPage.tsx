// Survey results: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminSurveyResultsPage() {
  return <PageHeading title="Survey results" />;
}
