// The survey screen (SPEC §2): its title, then the survey in form or slide
// view. Loading shows the route's spinner; a failed load shows the server's
// message; a survey that does not exist (or is not active) 'Survey not found'.
// A survey closed since the visitor started it is not continued later: the
// page saying it is gone forgets the visit of its history entry, by an inline
// script as the server's HTML is read (the visitor may reload before the app
// runs), and once the app runs (the page rendered in the browser).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { SURVEY } from '../../../../domain/shared/messages';
import { FORGET_VISIT_SCRIPT } from '../../../../domain/surveys/forgetVisitScript';
import type { SurveyTakePageQuery } from '../../../__generated__/SurveyTakePageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { NotFoundMessage } from '../../../components/NotFoundMessage';
import { PageHeading } from '../../../components/PageHeading';
import { Seo } from '../../../components/seo/Seo';
import { useHydrated } from '../../../components/useHydrated';
import type { ScreenProps } from '../../../routing/entryPoints';
import { SurveyRunner } from './SurveyRunner';
import { forgetProgress, visitOf } from './visitStorage';

export default function SurveyTakePage({ queries }: ScreenProps<{ survey: SurveyTakePageQuery }>) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <div className="mx-auto max-w-3xl">
          <PageHeading title="Survey" />
          <Alert tone="error">{error.message || SURVEY.unexpected}</Alert>
        </div>
      )}
    >
      {queries.survey ? <Survey queryRef={queries.survey} /> : null}
    </ErrorBoundary>
  );
}

function Survey({ queryRef }: { queryRef: PreloadedQuery<SurveyTakePageQuery> }) {
  const { survey } = usePreloadedQuery<SurveyTakePageQuery>(
    graphql`
      query SurveyTakePageQuery($id: String!) @preloadable {
        survey(id: $id) {
          __typename
          ... on Survey {
            databaseId
            title
            description
            isActive
            ...SurveyRunner_survey @alias(as: "runner")
          }
          ... on NotFoundError {
            message
          }
        }
      }
    `,
    queryRef,
  );
  const missing = survey.__typename !== 'Survey' || !survey.runner;
  useEffect(() => {
    const visit = missing ? visitOf() : undefined;
    if (visit) forgetProgress(visit);
  }, [missing]);
  // Rendered on the server, its text as it is, and hydrated; React never
  // runs a script it renders in the browser, so it renders none there.
  const hydrated = useHydrated();
  if (survey.__typename !== 'Survey' || !survey.runner) {
    return (
      <>
        {/* Before the message: once the visitor sees it, the visit is forgotten. */}
        {hydrated ? null : <script>{FORGET_VISIT_SCRIPT}</script>}
        <NotFoundMessage
          title={survey.__typename === 'NotFoundError' ? survey.message : SURVEY.notFound}
          message="It may have closed, or the link is not quite right."
          path="/survey"
          back={{ to: '/survey', label: 'See the open surveys' }}
        />
      </>
    );
  }
  return (
    <article className="mx-auto max-w-3xl">
      <Seo
        title={survey.title}
        description={survey.description ?? `${survey.title}: a short survey from Meridian Lab.`}
        path={`/survey/${survey.databaseId}`}
        breadcrumbs={[
          { name: 'Surveys', path: '/survey' },
          { name: survey.title, path: `/survey/${survey.databaseId}` },
        ]}
        noIndex={!survey.isActive}
      />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{survey.title}</h1>
      <SurveyRunner survey={survey.runner} />
    </article>
  );
}
