// Survey: placeholder until its screen is built.
import { PageHeading } from '../../../components/PageHeading';

export default function SurveyTakePage() {
  return <PageHeading title="Survey" />;
}
