// The parts of the survey screen around its questions: the Form View / Slide
// View toggle, the notice saying why the visit starts again (or that the
// response was already received), and the answers the server refused.
import type { Ref } from 'react';
import { contactFieldProblems, SURVEY_TEXT, type ViewMode } from '../../../../domain/surveys/survey';
import { Alert } from '../../../components/Alert';
import type { RestartReason } from './surveyAnswerTypes';

export function ViewToggle({
  viewMode,
  onChange,
  ref,
}: {
  viewMode: ViewMode;
  onChange: (mode: ViewMode) => void;
  ref: Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset ref={ref} className="inline-flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">View</legend>
      {(['form', 'slide'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={viewMode === mode}
          onClick={() => onChange(mode)}
          className={`rounded-md px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ${
            viewMode === mode ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
          }`}
        >
          {mode === 'form' ? 'Form View' : 'Slide View'}
        </button>
      ))}
    </fieldset>
  );
}

const RESTART_NOTICES: Record<RestartReason, string> = {
  changed: SURVEY_TEXT.restarted,
  openElsewhere: SURVEY_TEXT.openElsewhere,
  removed: SURVEY_TEXT.removedRestarted,
};

/** Kept on the page, so the notice is read out as it appears (after the page has hydrated). */
export function VisitNotice({
  received,
  notice,
  onHide,
}: {
  received: boolean;
  notice: RestartReason | null;
  onHide: () => void;
}) {
  return (
    <div role="status" className="empty:sr-only">
      {received ? (
        <Alert tone="success" live={false}>
          {SURVEY_TEXT.alreadySubmitted}
        </Alert>
      ) : notice ? (
        <Alert
          tone="info"
          live={false}
          action={
            <button
              type="button"
              onClick={onHide}
              className="min-h-6 rounded px-1 font-semibold underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {SURVEY_TEXT.hideNotice}
            </button>
          }
        >
          {RESTART_NOTICES[notice]}
        </Alert>
      ) : null}
    </div>
  );
}

/** Answers the server refused, with its reason, unless their contact field already says it. */
export function RefusedAnswers({
  questions,
  refused,
  textAnswerOf,
}: {
  questions: readonly { id: string; questionText: string; questionType: string }[];
  refused: Readonly<Record<string, string>>;
  textAnswerOf: (questionId: string) => string | null | undefined;
}) {
  return questions.map((item) => {
    const reason = refused[item.id];
    if (reason === undefined) return null;
    const atField =
      item.questionType === 'contact_form' &&
      Object.values(contactFieldProblems(textAnswerOf(item.id))).includes(reason);
    return atField ? null : (
      <Alert key={item.id} tone="error">
        {SURVEY_TEXT.answerNotSaved(item.questionText, reason)}
      </Alert>
    );
  });
}
