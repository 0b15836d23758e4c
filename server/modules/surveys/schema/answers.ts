// The survey screen's mutations: a respondent opens a survey (startSurvey),
// saves each answer as they go (saveSurveyAnswer), and submits
// (submitSurvey). Answers have their own, higher rate limit: a respondent
// saves many a minute; submitting is limited like every other public form.
import { SURVEY_TEXT } from '../../../../domain/surveys';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import { NotFoundError, RateLimitError, ValidationError } from '../../../errors';
import { idOfType } from '../../shared/ids';
import { enforceRateLimit, isHoneypotFilled } from '../../submissions/policy';
import {
  checkAnswer,
  checkRespondentId,
  findAnswerTarget,
  type Respondent,
  requireActiveSurvey,
  startSession,
  storeAnswer,
} from '../answers';
import { submitSurvey } from '../submission';
import { ViewModeEnum } from './survey';

const respondentFields = {
  surveyId: { description: 'The survey (its global id).' },
  respondentId: { description: 'The random id the browser made when the survey was opened.' },
} as const;

const StartSurveyInput = builder.inputType('StartSurveyInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId }),
    respondentId: t.string({ required: true, ...respondentFields.respondentId }),
    viewMode: t.field({ type: ViewModeEnum, required: true }),
  }),
});

const SurveyAnswerInput = builder.inputType('SurveyAnswerInput', {
  fields: (t) => ({
    questionId: t.globalID({ required: true }),
    choiceId: t.globalID({ description: 'For multiple_choice and yes_no questions.' }),
    textResponse: t.string({
      description:
        'For short_answer questions; for contact_form the JSON text {name, email, phone, website}.',
    }),
    sequence: t.int({
      required: true,
      description: "The respondent's answer counter: an answer never replaces one with a higher counter.",
    }),
  }),
});

const SaveSurveyAnswerInput = builder.inputType('SaveSurveyAnswerInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId }),
    respondentId: t.string({ required: true, ...respondentFields.respondentId }),
    viewMode: t.field({ type: ViewModeEnum, required: true }),
    answer: t.field({ type: SurveyAnswerInput, required: true }),
  }),
});

const SubmitSurveyInput = builder.inputType('SubmitSurveyInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId }),
    respondentId: t.string({ required: true, ...respondentFields.respondentId }),
    viewMode: t.field({ type: ViewModeEnum, required: true }),
    answers: t.field({
      type: [SurveyAnswerInput],
      required: true,
      description: 'Every answer the browser holds; saved ones that are newer are kept.',
    }),
    honeypot: t.string({ description: 'The hidden field bots fill in; people leave it empty.' }),
  }),
});

const SurveyStarted = builder.objectRef<{ started: boolean }>('SurveyStarted').implement({
  fields: (t) => ({ started: t.exposeBoolean('started') }),
});

const SurveyAnswerSaved = builder.objectRef<{ saved: boolean }>('SurveyAnswerSaved').implement({
  fields: (t) => ({
    saved: t.exposeBoolean('saved', {
      description: 'False when a newer answer was already stored, or the survey was already submitted.',
    }),
  }),
});

const SurveySubmitted = builder.objectRef<{ submitted: boolean }>('SurveySubmitted').implement({
  fields: (t) => ({ submitted: t.exposeBoolean('submitted') }),
});

type RespondentInput = {
  surveyId: { typename: string; id: string };
  respondentId: string;
  viewMode: Respondent['viewMode'];
};

function respondentOf(context: Context, input: RespondentInput) {
  checkRespondentId(input.respondentId);
  return {
    surveyId: idOfType(input.surveyId, 'Survey'),
    respondentId: input.respondentId,
    viewMode: input.viewMode,
    now: context.services.clock.now(),
  };
}

type AnswerInput = {
  questionId: { typename: string; id: string };
  choiceId?: { typename: string; id: string } | null;
  textResponse?: string | null;
  sequence: number;
};

const givenAnswer = (answer: AnswerInput) => ({
  questionId: idOfType(answer.questionId, 'Question'),
  choiceId: idOfType(answer.choiceId, 'Choice'),
  textResponse: answer.textResponse ?? null,
  sequence: answer.sequence,
});

builder.mutationFields((t) => ({
  startSurvey: t.field({
    ...PUBLIC,
    type: SurveyStarted,
    description: 'Records that a respondent opened an active survey (for the completion rate).',
    args: { input: t.arg({ type: StartSurveyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      enforceRateLimit(context, 'surveyAnswer');
      const respondent = respondentOf(context, input);
      const surveyId = await requireActiveSurvey(context.prisma, respondent.surveyId);
      await startSession(context.prisma, { ...respondent, surveyId });
      return { started: true };
    },
  }),
  saveSurveyAnswer: t.field({
    ...PUBLIC,
    type: SurveyAnswerSaved,
    description: 'Saves one answer of an active survey, replacing the earlier answer to that question.',
    args: { input: t.arg({ type: SaveSurveyAnswerInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      enforceRateLimit(context, 'surveyAnswer');
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
      const saved = await storeAnswer(
        context.prisma,
        { ...respondent, surveyId: respondent.surveyId! },
        { ...checked, questionId: target.id, sequence: answer.sequence },
      );
      return { saved };
    },
  }),
  submitSurvey: t.field({
    ...PUBLIC,
    type: SurveySubmitted,
    description:
      'Submits a survey: checks the contact form in the spec order, stores the answers and the CRM lead, and queues the notification.',
    args: { input: t.arg({ type: SubmitSurveyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: async (_root, { input }, context) => {
      enforceRateLimit(context, 'survey');
      if (isHoneypotFilled(context, 'survey', input.honeypot)) return { submitted: true };
      return submitSurvey(context, respondentOf(context, input), input.answers.map(givenAnswer));
    },
  }),
}));
