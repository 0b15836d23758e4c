// Survey results for admins: completion (started, answered, submitted),
// counts per choice, the text answers, each respondent with their full
// answers, and a CSV export of every response. Every type here is
// admin-only, also through node(id:).

import { encodeGlobalID } from '@pothos/plugin-relay';
import { CSV_SEPARATORS } from '../../../../domain/shared/csv';
import { answerText, parseContactAnswer } from '../../../../domain/surveys/survey';
import { builder } from '../../../builder';
import { Prisma } from '../../../db';
import { NotFoundError, ValidationError } from '../../../errors';
import { countedConnectionTypes, latestFirst } from '../../shared/keyset';
import { type NestedList, nestedConnection } from '../../shared/nestedPages';
import { surveyResponsesCsv } from '../csv';
import { deleteRespondents } from '../removeRespondents';
import { QuestionNode, SurveyNode, ViewModeEnum } from './survey';

const CsvSeparatorEnum = builder.enumType('CsvSeparator', {
  description: 'How a CSV separates its cells.',
  values: {
    comma: { description: 'Commas (RFC 4180).' },
    semicolon: {
      description: 'Semicolons, as Excel expects where the comma is the decimal separator (most of Europe).',
    },
  },
});

const ADMIN_ONLY = { authScopes: { admin: true } } as const;
const TEXT_ANSWERS_MAX = 100;
const answeredWhere = { OR: [{ choiceId: { not: null } }, { textResponse: { not: null } }] };

const SurveyAnswerNode = builder.prismaNode('Response', {
  name: 'SurveyAnswer',
  id: { field: 'id' },
  nullable: true,
  ...ADMIN_ONLY,
  fields: (t) => ({
    question: t.relation('question'),
    choice: t.relation('choice', { nullable: true }),
    text: t.string({
      description: "The answer in words: the choice's text, the short answer, or the contact details.",
      select: {
        textResponse: true,
        question: { select: { questionType: true } },
        choice: { select: { choiceText: true } },
      },
      resolve: (answer) =>
        answerText(answer.question.questionType, {
          choiceText: answer.choice?.choiceText,
          textResponse: answer.textResponse,
        }),
    }),
    viewMode: t.expose('viewMode', { type: ViewModeEnum }),
    answeredAt: t.expose('updatedAt', { type: 'DateTime' }),
    respondent: t.relation('session'),
  }),
});

const ContactAnswerType = builder
  .objectRef<{ name: string; email: string; phone: string; website: string }>('SurveyContactAnswer')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      website: t.exposeString('website'),
    }),
  });

export const SurveyRespondentNode = builder.prismaNode('SurveySession', {
  name: 'SurveyRespondent',
  id: { field: 'id' },
  nullable: true,
  ...ADMIN_ONLY,
  fields: (t) => ({
    respondentId: t.exposeString('respondentId'),
    viewMode: t.expose('viewMode', { type: ViewModeEnum }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    answerCount: t.relationCount('responses', { where: answeredWhere }),
    contact: t.field({
      type: ContactAnswerType,
      nullable: true,
      description: "The respondent's contact-form answer, if they gave one.",
      select: {
        responses: {
          where: { question: { questionType: 'contact_form' } },
          select: { textResponse: true },
          take: 1,
        },
      },
      resolve: (session) => parseContactAnswer(session.responses[0]?.textResponse),
    }),
    answers: t.relation('responses', {
      description: 'Every answer, in question order.',
      query: { where: answeredWhere, orderBy: [{ question: { orderNumber: 'asc' } }, { id: 'asc' }] },
    }),
  }),
});

const ChoiceCount = builder.prismaObject('Choice', {
  variant: 'SurveyChoiceCount',
  fields: (t) => ({
    choice: t.variant('Choice'),
    count: t.relationCount('responses'),
  }),
});

const QuestionResults = builder.prismaObject('Question', {
  variant: 'SurveyQuestionResults',
  fields: (t) => ({
    question: t.variant(QuestionNode),
    answerCount: t.relationCount('responses', { where: answeredWhere }),
    choices: t.relation('choices', {
      type: ChoiceCount,
      query: { orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }] },
    }),
    textAnswers: t.relation('responses', {
      type: SurveyAnswerNode,
      description: `The latest text answers (at most ${TEXT_ANSWERS_MAX}); empty for choice questions.`,
      args: { first: t.arg.int({ defaultValue: 50 }) },
      query: (args) => ({
        where: { textResponse: { not: null } },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        take: Math.max(0, Math.min(args.first ?? 50, TEXT_ANSWERS_MAX)),
      }),
    }),
  }),
});

const SurveyResults = builder.prismaObject('Survey', {
  variant: 'SurveyResults',
  fields: (t) => ({
    started: t.relationCount('sessions', { description: 'Respondents who opened the survey.' }),
    answered: t.relationCount('sessions', {
      description: 'Respondents who saved at least one answer.',
      where: { responses: { some: answeredWhere } },
    }),
    submitted: t.relationCount('sessions', { where: { submittedAt: { not: null } } }),
    questions: t.relation('questions', {
      type: QuestionResults,
      query: {
        where: { questionType: { not: 'text_only' } },
        orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }],
      },
    }),
  }),
});

/** A survey's respondents, latest first: all of them, or only those who submitted. */
const respondentsList = (submittedOnly: boolean): NestedList<{ id: string }> => ({
  name: submittedOnly ? 'surveyRespondents submitted' : 'surveyRespondents',
  typeName: 'SurveyRespondent',
  table: 'survey_sessions',
  parentColumn: 'survey_id',
  columns: { startedAt: { column: 'started_at', type: 'timestamptz' }, id: { column: 'id', type: 'uuid' } },
  filter: submittedOnly ? Prisma.sql`submitted_at IS NOT NULL` : undefined,
  order: latestFirst('startedAt'),
  findMany: (context, findArgs) => context.prisma.surveySession.findMany(findArgs),
  countByParent: async (context, surveyIds) => {
    const groups = await context.prisma.surveySession.groupBy({
      by: ['surveyId'],
      where: { surveyId: { in: surveyIds }, ...(submittedOnly ? { submittedAt: { not: null } } : {}) },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.surveyId, group._count._all]));
  },
});
const RESPONDENTS = { all: respondentsList(false), submitted: respondentsList(true) };

builder.prismaObjectFields(SurveyNode, (t) => ({
  results: t.variant(SurveyResults, { ...ADMIN_ONLY }),
  respondents: t.connection(
    {
      ...ADMIN_ONLY,
      type: SurveyRespondentNode,
      description: 'Respondents, latest first; optionally only those who submitted.',
      args: { submittedOnly: t.arg.boolean({ defaultValue: false }) },
      select: { id: true },
      // Its cursors name the list (nestedPages.ts), so another list's cursor is refused.
      resolve: (survey, { submittedOnly, ...args }, context, info) =>
        nestedConnection(RESPONDENTS[submittedOnly ? 'submitted' : 'all'], survey.id, {
          args,
          context,
          info,
        }) as never,
    },
    ...countedConnectionTypes('respondents', 'Survey'),
  ),
  responsesCsv: t.string({
    ...ADMIN_ONLY,
    description: 'Every respondent who answered, one row each, one column per question (CSV, RFC 4180).',
    args: { separator: t.arg({ type: CsvSeparatorEnum, defaultValue: 'comma' }) },
    select: { id: true },
    resolve: (survey, { separator }, context) =>
      surveyResponsesCsv(context.prisma, survey.id, CSV_SEPARATORS[separator ?? 'comma']),
  }),
}));

const DeleteRespondentsInput = builder.inputType('DeleteSurveyRespondentsInput', {
  fields: (t) => ({
    surveyId: t.globalID({ required: true, for: SurveyNode }),
    ids: t.globalIDList({
      required: true,
      for: SurveyRespondentNode,
      description: 'Respondents of that survey.',
    }),
  }),
});

const DeletedRespondents = builder
  .objectRef<{ deletedIds: string[]; surveyId: string }>('DeleteSurveyRespondentsPayload')
  .implement({
    fields: (t) => ({
      deletedIds: t.exposeIDList('deletedIds'),
      survey: t.prismaField({
        type: SurveyNode,
        description: 'The survey as it is now: its results without the deleted respondents.',
        resolve: (query, payload, _args, context) =>
          context.prisma.survey.findUniqueOrThrow({ ...query, where: { id: payload.surveyId } }),
      }),
    }),
  });

builder.mutationFields((t) => ({
  deleteSurveyRespondents: t.field({
    type: DeletedRespondents,
    description:
      "Deletes respondents with all their answers from a survey's results (its counts, answers, respondents and CSV), all or none: an id that is not a respondent of the survey refuses the request. A CRM contact their submission created stays.",
    args: { input: t.arg({ type: DeleteRespondentsInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError] },
    resolve: async (_root, { input }, context) => ({
      deletedIds: (await deleteRespondents(context, input.surveyId, input.ids)).map((id) =>
        encodeGlobalID('SurveyRespondent', id),
      ),
      surveyId: input.surveyId.id,
    }),
  }),
}));
