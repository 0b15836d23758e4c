// Whether the answers have reached the server, announced politely: saving,
// saved, or kept on this device while offline or while the server fails.
// Offline, it never says "saved as you go": the next answer would not be.
import { SURVEY_TEXT } from '../../../../domain/surveys/survey';
import type { SurveyAnswers } from './surveyAnswerTypes';

export function SaveStatus({ status, answered }: { status: SurveyAnswers['status']; answered: boolean }) {
  let text = '';
  if (!status.online)
    text = answered && status.pending === 0 ? SURVEY_TEXT.offlineSaved : SURVEY_TEXT.offline;
  else if (status.pending > 0 && status.failing) text = SURVEY_TEXT.retrying;
  else if (status.pending > 0) text = SURVEY_TEXT.saving;
  else if (answered) text = SURVEY_TEXT.saved;
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600 sm:flex-1">
      {text}
    </p>
  );
}
