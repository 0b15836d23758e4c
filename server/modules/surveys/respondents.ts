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
  hasSubmitted,
  type Respondent,
  refuseRemoved,
  requireActiveSurvey,
  startSession,
  storeAnswer,
  undoIfRemoved,
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

/**
 * Records that a respondent opened an active survey (for the completion
 * rate); `alreadySubmitted`: they submitted it before (a tab resuming their
 * visit after the reply to the submission was lost).
 */
export async function startSurvey(
  context: Context,
  input: RespondentInput,
): Promise<{ started: true; alreadySubmitted: boolean }> {
  await enforceRateLimit(context, 'surveyAnswer');
  const respondent = respondentOf(context, input);
  const surveyId = await requireActiveSurvey(context.prisma, respondent.surveyId);
  await refuseRemoved(context.prisma, surveyId, respondent.respondentId);
  const alreadySubmitted = await startSession(context.prisma, { ...respondent, surveyId });
  await undoIfRemoved(context.prisma, surveyId, respondent.respondentId);
  return { started: true, alreadySubmitted };
}

/**
 * Saves one answer; `saved` is false when a newer one was already stored or
 * the survey was submitted (`alreadySubmitted`: the answer is refused for good).
 */
export async function saveSurveyAnswer(
  context: Context,
  input: RespondentInput & { answer: AnswerInput },
): Promise<{ saved: boolean; alreadySubmitted: boolean }> {
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
  const surveyId = respondent.surveyId!;
  let checked: ReturnType<typeof checkAnswer>;
  try {
    checked = checkAnswer(target, answer);
  } catch (error) {
    // Removed says it all: what the answer is does not matter.
    await refuseRemoved(context.prisma, surveyId, respondent.respondentId);
    throw error;
  }
  // Stores nothing for a removed respondent (its tombstone is read in the same statement).
  const saved = await storeAnswer(
    context.prisma,
    { ...respondent, surveyId },
    { ...checked, questionId: target.id, sequence: answer.sequence },
  );
  if (saved) await undoIfRemoved(context.prisma, surveyId, respondent.respondentId);
  else await refuseRemoved(context.prisma, surveyId, respondent.respondentId);
  // Submitted is for good: asked after the refusal, the answer is still right.
  const alreadySubmitted = !saved && (await hasSubmitted(context.prisma, surveyId, respondent.respondentId));
  return { saved, alreadySubmitted };
}

export async function submitSurvey(
  context: Context,
  input: RespondentInput & { answers: readonly AnswerInput[]; honeypot?: string | null },
): Promise<{ submitted: true; alreadySubmitted: boolean }> {
  await enforceRateLimit(context, 'survey');
  if (isHoneypotFilled(context, 'survey', input.honeypot))
    return { submitted: true, alreadySubmitted: false };
  return submitAnswers(context, respondentOf(context, input), input.answers.map(givenAnswer));
}
