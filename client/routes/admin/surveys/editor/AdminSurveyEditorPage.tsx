// Edit survey: placeholder until its screen is built.
import { PageHeading } from '../../../../components/PageHeading';

export default function AdminSurveyEditorPage() {
  return <PageHeading title="Edit survey" />;
}
