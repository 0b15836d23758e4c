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
import { completionRate } from './completion';
import { QuestionResults } from './QuestionResults';
import { RespondentDialog } from './RespondentDialog';
import { RespondentsTable } from './RespondentsTable';

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
              started
              answered
              submitted
              questions {
                question {
                  id
                }
                ...QuestionResults_results
              }
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
  const { started, answered, submitted, questions } = survey.results;
  const figures = [
    { label: 'Started', value: String(started), note: 'opened the survey' },
    { label: 'Answered', value: String(answered), note: 'saved at least one answer' },
    { label: 'Submitted', value: String(submitted), note: 'sent it' },
    { label: 'Completion rate', value: completionRate(submitted, started), note: 'submitted of started' },
  ];
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
      <dl className="grid gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{figure.value}</dd>
            <dd className="text-xs text-slate-500">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="question-results" className="space-y-4">
        <h2 id="question-results" className="text-lg font-semibold text-slate-900">
          Answers by question
        </h2>
        {questions.length === 0 ? (
          <p className="text-slate-600">This survey has no questions to answer.</p>
        ) : null}
        {questions.map((question) => (
          <QuestionResults key={question.question.id} results={question} onShowRespondent={setRespondent} />
        ))}
      </section>
      <RespondentsTable survey={survey.respondentList} onShowRespondent={setRespondent} />
      {respondent ? <RespondentDialog respondentId={respondent} onClose={() => setRespondent(null)} /> : null}
    </div>
  );
}
