// The admin survey builder's mutations: save a whole survey (create or edit,
// questions of every type with their choices, in order, active or not) and
// delete one. Admin-only, as every root field is by default.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { SURVEY_BUILDER } from '../../../../domain/surveys/builder';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { reload, reloaded } from '../../shared/reread';
import { deleteSurvey, saveSurvey, surveyDraftRequest } from '../saveSurvey';
import { ChoiceNode, QuestionNode, QuestionTypeEnum, SurveyNode } from './survey';

const SurveyChoiceDraftInput = builder.inputType('SurveyChoiceDraftInput', {
  fields: (t) => ({
    id: t.globalID({ description: 'A kept choice; empty for a new one.', for: ChoiceNode }),
    choiceText: t.string({ required: true }),
  }),
});

const SurveyQuestionDraftInput = builder.inputType('SurveyQuestionDraftInput', {
  fields: (t) => ({
    id: t.globalID({ description: 'A kept question; empty for a new one.', for: QuestionNode }),
    questionText: t.string({ required: true, description: 'Plain text; HTML for text_only questions.' }),
    questionType: t.field({ type: QuestionTypeEnum, required: true }),
    choices: t.field({
      type: [SurveyChoiceDraftInput],
      required: true,
      description: 'In order. Yes/no questions always get Yes and No; other non-choice types none.',
    }),
  }),
});

const SaveSurveyInput = builder.inputType('SaveSurveyInput', {
  fields: (t) => ({
    id: t.globalID({ description: 'The survey to edit; empty to create one.', for: SurveyNode }),
    expectedUpdatedAt: t.field({
      type: 'DateTime',
      description:
        "The survey's updatedAt when the edit started: still accepted (a save over a newer change is refused) for the scripts written when the builder sent it.",
      deprecationReason:
        "Use expectedVersion (the survey's version), as every other update does; expectedUpdatedAt is accepted for at least 6 months after the release that deprecated it.",
    }),
    expectedVersion: t.int({
      description:
        "The survey's version when the edit started (an edit names it, or the deprecated expectedUpdatedAt): a save over a newer one is refused (ConflictError with its currentVersion).",
    }),
    title: t.string({ required: true }),
    description: t.string(),
    isActive: t.boolean({ required: true }),
    questions: t.field({
      type: [SurveyQuestionDraftInput],
      required: true,
      description: 'Every question, in order; the ones left out are deleted with their answers.',
    }),
  }),
});

const DeleteSurveyInput = builder.inputType('DeleteSurveyInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: SurveyNode }) }),
});

const DeletedSurvey = builder.objectRef<{ deletedId: string }>('DeletedSurvey').implement({
  fields: (t) => ({
    deletedId: t.exposeID('deletedId', { description: 'The global id of the deleted survey.' }),
  }),
});

builder.mutationFields((t) => ({
  saveSurvey: t.prismaField({
    type: SurveyNode,
    description: 'Creates or updates a survey with all its questions and choices.',
    args: { input: t.arg({ type: SaveSurveyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const surveyId = await saveSurvey(context, surveyDraftRequest(input));
      return reloaded(context.prisma.survey.findUnique(reload(query, surveyId)), SURVEY_BUILDER.notFound);
    },
  }),
  deleteSurvey: t.field({
    type: DeletedSurvey,
    description: 'Deletes a survey with its questions, choices and every answer.',
    args: { input: t.arg({ type: DeleteSurveyInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      deletedId: encodeGlobalID('Survey', await deleteSurvey(context.prisma, input.id)),
    }),
  }),
}));
