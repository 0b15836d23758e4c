// Surveys in the back-office: every survey, active or not, newest first, with
// how many visitors started and submitted it, and links to edit it, see its
// results and open it as a visitor would.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { AdminSurveysListPage_query$key } from '../../../../__generated__/AdminSurveysListPage_query.graphql';
import type { AdminSurveysListPageQuery } from '../../../../__generated__/AdminSurveysListPageQuery.graphql';
import { Button, buttonClass } from '../../../../components/Button';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { completionRate } from '../results/completion';

export default function AdminSurveysListPage({ queries }: ScreenProps<{ list: AdminSurveysListPageQuery }>) {
  const query = usePreloadedQuery<AdminSurveysListPageQuery>(
    graphql`
      query AdminSurveysListPageQuery @preloadable {
        ...AdminSurveysListPage_query
      }
    `,
    queries.list,
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminSurveysListPageQuery,
    AdminSurveysListPage_query$key
  >(
    graphql`
      fragment AdminSurveysListPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminSurveysListPagePaginationQuery") {
        adminSurveys(first: $count, after: $cursor) @connection(key: "AdminSurveysListPage_adminSurveys") {
          edges {
            node {
              id
              databaseId
              title
              isActive
              createdAt
              startedCount
              submittedCount
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.adminSurveys.edges;
  return (
    <div className="space-y-6">
      <PageHeading title="Surveys" lead="Build surveys, switch them on for visitors, and read their results.">
        <div className="mt-4">
          <Link to="/admin/surveys/new" className={buttonClass('primary')}>
            New survey
          </Link>
        </div>
      </PageHeading>
      {edges.length === 0 ? (
        <p className="text-slate-600">No surveys yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Survey
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Started
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Submitted
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Completion
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {edges.map(({ node }) => (
                <tr key={node.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/surveys/${node.databaseId}`}
                      className="font-medium text-slate-900 hover:text-indigo-700"
                    >
                      {node.title}
                    </Link>
                    <p className="text-xs text-slate-500">
                      Created{' '}
                      <time dateTime={node.createdAt}>{new Date(node.createdAt).toLocaleDateString()}</time>
                    </p>
                  </td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${node.isActive ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {node.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-right">{node.startedCount}</td>
                  <td className="px-4 py-2 text-right">{node.submittedCount}</td>
                  <td className="px-4 py-2 text-right">
                    {completionRate(node.submittedCount, node.startedCount)}
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Link
                      to={`/admin/surveys/${node.databaseId}/results`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      Results<span className="sr-only"> of {node.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
