// One question's results: a bar per choice with its count and share (the
// figures are text, the bars only illustrate them), or the latest text
// answers, each leading to that respondent's full answers.
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionResults_results$key } from '../../../../__generated__/QuestionResults_results.graphql';
import { Button } from '../../../../components/Button';
import { plural } from '../../../../components/format';
import { formatDateTime } from '../../kit/formatDateTime';

export function QuestionResults({
  results: resultsKey,
  onShowRespondent,
}: {
  results: QuestionResults_results$key;
  onShowRespondent: (respondentId: string) => void;
}) {
  const results = useFragment(
    graphql`
      fragment QuestionResults_results on SurveyQuestionResults {
        question {
          questionText
          questionType
        }
        answerCount
        choices {
          choice {
            id
            choiceText
          }
          count
        }
        textAnswers(first: 50) {
          id
          text
          answeredAt
          respondent {
            id
          }
        }
      }
    `,
    resultsKey,
  );
  const { question, answerCount } = results;
  const isChoice = question.questionType === 'multiple_choice' || question.questionType === 'yes_no';
  const max = Math.max(1, ...results.choices.map((choice) => choice.count));
  return (
    <article className="rounded-lg bg-white p-5 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{question.questionText}</h3>
      <p className="mt-1 text-sm text-slate-600">{plural(answerCount, 'answer')}</p>
      {isChoice ? (
        <ul className="mt-4 space-y-3">
          {results.choices.map(({ choice, count }) => {
            const share = answerCount > 0 ? Math.round((count / answerCount) * 100) : 0;
            return (
              <li key={choice.id}>
                <div className="flex justify-between gap-4 text-sm">
                  <span className="min-w-0 wrap-anywhere text-slate-800">{choice.choiceText}</span>
                  <span className="shrink-0 font-medium text-slate-900">
                    {count} ({share}%)
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-3 rounded bg-slate-100">
                  <div className="h-3 rounded bg-indigo-500" style={{ width: `${(count / max) * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : results.textAnswers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No answers yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {results.textAnswers.map((answer) => (
            <li key={answer.id} className="flex items-start justify-between gap-4 py-2">
              <div>
                <p className="whitespace-pre-line text-sm text-slate-800">{answer.text}</p>
                <p className="text-xs text-slate-500">
                  <time dateTime={answer.answeredAt}>{formatDateTime(answer.answeredAt)}</time>
                </p>
              </div>
              <Button variant="ghost" onClick={() => onShowRespondent(answer.respondent.id)}>
                All answers<span className="sr-only"> of this respondent</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
