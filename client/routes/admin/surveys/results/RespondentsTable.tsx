// Everyone who opened the survey, latest first, optionally only those who
// submitted; each opens their full answers.
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { RespondentsTable_survey$key } from '../../../../__generated__/RespondentsTable_survey.graphql';
import type { RespondentsTablePaginationQuery } from '../../../../__generated__/RespondentsTablePaginationQuery.graphql';
import { Button } from '../../../../components/Button';

export function RespondentsTable({
  survey,
  onShowRespondent,
}: {
  survey: RespondentsTable_survey$key;
  onShowRespondent: (respondentId: string) => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
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
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
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
          Submitted only
        </label>
      </div>
      {edges.length === 0 ? (
        <p className="text-slate-600">Nobody yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Respondent
                </th>
                <th scope="col" className="px-4 py-2">
                  Started
                </th>
                <th scope="col" className="px-4 py-2">
                  Submitted
                </th>
                <th scope="col" className="px-4 py-2">
                  View
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Answers
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {edges.map(({ node }, index) => {
                const who = node.contact?.name || node.contact?.email || `Anonymous respondent ${index + 1}`;
                return (
                  <tr key={node.id}>
                    <td className="px-4 py-2">
                      <p className="font-medium text-slate-900">{who}</p>
                      {node.contact?.email && node.contact.name ? (
                        <p className="text-xs text-slate-500">{node.contact.email}</p>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                      <time dateTime={node.startedAt}>{new Date(node.startedAt).toLocaleString()}</time>
                    </td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                      {node.submittedAt ? (
                        <time dateTime={node.submittedAt}>{new Date(node.submittedAt).toLocaleString()}</time>
                      ) : (
                        'Not submitted'
                      )}
                    </td>
                    <td className="px-4 py-2 text-slate-600">{node.viewMode}</td>
                    <td className="px-4 py-2 text-right">{node.answerCount}</td>
                    <td className="px-4 py-2 text-right">
                      <Button
                        variant="secondary"
                        disabled={node.answerCount === 0}
                        onClick={() => onShowRespondent(node.id)}
                      >
                        View answers<span className="sr-only"> of {who}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(25)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}
