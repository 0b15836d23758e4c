// Operations and fixtures of the survey API, for API tests and the load
// benchmark.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient } from '../../server/db';

export const START_SURVEY = /* GraphQL */ `
  mutation StartSurvey($input: StartSurveyInput!) {
    startSurvey(input: $input) {
      __typename
      ... on SurveyStarted { started }
      ... on Error { message }
    }
  }
`;

export const SAVE_ANSWER = /* GraphQL */ `
  mutation SaveAnswer($input: SaveSurveyAnswerInput!) {
    saveSurveyAnswer(input: $input) {
      __typename
      ... on SurveyAnswerSaved { saved }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

export const SUBMIT_SURVEY = /* GraphQL */ `
  mutation SubmitSurvey($input: SubmitSurveyInput!) {
    submitSurvey(input: $input) {
      __typename
      ... on SurveySubmitted { submitted }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

export type MutationResult = {
  __typename: string;
  saved?: boolean;
  started?: boolean;
  submitted?: boolean;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

export const gid = encodeGlobalID;

/** The global id of a respondent's session (what the admin's results list and removal use). */
export async function respondentGid(
  prisma: PrismaClient,
  surveyId: string,
  respondentId: string,
): Promise<string> {
  const { id } = await prisma.surveySession.findUniqueOrThrow({
    where: { surveyId_respondentId: { surveyId, respondentId } },
    select: { id: true },
  });
  return gid('SurveyRespondent', id);
}

export type SurveyFixture = {
  id: string;
  gid: string;
  questions: {
    id: string;
    gid: string;
    type: string;
    text: string;
    choices: { id: string; gid: string; text: string }[];
  }[];
};

/** The stored survey with its questions in order, and the global ids the API speaks. */
export async function loadSurvey(
  prisma: PrismaClient,
  where: { id?: string; title?: string },
): Promise<SurveyFixture> {
  const survey = await prisma.survey.findFirstOrThrow({
    where,
    select: {
      id: true,
      questions: {
        orderBy: { orderNumber: 'asc' },
        select: {
          id: true,
          questionText: true,
          questionType: true,
          choices: { orderBy: { orderNumber: 'asc' }, select: { id: true, choiceText: true } },
        },
      },
    },
  });
  return {
    id: survey.id,
    gid: gid('Survey', survey.id),
    questions: survey.questions.map((question) => ({
      id: question.id,
      gid: gid('Question', question.id),
      type: question.questionType,
      text: question.questionText,
      choices: question.choices.map((choice) => ({
        id: choice.id,
        gid: gid('Choice', choice.id),
        text: choice.choiceText,
      })),
    })),
  };
}

/** A small active survey: a choice question, a short answer, a yes/no and a contact form. */
export async function createSmallSurvey(
  prisma: PrismaClient,
  { title = 'Team check', description = 'A short check.', isActive = true, createdAt = new Date() } = {},
): Promise<SurveyFixture> {
  const survey = await prisma.survey.create({
    data: {
      title,
      description,
      isActive,
      createdAt,
      questions: {
        create: [
          {
            questionText: '<p>Hello <script>alert(1)</script><b>there</b></p>',
            questionType: 'text_only',
            orderNumber: 1,
          },
          {
            questionText: 'Which plan fits?',
            questionType: 'multiple_choice',
            orderNumber: 2,
            choices: {
              create: [
                { choiceText: 'Starter', orderNumber: 1 },
                { choiceText: 'Growth', orderNumber: 2 },
                { choiceText: 'Scale', orderNumber: 3 },
              ],
            },
          },
          { questionText: 'What should we know?', questionType: 'short_answer', orderNumber: 3 },
          {
            questionText: 'Ready to start?',
            questionType: 'yes_no',
            orderNumber: 4,
            choices: {
              create: [
                { choiceText: 'Yes', orderNumber: 1 },
                { choiceText: 'No', orderNumber: 2 },
              ],
            },
          },
          { questionText: 'How can we reach you?', questionType: 'contact_form', orderNumber: 5 },
        ],
      },
    },
    select: { id: true },
  });
  return loadSurvey(prisma, { id: survey.id });
}

export const contactText = (
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'website', string>> = {},
) =>
  JSON.stringify({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 555 010 9999',
    website: 'https://www.hopper.dev/',
    ...overrides,
  });
