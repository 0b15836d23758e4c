// A respondent an admin removed (a test run, spam) does not come back: the
// visitor's browser still holds the respondent id, and a reload sends its
// start again, answers still queued are retried, a submission is sent again.
// Each is refused with RESPONDENT_REMOVED and changes nothing: no session, no
// answer, no CRM note, no email. What is kept is a tombstone with the id's
// hash, the survey and when it was removed, deleted with the survey.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import {
  contactText,
  createSmallSurvey,
  gid,
  type MutationResult,
  respondentGid,
  SAVE_ANSWER,
  START_SURVEY,
  SUBMIT_SURVEY,
  type SurveyFixture,
} from '../../helpers/surveys';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const DELETE = /* GraphQL */ `
  mutation D($input: DeleteSurveyRespondentsInput!) {
    deleteSurveyRespondents(input: $input) {
      __typename
      ... on DeleteSurveyRespondentsPayload { deletedIds }
    }
  }
`;

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let adminCookie: string;
let survey: SurveyFixture;
/** Submitted, then removed as spam. */
const spammer = randomUUID();
/** Answered one question, then removed as a test run. */
const tester = randomUUID();
/** Never removed: goes on as before. */
const visitor = randomUUID();

const respondent = (respondentId: string) => ({ surveyId: survey.gid, respondentId, viewMode: 'form' });
const answers = (email: string) => {
  const [, plan, known, , contact] = survey.questions;
  return [
    { questionId: plan!.gid, choiceId: plan!.choices[0]!.gid, sequence: 1 },
    { questionId: known!.gid, textResponse: 'Buy cheap things', sequence: 2 },
    { questionId: contact!.gid, textResponse: contactText({ email }), sequence: 3 },
  ];
};
type Reply = {
  data: Record<string, MutationResult> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
const start = (respondentId: string) =>
  app.gql(START_SURVEY, { input: respondent(respondentId) }) as Promise<Reply>;
const save = (respondentId: string, sequence = 1) => {
  const [, plan] = survey.questions;
  return app.gql(SAVE_ANSWER, {
    input: {
      ...respondent(respondentId),
      answer: { questionId: plan!.gid, choiceId: plan!.choices[1]!.gid, sequence },
    },
  }) as Promise<Reply>;
};
const submit = (respondentId: string, email: string) =>
  app.gql(SUBMIT_SURVEY, {
    input: { ...respondent(respondentId), answers: answers(email) },
  }) as Promise<Reply>;

const sessionGid = (respondentId: string) => respondentGid(app.prisma, survey.id, respondentId);

/** Everything a respondent's requests could change. */
const footprint = async () => ({
  sessions: await app.prisma.surveySession.findMany({
    where: { surveyId: survey.id },
    select: { respondentId: true, submittedAt: true },
    orderBy: { respondentId: 'asc' },
  }),
  responses: await app.prisma.response.count({ where: { surveyId: survey.id } }),
  notes: await app.prisma.crmContactNote.count(),
  contacts: await app.prisma.crmContact.count(),
  outbox: await app.prisma.emailOutbox.count(),
});

const expectRemoved = (reply: Reply) => {
  expect(reply.data).toBeNull();
  expect(reply.errors).toHaveLength(1);
  expect(reply.errors![0]).toMatchObject({
    message: SURVEY_TEXT.respondentRemoved,
    extensions: { code: 'RESPONDENT_REMOVED' },
  });
};

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  survey = await createSmallSurvey(app.prisma, { title: 'Removal check' });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  adminCookie = await signIn(app, ADMIN);
  await start(spammer);
  expect((await submit(spammer, 'spam@example.com')).data!.submitSurvey!.__typename).toBe('SurveySubmitted');
  await start(tester);
  expect((await save(tester)).data!.saveSurveyAnswer!.__typename).toBe('SurveyAnswerSaved');
  await start(visitor);
  clock.set('2026-11-22T09:30:00Z');
  const ids = [await sessionGid(spammer), await sessionGid(tester)];
  const removed = await app.gql<{ deleteSurveyRespondents: { __typename: string } }>(
    DELETE,
    { input: { surveyId: survey.gid, ids } },
    { cookie: adminCookie },
  );
  expect(removed.data!.deleteSurveyRespondents.__typename).toBe('DeleteSurveyRespondentsPayload');
});
afterAll(() => app.close());

describe('a removed respondent', () => {
  it('leaves a tombstone with only the hash of its id, the survey and the time of removal', async () => {
    const tombstones = await app.prisma.removedRespondent.findMany({
      where: { surveyId: survey.id },
      orderBy: { keyHash: 'asc' },
    });
    const hash = (id: string) => createHash('sha256').update(id).digest('hex');
    expect(tombstones.map(({ id: _, ...rest }) => rest)).toEqual(
      [hash(spammer), hash(tester)].sort().map((keyHash) => ({
        surveyId: survey.id,
        keyHash,
        removedAt: new Date('2026-11-22T09:30:00Z'),
      })),
    );
    expect(JSON.stringify(tombstones)).not.toContain(spammer);
  });

  it('is refused, changing nothing, when its start, answers or submission come again', async () => {
    const before = await footprint();
    expect(before.sessions.map((session) => session.respondentId)).toEqual([visitor]);

    for (const id of [spammer, tester]) {
      expectRemoved(await start(id));
      // The answer still queued in the browser, retried as it was, and a newer one.
      expectRemoved(await save(id, 1));
      expectRemoved(await save(id, 7));
      expectRemoved(await submit(id, 'spam@example.com'));
    }
    expect(await footprint()).toEqual(before);
  });

  it('is refused even when what it sends is not valid: removed says it all', async () => {
    const before = await footprint();
    const [, plan] = survey.questions;
    const wrongChoice = await app.gql(SAVE_ANSWER, {
      input: {
        ...respondent(tester),
        answer: { questionId: plan!.gid, choiceId: gid('Choice', randomUUID()), sequence: 9 },
      },
    });
    expectRemoved(wrongChoice as Reply);
    const noContact = await app.gql(SUBMIT_SURVEY, { input: { ...respondent(spammer), answers: [] } });
    expectRemoved(noContact as Reply);
    expect(await footprint()).toEqual(before);
  });

  it('does not hold back any other respondent, who answers and submits as before', async () => {
    expect((await save(visitor)).data!.saveSurveyAnswer).toMatchObject({ saved: true });
    expect((await submit(visitor, 'visitor@example.com')).data!.submitSurvey).toMatchObject({
      submitted: true,
    });
  });

  it('is forgotten with its survey', async () => {
    await app.prisma.survey.delete({ where: { id: survey.id } });
    expect(await app.prisma.removedRespondent.count({ where: { surveyId: survey.id } })).toBe(0);
  });
});
