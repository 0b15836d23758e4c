// Everyone who opened the survey, latest first, optionally only those who
// submitted; each opens their full answers. Selected respondents (a test run,
// an old admin preview, spam) can be deleted, after a confirmation: the
// survey's counts and answers come back with the deletion.
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { formatMessage } from '../../../../../domain/shared/messages';
import { SURVEY_RESULTS } from '../../../../../domain/surveys/results';
import type {
  RespondentsTable_survey$data,
  RespondentsTable_survey$key,
} from '../../../../__generated__/RespondentsTable_survey.graphql';
import type { RespondentsTableDeleteMutation } from '../../../../__generated__/RespondentsTableDeleteMutation.graphql';
import type { RespondentsTablePaginationQuery } from '../../../../__generated__/RespondentsTablePaginationQuery.graphql';
import { plural } from '../../../../components/format';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { CheckboxField } from '../../kit/fields';
import { formatDateTime } from '../../kit/formatDateTime';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { ResourceList } from '../../kit/ResourceList';
import { defineList } from '../../kit/resource';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';

type Respondent = RespondentsTable_survey$data['respondents']['edges'][number]['node'];

const when = (time: string) => <time dateTime={time}>{formatDateTime(time)}</time>;
const nameOf = (respondent: Respondent, index: number) =>
  respondent.contact?.name || respondent.contact?.email || `Anonymous respondent ${index + 1}`;

const PAGE_SIZE = 25;

const respondentsList = defineList<Respondent, { show: (id: string) => void }>({
  noun: 'respondent',
  label: nameOf,
  pageSize: PAGE_SIZE,
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
        id
        respondents(first: $count, after: $cursor, submittedOnly: $submittedOnly)
          @connection(key: "RespondentsTable_respondents", filters: ["submittedOnly"]) {
          __id
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
  const notice = useNotice();
  const [doomed, setDoomed] = useState<string[] | null>(null);
  const [removeMany, removing] = useAsyncMutation<RespondentsTableDeleteMutation>(graphql`
    mutation RespondentsTableDeleteMutation($input: DeleteSurveyRespondentsInput!, $connections: [ID!]!) {
      deleteSurveyRespondents(input: $input) {
        __typename
        ... on DeleteSurveyRespondentsPayload {
          deletedIds @deleteEdge(connections: $connections)
          # The counts and each question's answers without them.
          survey {
            id
            results {
              ...ResultsSummary_results
            }
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  // The rows go (@deleteEdge); the count beside them follows from the server.
  const reload = useReload(refetch, edges.length, PAGE_SIZE);
  const confirmDelete = async () => {
    if (!doomed) return;
    const count = plural(doomed.length, 'respondent');
    const deleted = await notice.report(
      removeMany({
        variables: {
          input: { surveyId: data.id, ids: doomed },
          connections: [data.respondents.__id],
        },
      }),
      'DeleteSurveyRespondentsPayload',
      {
        done: formatMessage(SURVEY_RESULTS.deleted, { count }),
        failed: SURVEY_RESULTS.deleteFailed,
        gone: SURVEY_RESULTS.selectionGone,
        onGone: reload,
      },
    );
    if (deleted) reload();
    setDoomed(null);
  };
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
        notice={notice}
        bulkActions={[
          {
            label: SURVEY_RESULTS.deleteSelected,
            run: setDoomed,
            busy: removing,
            confirms: true,
            prominent: true,
          },
        ]}
      />
      <DeleteDialog
        noun="respondents"
        title={SURVEY_RESULTS.deleteTitle}
        open={doomed !== null}
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      >
        <p>
          {formatMessage(SURVEY_RESULTS.deleteBody, { count: plural(doomed?.length ?? 0, 'respondent') })}
        </p>
      </DeleteDialog>
    </section>
  );
}
