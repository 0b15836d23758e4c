// The survey builder: a new survey, or an existing one by the id in the address.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { SURVEY_BUILDER } from '../../../../../domain/surveys/builder';
import type { AdminSurveyEditorPageQuery } from '../../../../__generated__/AdminSurveyEditorPageQuery.graphql';
import { Alert } from '../../../../components/Alert';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { SurveyEditor } from './SurveyEditor';

export default function AdminSurveyEditorPage({
  queries,
}: ScreenProps<{ survey: AdminSurveyEditorPageQuery }>) {
  return queries.survey ? <ExistingSurvey queryRef={queries.survey} /> : <SurveyEditor saved={null} />;
}

function ExistingSurvey({ queryRef }: { queryRef: PreloadedQuery<AdminSurveyEditorPageQuery> }) {
  const { survey } = usePreloadedQuery<AdminSurveyEditorPageQuery>(
    graphql`
      query AdminSurveyEditorPageQuery($id: String!) @preloadable {
        survey(id: $id) {
          __typename
          ... on Survey {
            id
            ...SurveyEditor_survey @alias(as: "editable")
          }
          ... on NotFoundError {
            message
          }
        }
      }
    `,
    queryRef,
  );
  if (survey.__typename !== 'Survey' || !survey.editable) {
    return (
      <div className="space-y-6">
        <PageHeading title="Edit survey" />
        <Alert tone="error">
          {survey.__typename === 'NotFoundError' ? survey.message : SURVEY_BUILDER.loadFailed}
        </Alert>
      </div>
    );
  }
  // A new editor (fresh state) for each survey.
  return <SurveyEditor key={survey.id} saved={survey.editable} />;
}
