// Surveys: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function SurveyListPage() {
  return <PageHeading title="Surveys" lead="Short surveys that help us tailor our advice." />;
}
