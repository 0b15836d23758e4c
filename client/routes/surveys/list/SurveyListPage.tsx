// The survey list (SPEC §2): active surveys, newest first, as links showing
// title and description; the empty state and both error states.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { SURVEY } from '../../../../domain/shared/messages';
import type { SurveyListPageQuery } from '../../../__generated__/SurveyListPageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { PageIntro } from '../../../components/PageIntro';
import { GraphQLResponseError, HttpError, NetworkError } from '../../../relay/errors';
import type { ScreenProps } from '../../../routing/entryPoints';

const DESCRIPTION = 'Short surveys that help us tailor our advice: answer a few questions and we follow up.';

/** The query failed (server, HTTP or network), as opposed to a fault of the page itself. */
const isLoadFailure = (error: Error) =>
  error instanceof GraphQLResponseError || error instanceof HttpError || error instanceof NetworkError;

export default function SurveyListPage({ queries }: ScreenProps<{ list: SurveyListPageQuery }>) {
  return (
    <div>
      <PageIntro title="Surveys" lead={DESCRIPTION} path="/survey" />
      <ErrorBoundary
        fallback={(error) => (
          <Alert tone="error">{isLoadFailure(error) ? SURVEY.loadFailed : SURVEY.unexpected}</Alert>
        )}
      >
        {queries.list ? <SurveyList queryRef={queries.list} /> : null}
      </ErrorBoundary>
    </div>
  );
}

function SurveyList({ queryRef }: { queryRef: PreloadedQuery<SurveyListPageQuery> }) {
  const { surveys } = usePreloadedQuery<SurveyListPageQuery>(
    graphql`
      query SurveyListPageQuery @preloadable {
        surveys(first: 50) {
          edges {
            node {
              id
              databaseId
              title
              description
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (surveys.edges.length === 0) return <Alert tone="info">{SURVEY.noneActive}</Alert>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {surveys.edges.map(({ node }) => (
        <li key={node.id}>
          <Link
            to={`/survey/${node.databaseId}`}
            className="block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <h2 className="text-lg font-semibold text-slate-900">{node.title}</h2>
            {node.description ? <p className="mt-2 text-slate-600">{node.description}</p> : null}
            <span className="mt-4 inline-block text-sm font-semibold text-indigo-700">Take the survey →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
