// The survey screen's mutations: a respondent opens a survey (startSurvey),
// saves each answer as they go (saveSurveyAnswer), and submits
// (submitSurvey); ../respondents.ts holds the rules. Each refuses a
// respondent an admin removed with a GraphQL error coded RESPONDENT_REMOVED.
import { builder, PUBLIC } from '../../../builder';
import { NotFoundError, RateLimitError, ValidationError } from '../../../errors';
import { saveSurveyAnswer, startSurvey, submitSurvey } from '../respondents';
import { ChoiceNode, QuestionNode, SurveyNode, ViewModeEnum } from './survey';

const respondentFields = {
  surveyId: { description: 'The survey (its global id).' },
  respondentId: { description: 'The random id the browser made when the survey was opened.' },
} as const;

const StartSurveyInput = builder.inputType('StartSurveyInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId, for: SurveyNode }),
    respondentId: t.string({ required: true, ...respondentFields.respondentId }),
    viewMode: t.field({ type: ViewModeEnum, required: true }),
  }),
});

const SurveyAnswerInput = builder.inputType('SurveyAnswerInput', {
  fields: (t) => ({
    questionId: t.globalID({ required: true, for: QuestionNode }),
    choiceId: t.globalID({ description: 'For multiple_choice and yes_no questions.', for: ChoiceNode }),
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
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId, for: SurveyNode }),
    respondentId: t.string({ required: true, ...respondentFields.respondentId }),
    viewMode: t.field({ type: ViewModeEnum, required: true }),
    answer: t.field({ type: SurveyAnswerInput, required: true }),
  }),
});

const SubmitSurveyInput = builder.inputType('SubmitSurveyInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, ...respondentFields.surveyId, for: SurveyNode }),
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

const removedNote =
  ' A respondent an admin removed from the results is refused, nothing stored, with the error code RESPONDENT_REMOVED: start again with a new respondentId.';

const alreadySubmitted = {
  description:
    'True when this respondent had already submitted the survey: nothing more of theirs is stored (a tab resuming a visit whose submission went through).',
} as const;

const SurveyStarted = builder
  .objectRef<{ started: boolean; alreadySubmitted: boolean }>('SurveyStarted')
  .implement({
    fields: (t) => ({
      started: t.exposeBoolean('started'),
      alreadySubmitted: t.exposeBoolean('alreadySubmitted', alreadySubmitted),
    }),
  });

const SurveyAnswerSaved = builder
  .objectRef<{ saved: boolean; alreadySubmitted: boolean }>('SurveyAnswerSaved')
  .implement({
    fields: (t) => ({
      saved: t.exposeBoolean('saved', {
        description: 'False when a newer answer was already stored, or the survey was already submitted.',
      }),
      alreadySubmitted: t.exposeBoolean('alreadySubmitted', alreadySubmitted),
    }),
  });

const SurveySubmitted = builder
  .objectRef<{ submitted: boolean; alreadySubmitted: boolean }>('SurveySubmitted')
  .implement({
    fields: (t) => ({
      submitted: t.exposeBoolean('submitted'),
      alreadySubmitted: t.exposeBoolean('alreadySubmitted', alreadySubmitted),
    }),
  });

builder.mutationFields((t) => ({
  startSurvey: t.field({
    ...PUBLIC,
    type: SurveyStarted,
    description: `Records that a respondent opened an active survey (for the completion rate).${removedNote}`,
    args: { input: t.arg({ type: StartSurveyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: (_root, { input }, context) => startSurvey(context, input),
  }),
  saveSurveyAnswer: t.field({
    ...PUBLIC,
    type: SurveyAnswerSaved,
    description: `Saves one answer of an active survey, replacing the earlier answer to that question.${removedNote}`,
    args: { input: t.arg({ type: SaveSurveyAnswerInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: (_root, { input }, context) => saveSurveyAnswer(context, input),
  }),
  submitSurvey: t.field({
    ...PUBLIC,
    type: SurveySubmitted,
    description: `Submits a survey: checks the contact form in the spec order, stores the answers and the CRM lead, and queues the notification.${removedNote}`,
    args: { input: t.arg({ type: SubmitSurveyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitError] },
    resolve: (_root, { input }, context) => submitSurvey(context, input),
  }),
}));
