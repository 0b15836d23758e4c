// What a respondent does: opens a survey, saves each answer as they go, and
// submits. Answers have their own, higher rate limit (a respondent saves many
// a minute); submitting is limited like every other public form.
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { enforceRateLimit, isHoneypotFilled } from '../submissions/policy';
import {
  checkAnswer,
  checkRespondentId,
  findAnswerTarget,
  type Respondent,
  requireActiveSurvey,
  startSession,
  storeAnswer,
} from './answers';
import { submitAnswers } from './submission';

type RespondentInput = { surveyId: GlobalId; respondentId: string; viewMode: Respondent['viewMode'] };

type AnswerInput = {
  questionId: GlobalId;
  choiceId?: GlobalId | null;
  textResponse?: string | null;
  sequence: number;
};

function respondentOf(context: Context, input: RespondentInput) {
  checkRespondentId(input.respondentId);
  return {
    surveyId: rowIdOf(input.surveyId, 'Survey'),
    respondentId: input.respondentId,
    viewMode: input.viewMode,
    now: context.services.clock.now(),
  };
}

const givenAnswer = (answer: AnswerInput) => ({
  questionId: rowIdOf(answer.questionId, 'Question'),
  choiceId: rowIdOf(answer.choiceId, 'Choice'),
  textResponse: answer.textResponse ?? null,
  sequence: answer.sequence,
});

/** Records that a respondent opened an active survey (for the completion rate). */
export async function startSurvey(context: Context, input: RespondentInput): Promise<void> {
  await enforceRateLimit(context, 'surveyAnswer');
  const respondent = respondentOf(context, input);
  const surveyId = await requireActiveSurvey(context.prisma, respondent.surveyId);
  await startSession(context.prisma, { ...respondent, surveyId });
}

/** Saves one answer; false when a newer one was already stored or the survey was submitted. */
export async function saveSurveyAnswer(
  context: Context,
  input: RespondentInput & { answer: AnswerInput },
): Promise<boolean> {
  await enforceRateLimit(context, 'surveyAnswer');
  const respondent = respondentOf(context, input);
  const answer = givenAnswer(input.answer);
  const target =
    respondent.surveyId && answer.questionId
      ? await findAnswerTarget(context.prisma, respondent.surveyId, answer.questionId)
      : undefined;
  if (!target) {
    // Either the survey is gone (or inactive) or the question is not one of its own.
    await requireActiveSurvey(context.prisma, respondent.surveyId);
    throw new NotFoundError(SURVEY_TEXT.questionNotFound);
  }
  const checked = checkAnswer(target, answer);
  return storeAnswer(
    context.prisma,
    { ...respondent, surveyId: respondent.surveyId! },
    { ...checked, questionId: target.id, sequence: answer.sequence },
  );
}

export async function submitSurvey(
  context: Context,
  input: RespondentInput & { answers: readonly AnswerInput[]; honeypot?: string | null },
): Promise<{ submitted: true }> {
  await enforceRateLimit(context, 'survey');
  if (isHoneypotFilled(context, 'survey', input.honeypot)) return { submitted: true };
  return submitAnswers(context, respondentOf(context, input), input.answers.map(givenAnswer));
}
