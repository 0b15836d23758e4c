// An admin removes respondents (a test run, an old admin preview, spam) from a
// survey's results: they leave the completion counts, the per-question results,
// the respondents list and the CSV; the CRM contact a submission created stays
// (a lead), and its timeline no longer shows the removed submission. Ids that
// are not respondents of the survey are refused with nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_RESULTS } from '../../../domain/surveys/results';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  contactText,
  createSmallSurvey,
  gid,
  respondentGid,
  SAVE_ANSWER,
  START_SURVEY,
  SUBMIT_SURVEY,
  type SurveyFixture,
} from '../../helpers/surveys';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

const DELETE = /* GraphQL */ `
  mutation D($input: DeleteSurveyRespondentsInput!) {
    deleteSurveyRespondents(input: $input) {
      __typename
      ... on DeleteSurveyRespondentsPayload { deletedIds survey { results { started answered submitted } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

const RESULTS = /* GraphQL */ `
  query R($id: String!) {
    survey(id: $id) {
      ... on Survey {
        results {
          started
          answered
          submitted
          questions { answerCount choices { choice { choiceText } count } textAnswers(first: 10) { text } }
        }
        respondents(first: 10) { totalCount edges { node { id respondentId } } }
        responsesCsv
      }
    }
  }
`;

const TIMELINE = /* GraphQL */ `
  query T($id: ID!) {
    node(id: $id) {
      ... on CrmContact { deleted email timeline(first: 10) { edges { node { __typename } } } }
    }
  }
`;

type Results = {
  survey: {
    results: {
      started: number;
      answered: number;
      submitted: number;
      questions: {
        answerCount: number;
        choices: { choice: { choiceText: string }; count: number }[];
        textAnswers: { text: string }[];
      }[];
    };
    respondents: { totalCount: number; edges: { node: { id: string; respondentId: string } }[] };
    responsesCsv: string;
  };
};
type Deleted = {
  deleteSurveyRespondents: {
    __typename: string;
    deletedIds?: string[];
    survey?: { results: { started: number; answered: number; submitted: number } };
    message?: string;
    fieldErrors?: { field: string; message: string }[];
  };
};

let app: TestApp;
let adminCookie: string;
let memberCookie: string;
let survey: SurveyFixture;
let other: SurveyFixture;
/** Respondent ids: one submitted with a contact, one answered, one only opened. */
const submitter = randomUUID();
const answerer = randomUUID();
const opener = randomUUID();
const elsewhere = randomUUID();

const sessionGid = (surveyId: string, respondentId: string) =>
  respondentGid(app.prisma, surveyId, respondentId);

const results = async () =>
  (await app.gql<Results>(RESULTS, { id: survey.id }, { cookie: adminCookie })).data!.survey;

const remove = (input: { surveyId: string; ids: string[] }, cookie = adminCookie) =>
  app.gql<Deleted>(DELETE, { input }, { cookie });

beforeAll(async () => {
  app = await createTestApp();
  survey = await createSmallSurvey(app.prisma, { title: 'Team check' });
  other = await createSmallSurvey(app.prisma, { title: 'Other check' });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(app.prisma, { ...MEMBER, role: 'member' });
  adminCookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
  const [, plan, known, , contact] = survey.questions;
  const start = (surveyId: string, respondentId: string) =>
    app.gql(START_SURVEY, { input: { surveyId, respondentId, viewMode: 'form' } });
  for (const respondentId of [submitter, answerer, opener]) await start(survey.gid, respondentId);
  await start(other.gid, elsewhere);
  await app.gql(SAVE_ANSWER, {
    input: {
      surveyId: survey.gid,
      respondentId: answerer,
      viewMode: 'form',
      answer: { questionId: plan!.gid, choiceId: plan!.choices[1]!.gid, sequence: 1 },
    },
  });
  await app.gql(SUBMIT_SURVEY, {
    input: {
      surveyId: survey.gid,
      respondentId: submitter,
      viewMode: 'form',
      answers: [
        { questionId: plan!.gid, choiceId: plan!.choices[0]!.gid, sequence: 1 },
        { questionId: known!.gid, textResponse: 'Just testing the survey', sequence: 2 },
        { questionId: contact!.gid, textResponse: contactText({ email: 'tester@example.com' }), sequence: 3 },
      ],
    },
  });
});
afterAll(() => app.close());

describe('deleteSurveyRespondents', () => {
  it('is refused to visitors and non-admins, and deletes nothing', async () => {
    const ids = [await sessionGid(survey.id, opener)];
    for (const cookie of [undefined, memberCookie]) {
      const refused = await app.gql<Deleted>(DELETE, { input: { surveyId: survey.gid, ids } }, { cookie });
      expect(refused.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(refused.errors?.[0]?.extensions?.code);
    }
    expect((await results()).results.started).toBe(3);
  });

  it("refuses an empty list, another survey's respondent, a missing one or a missing survey, changing nothing", async () => {
    const own = await sessionGid(survey.id, opener);
    const foreign = await sessionGid(other.id, elsewhere);
    const missing = gid('SurveyRespondent', randomUUID());

    const empty = (await remove({ surveyId: survey.gid, ids: [] })).data!.deleteSurveyRespondents;
    expect(empty).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'ids', message: SURVEY_RESULTS.noRespondentIds }],
    });
    for (const ids of [[own, foreign], [own, missing], [foreign]]) {
      const refused = (await remove({ surveyId: survey.gid, ids })).data!.deleteSurveyRespondents;
      expect(refused.__typename).toBe('NotFoundError');
      expect(refused.message).toBe(SURVEY_RESULTS.respondentsNotFound);
    }
    const noSurvey = (await remove({ surveyId: gid('Survey', randomUUID()), ids: [own] })).data!
      .deleteSurveyRespondents;
    expect(noSurvey).toMatchObject({
      __typename: 'NotFoundError',
      message: SURVEY_RESULTS.respondentsNotFound,
    });

    const after = await results();
    expect(after.results).toMatchObject({ started: 3, answered: 2, submitted: 1 });
    expect(await app.prisma.surveySession.count({ where: { surveyId: other.id } })).toBe(1);
    // Nor is any respondent recorded as removed.
    expect(await app.prisma.removedRespondent.count()).toBe(0);
  });

  it('removes them from the counts, the answers, the respondents and the CSV; the contact stays, without the entry', async () => {
    const before = await results();
    expect(before.results).toMatchObject({ started: 3, answered: 2, submitted: 1 });
    expect(before.responsesCsv).toContain('Just testing the survey');
    const contact = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'tester@example.com' },
      select: { id: true },
    });
    const contactGid = gid('CrmContact', contact.id);
    const timelineTypes = async () =>
      (
        await app.gql<{
          node: { deleted: boolean; timeline: { edges: { node: { __typename: string } }[] } };
        }>(TIMELINE, { id: contactGid }, { cookie: adminCookie })
      ).data!.node;
    expect((await timelineTypes()).timeline.edges.map((edge) => edge.node.__typename)).toContain(
      'SurveyRespondent',
    );

    const ids = [await sessionGid(survey.id, submitter), await sessionGid(survey.id, answerer)];
    const deleted = (await remove({ surveyId: survey.gid, ids })).data!.deleteSurveyRespondents;
    expect(deleted).toEqual({
      __typename: 'DeleteSurveyRespondentsPayload',
      deletedIds: ids,
      survey: { results: { started: 1, answered: 0, submitted: 0 } },
    });

    const after = await results();
    expect(after.results.started).toBe(1);
    expect(after.results.answered).toBe(0);
    expect(after.results.submitted).toBe(0);
    for (const question of after.results.questions) {
      expect(question.answerCount).toBe(0);
      expect(question.textAnswers).toEqual([]);
      for (const choice of question.choices) expect(choice.count).toBe(0);
    }
    expect(after.respondents.totalCount).toBe(1);
    expect(after.respondents.edges.map((edge) => edge.node.respondentId)).toEqual([opener]);
    expect(after.responsesCsv).not.toContain('Just testing the survey');
    expect(after.responsesCsv).not.toContain('tester@example.com');

    const kept = await timelineTypes();
    expect(kept.deleted).toBe(false);
    expect(kept.timeline.edges.map((edge) => edge.node.__typename)).not.toContain('SurveyRespondent');
    expect(await app.prisma.response.count({ where: { surveyId: survey.id } })).toBe(0);
    // The other survey's respondent is untouched.
    expect(await app.prisma.surveySession.count({ where: { surveyId: other.id } })).toBe(1);
  });
});
