// One respondent's full answers, in question order, in a dialog.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RespondentDialogQuery } from '../../../../__generated__/RespondentDialogQuery.graphql';
import { Dialog } from '../../../../components/Dialog';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../kit/formatDateTime';

export function RespondentDialog({ respondentId, onClose }: { respondentId: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Respondent's answers" className="max-w-2xl">
      <Suspense fallback={<Spinner className="py-8" />}>
        <Answers respondentId={respondentId} />
      </Suspense>
    </Dialog>
  );
}

function Answers({ respondentId }: { respondentId: string }) {
  const { node } = useLazyLoadQuery<RespondentDialogQuery>(
    graphql`
      query RespondentDialogQuery($id: ID!) {
        node(id: $id) {
          ... on SurveyRespondent {
            startedAt
            submittedAt
            viewMode
            answers {
              id
              text
              question {
                questionText
              }
            }
          }
        }
      }
    `,
    { id: respondentId },
  );
  if (!node?.answers) return <p className="text-slate-600">No answers.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Started <time dateTime={node.startedAt}>{node.startedAt ? formatDateTime(node.startedAt) : ''}</time>
        {node.submittedAt ? (
          <>
            , submitted <time dateTime={node.submittedAt}>{formatDateTime(node.submittedAt)}</time>
          </>
        ) : (
          ', not submitted'
        )}{' '}
        in {node.viewMode} view.
      </p>
      <dl className="divide-y divide-slate-100">
        {node.answers.map((answer) => (
          <div key={answer.id} className="py-3">
            <dt className="text-sm font-medium text-slate-900">{answer.question.questionText}</dt>
            <dd className="mt-1 whitespace-pre-line text-sm text-slate-700">{answer.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
