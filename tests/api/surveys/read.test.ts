// What visitors and admins can read of surveys: active surveys newest first,
// one survey by id with its questions and choices in order (text-only HTML
// sanitized), 'Survey not found' otherwise, node(id:) scoped like the lists,
// and every result type refused to anyone but an admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';
import {
  contactText,
  createSmallSurvey,
  gid,
  SAVE_ANSWER,
  SUBMIT_SURVEY,
  type SurveyFixture,
} from '../../helpers/surveys';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

let app: TestApp;
let counter: QueryCounter;
let active: SurveyFixture;
let older: SurveyFixture;
let inactive: SurveyFixture;
let adminCookie: string;
let memberCookie: string;

const SURVEY = /* GraphQL */ `
  query Survey($id: String!) {
    survey(id: $id) {
      __typename
      ... on Survey {
        databaseId
        title
        description
        questions { questionType questionText isRequired orderNumber choices { choiceText orderNumber } }
      }
      ... on NotFoundError { message }
    }
  }
`;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma } });
  older = await createSmallSurvey(app.prisma, {
    title: 'Older',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  active = await createSmallSurvey(app.prisma, {
    title: 'Newest',
    createdAt: new Date('2026-06-01T00:00:00Z'),
  });
  inactive = await createSmallSurvey(app.prisma, {
    title: 'Draft',
    isActive: false,
    createdAt: new Date('2026-07-01T00:00:00Z'),
  });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(app.prisma, { ...MEMBER, role: 'member' });
  adminCookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
  // One submitted respondent, so there are answers and a respondent to hide.
  await app.gql(SUBMIT_SURVEY, {
    input: {
      surveyId: active.gid,
      respondentId: randomUUID(),
      viewMode: 'form',
      answers: [{ questionId: active.questions[4]!.gid, textResponse: contactText(), sequence: 1 }],
    },
  });
});
afterAll(() => app.close());

describe('for visitors', () => {
  it('lists active surveys, newest first', async () => {
    const result = await app.gql<{ surveys: { edges: { node: { title: string; databaseId: string } }[] } }>(
      '{ surveys(first: 10) { edges { node { title databaseId } } } }',
    );
    expect(result.data?.surveys.edges.map((edge) => edge.node)).toEqual([
      { title: 'Newest', databaseId: active.id },
      { title: 'Older', databaseId: older.id },
    ]);
  });

  it('reads one survey with its questions and choices in order, text-only HTML sanitized', async () => {
    const result = await app.gql<{ survey: Record<string, unknown> }>(SURVEY, { id: active.id });
    expect(result.data?.survey).toEqual({
      __typename: 'Survey',
      databaseId: active.id,
      title: 'Newest',
      description: 'A short check.',
      questions: [
        {
          questionType: 'text_only',
          questionText: '<p>Hello <b>there</b></p>',
          isRequired: false,
          orderNumber: 1,
          choices: [],
        },
        {
          questionType: 'multiple_choice',
          questionText: 'Which plan fits?',
          isRequired: false,
          orderNumber: 2,
          choices: [
            { choiceText: 'Starter', orderNumber: 1 },
            { choiceText: 'Growth', orderNumber: 2 },
            { choiceText: 'Scale', orderNumber: 3 },
          ],
        },
        {
          questionType: 'short_answer',
          questionText: 'What should we know?',
          isRequired: false,
          orderNumber: 3,
          choices: [],
        },
        {
          questionType: 'yes_no',
          questionText: 'Ready to start?',
          isRequired: false,
          orderNumber: 4,
          choices: [
            { choiceText: 'Yes', orderNumber: 1 },
            { choiceText: 'No', orderNumber: 2 },
          ],
        },
        {
          questionType: 'contact_form',
          questionText: 'How can we reach you?',
          isRequired: true,
          orderNumber: 5,
          choices: [],
        },
      ],
    });
  });

  it('reads a survey with its questions and choices in 1 SQL statement, and saves an answer in 3', async () => {
    counter.reset();
    await app.gql(SURVEY, { id: active.id });
    expect(counter.statements).toHaveLength(1);
    counter.reset();
    const saved = await app.gql<{ saveSurveyAnswer: { __typename: string } }>(SAVE_ANSWER, {
      input: {
        surveyId: active.gid,
        respondentId: randomUUID(),
        viewMode: 'form',
        answer: {
          questionId: active.questions[1]!.gid,
          choiceId: active.questions[1]!.choices[0]!.gid,
          sequence: 1,
        },
      },
    });
    expect(saved.data?.saveSurveyAnswer.__typename).toBe('SurveyAnswerSaved');
    // The question check, one statement storing the session and the answer (unless an admin
    // removed the respondent), and a look for a removal that committed while it waited.
    expect(counter.statements).toHaveLength(3);
  });

  it.each([
    ['an inactive survey', () => inactive.id],
    ['an unknown id', () => randomUUID()],
    ['an id that is no UUID', () => 'nope'],
  ])("answers 'Survey not found' for %s", async (_case, id) => {
    const result = await app.gql<{ survey: Record<string, unknown> }>(SURVEY, { id: id() });
    expect(result.data?.survey).toEqual({ __typename: 'NotFoundError', message: 'Survey not found' });
  });

  it('cannot reach an inactive survey, its questions or choices through node(id:)', async () => {
    const ids = [inactive.gid, inactive.questions[1]!.gid, inactive.questions[1]!.choices[0]!.gid];
    for (const id of ids) {
      const result = await app.gql<{ node: unknown }>('query($id: ID!) { node(id: $id) { __typename } }', {
        id,
      });
      expect(result.data?.node ?? null).toBeNull();
    }
    const visible = await app.gql<{ nodes: ({ __typename: string } | null)[] }>(
      'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
      { ids: [active.gid, active.questions[1]!.gid, active.questions[1]!.choices[0]!.gid] },
    );
    expect(visible.data?.nodes).toEqual([
      { __typename: 'Survey' },
      { __typename: 'Question' },
      { __typename: 'Choice' },
    ]);
  });
});

describe('for admins only', () => {
  // 'Newest' has one respondent who submitted and one who saved an answer (above).
  it('previews an inactive survey, and lists every survey with its counts', async () => {
    const preview = await app.gql<{ survey: { title?: string } }>(
      SURVEY,
      { id: inactive.id },
      { cookie: adminCookie },
    );
    expect(preview.data?.survey.title).toBe('Draft');
    const list = await app.gql<{
      adminSurveys: { totalCount: number; edges: { node: Record<string, unknown> }[] };
    }>(
      '{ adminSurveys(first: 10) { totalCount edges { node { title isActive startedCount submittedCount } } } }',
      {},
      { cookie: adminCookie },
    );
    expect(list.data?.adminSurveys).toEqual({
      totalCount: 3,
      edges: [
        { node: { title: 'Draft', isActive: false, startedCount: 0, submittedCount: 0 } },
        { node: { title: 'Newest', isActive: true, startedCount: 2, submittedCount: 1 } },
        { node: { title: 'Older', isActive: true, startedCount: 0, submittedCount: 0 } },
      ],
    });
  });

  it('refuses results, respondents, answers, the CSV and builder fields to visitors and non-admins', async () => {
    const respondent = await app.prisma.surveySession.findFirstOrThrow();
    const answer = await app.prisma.response.findFirstOrThrow();
    const privateReads = [
      [
        'query($id: String!) { survey(id: $id) { ... on Survey { results { started } } } }',
        { id: active.id },
      ],
      [
        'query($id: String!) { survey(id: $id) { ... on Survey { respondents(first: 5) { totalCount } } } }',
        { id: active.id },
      ],
      ['query($id: String!) { survey(id: $id) { ... on Survey { responsesCsv } } }', { id: active.id }],
      ['query($id: String!) { survey(id: $id) { ... on Survey { startedCount } } }', { id: active.id }],
      [
        'query($id: String!) { survey(id: $id) { ... on Survey { questions { rawQuestionText } } } }',
        { id: active.id },
      ],
      ['query($id: ID!) { node(id: $id) { __typename } }', { id: gid('SurveyRespondent', respondent.id) }],
      ['query($id: ID!) { node(id: $id) { __typename } }', { id: gid('SurveyAnswer', answer.id) }],
    ] as const;
    for (const [query, variables] of privateReads) {
      for (const cookie of [undefined, memberCookie]) {
        const result = await app.gql<Record<string, unknown>>(query, variables, { cookie });
        const codes = result.errors?.map((error) => error.extensions?.code) ?? [];
        expect(codes.some((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN')).toBe(true);
        expect(JSON.stringify(result.data)).not.toMatch(/SurveyRespondent|SurveyAnswer|started|Respondent,/);
      }
      const asAdmin = await app.gql<Record<string, unknown>>(query, variables, { cookie: adminCookie });
      expect(asAdmin.errors).toBeUndefined();
      expect(JSON.stringify(asAdmin.data)).toMatch(
        /SurveyRespondent|SurveyAnswer|started|totalCount|Respondent,|rawQuestionText|startedCount/,
      );
    }
  });
});
