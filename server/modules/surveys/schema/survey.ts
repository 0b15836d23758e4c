// Surveys, their questions and choices. Visitors see active surveys only, in
// the list, by id and through node(id:) (questions and choices follow their
// survey); an admin sees every survey, and also what only the builder needs.
import { SURVEY } from '../../../../domain/shared/messages';
import { isRequiredQuestion } from '../../../../domain/surveys/survey';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import {
  QuestionType as PrismaQuestionType,
  ViewMode as PrismaViewMode,
} from '../../../db/generated/prisma/enums';
import { NotFoundError } from '../../../errors';
import { withResponsiveImages } from '../../media/schema/responsive-image';
import { sanitizeContentHtml } from '../../shared/html';
import { isUuid } from '../../shared/ids';
import {
  countedConnectionTypes,
  keysetConnection,
  keysetConnectionTypes,
  newestFirst,
} from '../../shared/keyset';

const isAdmin = (context: Context) => context.viewer?.isAdmin === true;
const ADMIN_ONLY = { authScopes: { admin: true } } as const;

export const QuestionTypeEnum = builder.enumType(PrismaQuestionType, { name: 'QuestionType' });
export const ViewModeEnum = builder.enumType(PrismaViewMode, { name: 'ViewMode' });

export const SurveyNode = builder.prismaNode('Survey', {
  id: { field: 'id' },
  nullable: true,
  select: { isActive: true },
  authScopes: (survey, context) => survey.isActive || isAdmin(context),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id in the survey address, /survey/{databaseId}.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', ...ADMIN_ONLY }),
    version: t.exposeInt('version', {
      description: 'Incremented by every save: a stale save is refused with it as currentVersion.',
      ...ADMIN_ONLY,
    }),
    questions: t.relation('questions', {
      description: 'In order.',
      query: { orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }] },
    }),
    startedCount: t.relationCount('sessions', {
      ...ADMIN_ONLY,
      description: 'Respondents who opened the survey (or saved an answer).',
    }),
    submittedCount: t.relationCount('sessions', {
      ...ADMIN_ONLY,
      description: 'Respondents who submitted it.',
      where: { submittedAt: { not: null } },
    }),
  }),
});

export const QuestionNode = builder.prismaNode('Question', {
  id: { field: 'id' },
  nullable: true,
  select: { questionType: true, survey: { select: { isActive: true } } },
  authScopes: (question, context) => question.survey.isActive || isAdmin(context),
  fields: (t) => ({
    questionType: t.expose('questionType', { type: QuestionTypeEnum }),
    questionText: t.string({
      description:
        "Plain text; for text_only questions sanitized HTML, its library images with their current copies (as a post's body).",
      select: { questionText: true },
      resolve: (question, _args, context) =>
        question.questionType === 'text_only'
          ? withResponsiveImages(context, sanitizeContentHtml(question.questionText))
          : question.questionText,
    }),
    rawQuestionText: t.exposeString('questionText', {
      ...ADMIN_ONLY,
      description: 'The text as the admin wrote it (text_only HTML unsanitized), for the builder.',
    }),
    isRequired: t.boolean({
      description: 'Derived: only contact-form questions are required.',
      resolve: (question) => isRequiredQuestion(question.questionType),
    }),
    orderNumber: t.exposeInt('orderNumber'),
    choices: t.relation('choices', { query: { orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }] } }),
    answerCount: t.relationCount('responses', {
      ...ADMIN_ONLY,
      description: 'Stored answers; removing the question deletes them.',
    }),
  }),
});

export const ChoiceNode = builder.prismaNode('Choice', {
  id: { field: 'id' },
  nullable: true,
  select: { question: { select: { survey: { select: { isActive: true } } } } },
  authScopes: (choice, context) => choice.question.survey.isActive || isAdmin(context),
  fields: (t) => ({
    choiceText: t.exposeString('choiceText'),
    orderNumber: t.exposeInt('orderNumber'),
    answerCount: t.relationCount('responses', {
      ...ADMIN_ONLY,
      description: 'Stored answers that chose it; removing the choice takes them out of the results.',
    }),
  }),
});

builder.queryFields((t) => ({
  surveys: t.connection(
    {
      ...PUBLIC,
      type: SurveyNode,
      description: 'Active surveys, newest first.',
      resolve: (_root, args, context, info) =>
        keysetConnection(
          { args, context, info, typeName: 'Survey', order: newestFirst, where: { isActive: true } },
          (page) => context.prisma.survey.findMany(page),
        ),
    },
    ...keysetConnectionTypes('surveys'),
  ),
  survey: t.prismaField({
    ...PUBLIC,
    type: SurveyNode,
    description: `One survey by its databaseId: '${SURVEY.notFound}' when there is none, or (for visitors) when it is not active.`,
    errors: { types: [NotFoundError] },
    args: { id: t.arg.string({ required: true }) },
    resolve: async (query, _root, { id }, context) => {
      const survey = isUuid(id)
        ? await context.prisma.survey.findUnique({ ...query, where: { id }, relationLoadStrategy: 'join' })
        : null;
      if (!survey || !(survey.isActive || isAdmin(context))) throw new NotFoundError(SURVEY.notFound);
      return survey;
    },
  }),
  adminSurveys: t.connection(
    {
      type: SurveyNode,
      description: 'Every survey, active or not, newest first.',
      resolve: (_root, args, context, info) =>
        keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'Survey',
            order: newestFirst,
            count: () => context.prisma.survey.count(),
          },
          (page) => context.prisma.survey.findMany(page),
        ),
    },
    ...countedConnectionTypes('adminSurveys'),
  ),
}));
