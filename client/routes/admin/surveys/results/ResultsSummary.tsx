// A survey's completion figures (started, answered, submitted and the rate)
// and each question's answers. One fragment, so a change to the respondents
// (a deletion) brings them back whole.
import { graphql, useFragment } from 'react-relay/hooks';
import type { ResultsSummary_results$key } from '../../../../__generated__/ResultsSummary_results.graphql';
import { completionRate } from './completion';
import { QuestionResults } from './QuestionResults';

export function ResultsSummary({
  results: resultsKey,
  onShowRespondent,
}: {
  results: ResultsSummary_results$key;
  onShowRespondent: (respondentId: string) => void;
}) {
  const { started, answered, submitted, questions } = useFragment(
    graphql`
      fragment ResultsSummary_results on SurveyResults {
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
    `,
    resultsKey,
  );
  const figures = [
    { label: 'Started', value: String(started), note: 'opened the survey' },
    { label: 'Answered', value: String(answered), note: 'saved at least one answer' },
    { label: 'Submitted', value: String(submitted), note: 'sent it' },
    { label: 'Completion rate', value: completionRate(submitted, started), note: 'submitted of started' },
  ];
  return (
    <>
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
          <QuestionResults
            key={question.question.id}
            results={question}
            onShowRespondent={onShowRespondent}
          />
        ))}
      </section>
    </>
  );
}
