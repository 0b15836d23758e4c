// Surveys: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminSurveysListPage() {
  return <PageHeading title="Surveys" />;
}
