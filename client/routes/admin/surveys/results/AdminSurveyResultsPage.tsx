// A survey's results: completion (started, answered, submitted and the rate),
// each question's answers (bar charts for choices, the text answers), every
// respondent with their full answers, and the CSV export.
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { AdminSurveyResultsPageQuery } from '../../../../__generated__/AdminSurveyResultsPageQuery.graphql';
import { Alert } from '../../../../components/Alert';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { TEXT_LINK } from '../../kit/links';
import { CsvExportButton } from './CsvExportButton';
import { RespondentDialog } from './RespondentDialog';
import { RespondentsTable } from './RespondentsTable';
import { ResultsSummary } from './ResultsSummary';

export default function AdminSurveyResultsPage({
  queries,
}: ScreenProps<{ results: AdminSurveyResultsPageQuery }>) {
  const { survey } = usePreloadedQuery<AdminSurveyResultsPageQuery>(
    graphql`
      query AdminSurveyResultsPageQuery($id: String!) @preloadable {
        survey(id: $id) {
          __typename
          ... on Survey {
            id
            databaseId
            title
            isActive
            results {
              ...ResultsSummary_results
            }
            ...RespondentsTable_survey @alias(as: "respondentList")
          }
          ... on NotFoundError {
            message
          }
        }
      }
    `,
    queries.results,
  );
  const [respondent, setRespondent] = useState<string | null>(null);
  if (survey.__typename !== 'Survey' || !survey.respondentList) {
    return (
      <div className="space-y-6">
        <PageHeading title="Survey results" />
        <Alert tone="error">
          {survey.__typename === 'NotFoundError' ? survey.message : 'Survey not found'}
        </Alert>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <PageHeading title={`Results: ${survey.title}`}>
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          <Link to="/admin/surveys" className={TEXT_LINK}>
            ← All surveys
          </Link>
          <Link to={`/admin/surveys/${survey.databaseId}`} className={TEXT_LINK}>
            Edit survey
          </Link>
          <CsvExportButton surveyId={survey.databaseId} title={survey.title} />
        </div>
      </PageHeading>
      {!survey.isActive ? <Alert tone="info">This survey is inactive: visitors cannot take it.</Alert> : null}
      <ResultsSummary results={survey.results} onShowRespondent={setRespondent} />
      <RespondentsTable survey={survey.respondentList} onShowRespondent={setRespondent} />
      {respondent ? <RespondentDialog respondentId={respondent} onClose={() => setRespondent(null)} /> : null}
    </div>
  );
}
