// Surveys: the list at /admin/surveys (every survey, newest first, with how
// many visitors started and submitted it), the builder at /admin/surveys/new
// and /admin/surveys/{id}, and the results at /admin/surveys/{id}/results.
import type { AdminSurveysListPage_query$data } from '../../../__generated__/AdminSurveysListPage_query.graphql';
import { badgeColumn, nameColumn } from '../kit/columns';
import { formatDate } from '../kit/formatDateTime';
import { defineResource } from '../kit/resource';
import { completionRate } from './results/completion';

type SurveyRow = AdminSurveysListPage_query$data['adminSurveys']['edges'][number]['node'];

export const surveysResource = defineResource<SurveyRow>({
  path: 'surveys',
  nav: { section: 'Marketing', label: 'Surveys' },
  lead: 'Build surveys, switch them on for visitors, and read their results.',
  noun: 'survey',
  create: true,
  label: (survey) => survey.title,
  pageSize: 50,
  empty: () => 'No surveys yet.',
  columns: [
    nameColumn('Survey', (survey) => survey.title, {
      href: (survey) => `/admin/surveys/${survey.databaseId}`,
      detail: (survey) => (
        <>
          Created <time dateTime={survey.createdAt}>{formatDate(survey.createdAt)}</time>
        </>
      ),
    }),
    badgeColumn('Status', (survey) =>
      survey.isActive ? { tone: 'success', label: 'Active' } : { tone: 'neutral', label: 'Inactive' },
    ),
    { header: 'Started', numeric: true, cell: (survey) => survey.startedCount },
    { header: 'Submitted', numeric: true, cell: (survey) => survey.submittedCount },
    {
      header: 'Completion',
      numeric: true,
      cell: (survey) => completionRate(survey.submittedCount, survey.startedCount),
    },
  ],
  actions: [
    {
      label: 'Results',
      name: (title) => `of ${title}`,
      href: (survey) => `/admin/surveys/${survey.databaseId}/results`,
    },
  ],
});
