// Everyone who opened the survey, latest first, optionally only those who
// submitted; each opens their full answers.
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type {
  RespondentsTable_survey$data,
  RespondentsTable_survey$key,
} from '../../../../__generated__/RespondentsTable_survey.graphql';
import type { RespondentsTablePaginationQuery } from '../../../../__generated__/RespondentsTablePaginationQuery.graphql';
import { CheckboxField } from '../../kit/fields';
import { formatDateTime } from '../../kit/formatDateTime';
import { ResourceList } from '../../kit/ResourceList';
import { defineList } from '../../kit/resource';

type Respondent = RespondentsTable_survey$data['respondents']['edges'][number]['node'];

const when = (time: string) => <time dateTime={time}>{formatDateTime(time)}</time>;
const nameOf = (respondent: Respondent, index: number) =>
  respondent.contact?.name || respondent.contact?.email || `Anonymous respondent ${index + 1}`;

const respondentsList = defineList<Respondent, { show: (id: string) => void }>({
  noun: 'respondent',
  label: nameOf,
  pageSize: 25,
  empty: () => 'Nobody yet.',
  columns: [
    {
      header: 'Respondent',
      primary: true,
      className: '',
      cell: (respondent, _, index) => (
        <>
          <p className="font-medium text-slate-900">{nameOf(respondent, index)}</p>
          {respondent.contact?.email && respondent.contact.name ? (
            <p className="text-xs text-slate-500">{respondent.contact.email}</p>
          ) : null}
        </>
      ),
    },
    { header: 'Started', className: 'whitespace-nowrap text-slate-600', cell: (r) => when(r.startedAt) },
    {
      header: 'Submitted',
      className: 'whitespace-nowrap text-slate-600',
      cell: (r) => (r.submittedAt ? when(r.submittedAt) : 'Not submitted'),
    },
    { header: 'View', className: 'text-slate-600', cell: (r) => r.viewMode },
    { header: 'Answers', numeric: true, cell: (r) => r.answerCount },
  ],
  actions: [
    {
      label: 'View answers',
      name: (who) => `of ${who}`,
      disabled: (respondent) => respondent.answerCount === 0,
      run: (respondent, { show }) => show(respondent.id),
    },
  ],
});

export function RespondentsTable({
  survey,
  onShowRespondent,
}: {
  survey: RespondentsTable_survey$key;
  onShowRespondent: (respondentId: string) => void;
}) {
  const { data, refetch, ...pagination } = usePaginationFragment<
    RespondentsTablePaginationQuery,
    RespondentsTable_survey$key
  >(
    graphql`
      fragment RespondentsTable_survey on Survey
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        submittedOnly: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "RespondentsTablePaginationQuery") {
        respondents(first: $count, after: $cursor, submittedOnly: $submittedOnly)
          @connection(key: "RespondentsTable_respondents", filters: ["submittedOnly"]) {
          totalCount
          edges {
            node {
              id
              startedAt
              submittedAt
              viewMode
              answerCount
              contact {
                name
                email
              }
            }
          }
        }
      }
    `,
    survey,
  );
  const [submittedOnly, setSubmittedOnly] = useState(false);
  const [, startTransition] = useTransition();
  const { edges, totalCount } = data.respondents;
  return (
    <section aria-labelledby="respondents" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="respondents" className="text-lg font-semibold text-slate-900">
          Respondents ({totalCount})
        </h2>
        <CheckboxField
          label="Submitted only"
          checked={submittedOnly}
          className="h-4 w-4 accent-indigo-600"
          onChange={(event) => {
            const checked = event.target.checked;
            setSubmittedOnly(checked);
            startTransition(() => {
              refetch({ submittedOnly: checked }, { fetchPolicy: 'network-only' });
            });
          }}
        />
      </div>
      <ResourceList
        resource={respondentsList}
        connection={{ edges }}
        pagination={pagination}
        context={{ show: onShowRespondent }}
      />
    </section>
  );
}
