// Answers saved as the visitor goes, against a real database: a new answer
// replaces the earlier one (by the database's unique index, also when saves
// of the same question race), an older retried answer never wins, the view
// mode is stored, sessions are recorded, bad input changes nothing, and
// answers have their own rate limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import {
  contactText,
  createSmallSurvey,
  gid,
  type MutationResult,
  SAVE_ANSWER,
  START_SURVEY,
  type SurveyFixture,
} from '../../helpers/surveys';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let survey: SurveyFixture;
let nextIp = 1;

type Answer = {
  questionId: string;
  choiceId?: string | null;
  textResponse?: string | null;
  sequence: number;
};

const save = (
  respondentId: string,
  answer: Answer,
  { viewMode = 'form', surveyId = survey.gid, clientIp = `203.0.113.${nextIp++ % 250}` } = {},
) =>
  app
    .gql<{ saveSurveyAnswer: MutationResult }>(
      SAVE_ANSWER,
      { input: { surveyId, respondentId, viewMode, answer } },
      { clientIp },
    )
    .then((result) => {
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.saveSurveyAnswer;
    });

const plan = () => survey.questions[1]!;
const shortAnswer = () => survey.questions[2]!;
const contact = () => survey.questions[4]!;
const stored = (respondentId: string) =>
  app.prisma.response.findMany({ where: { respondentId }, orderBy: { createdAt: 'asc' } });

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  survey = await createSmallSurvey(app.prisma);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.surveySession.deleteMany();
});

describe('saving an answer', () => {
  it('stores the choice, the view mode and the session', async () => {
    const respondent = randomUUID();
    expect(
      await save(
        respondent,
        { questionId: plan().gid, choiceId: plan().choices[1]!.gid, sequence: 1 },
        { viewMode: 'slide' },
      ),
    ).toEqual({
      __typename: 'SurveyAnswerSaved',
      saved: true,
    });
    expect(await stored(respondent)).toEqual([
      expect.objectContaining({
        surveyId: survey.id,
        questionId: plan().id,
        choiceId: plan().choices[1]!.id,
        textResponse: null,
        viewMode: 'slide',
        sequence: 1,
      }),
    ]);
    expect(await app.prisma.surveySession.findMany()).toEqual([
      expect.objectContaining({
        surveyId: survey.id,
        respondentId: respondent,
        viewMode: 'slide',
        submittedAt: null,
      }),
    ]);
  });

  it('replaces the earlier answer to the same question, keeping one row', async () => {
    const respondent = randomUUID();
    await save(respondent, { questionId: plan().gid, choiceId: plan().choices[0]!.gid, sequence: 1 });
    await save(respondent, { questionId: shortAnswer().gid, textResponse: 'First thought', sequence: 2 });
    await save(
      respondent,
      { questionId: plan().gid, choiceId: plan().choices[2]!.gid, sequence: 3 },
      { viewMode: 'slide' },
    );
    await save(respondent, {
      questionId: shortAnswer().gid,
      textResponse: '  Second thought  ',
      sequence: 4,
    });

    const rows = await stored(respondent);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.questionId === plan().id)).toMatchObject({
      choiceId: plan().choices[2]!.id,
      viewMode: 'slide',
    });
    expect(rows.find((row) => row.questionId === shortAnswer().id)).toMatchObject({
      textResponse: 'Second thought',
    });
  });

  it('is refused by the database itself when a second row for the same question is inserted', async () => {
    const respondent = randomUUID();
    await save(respondent, { questionId: plan().gid, choiceId: plan().choices[0]!.gid, sequence: 1 });
    await expect(
      app.prisma.response.create({
        data: {
          surveyId: survey.id,
          questionId: plan().id,
          respondentId: respondent,
          choiceId: plan().choices[1]!.id,
        },
      }),
    ).rejects.toThrow(/Unique constraint/);
  });

  it('never lets a retried older answer overwrite a newer one', async () => {
    const respondent = randomUUID();
    await save(respondent, { questionId: plan().gid, choiceId: plan().choices[2]!.gid, sequence: 7 });
    expect(
      await save(respondent, { questionId: plan().gid, choiceId: plan().choices[0]!.gid, sequence: 3 }),
    ).toEqual({
      __typename: 'SurveyAnswerSaved',
      saved: false,
    });
    expect((await stored(respondent))[0]).toMatchObject({ choiceId: plan().choices[2]!.id, sequence: 7 });
  });

  it('keeps exactly one answer, the newest, when 20 saves of one question race', async () => {
    const respondent = randomUUID();
    const choices = plan().choices;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        save(respondent, { questionId: plan().gid, choiceId: choices[index % 3]!.gid, sequence: index + 1 }),
      ),
    );
    expect(results.every((result) => result.__typename === 'SurveyAnswerSaved')).toBe(true);
    const rows = await stored(respondent);
    expect(rows).toHaveLength(1);
    // Sequence 20 is the newest; 20 % 3 → index 19 % 3 = 1.
    expect(rows[0]).toMatchObject({ sequence: 20, choiceId: choices[19 % 3]!.id });
    expect(await app.prisma.surveySession.count({ where: { respondentId: respondent } })).toBe(1);
  });

  it('keeps every answer when one respondent saves many questions at once', async () => {
    const respondent = randomUUID();
    await Promise.all([
      save(respondent, { questionId: plan().gid, choiceId: plan().choices[0]!.gid, sequence: 1 }),
      save(respondent, { questionId: shortAnswer().gid, textResponse: 'Hi', sequence: 2 }),
      save(respondent, {
        questionId: survey.questions[3]!.gid,
        choiceId: survey.questions[3]!.choices[0]!.gid,
        sequence: 3,
      }),
      save(respondent, {
        questionId: contact().gid,
        textResponse: contactText({ email: 'gr' }),
        sequence: 4,
      }),
    ]);
    expect(await stored(respondent)).toHaveLength(4);
  });

  it('accepts a partly typed contact form and stores it normalised', async () => {
    const respondent = randomUUID();
    await save(respondent, {
      questionId: contact().gid,
      textResponse: JSON.stringify({ name: 'Gra', email: 'gr' }),
      sequence: 1,
    });
    expect(JSON.parse((await stored(respondent))[0]!.textResponse!)).toEqual({
      name: 'Gra',
      email: 'gr',
      phone: '',
      website: '',
    });
  });

  it('stores an emptied text answer as no answer', async () => {
    const respondent = randomUUID();
    await save(respondent, { questionId: shortAnswer().gid, textResponse: 'Something', sequence: 1 });
    await save(respondent, { questionId: shortAnswer().gid, textResponse: '   ', sequence: 2 });
    expect((await stored(respondent))[0]).toMatchObject({ textResponse: null, sequence: 2 });
  });
});

describe('bad answers change nothing', () => {
  const otherSurvey = async () => createSmallSurvey(app.prisma, { title: `Other ${randomUUID()}` });

  it.each([
    [
      'a choice of another question',
      () => ({ questionId: plan().gid, choiceId: survey.questions[3]!.choices[0]!.gid, sequence: 1 }),
      'Please choose one of the options',
    ],
    [
      'no choice for a choice question',
      () => ({ questionId: plan().gid, sequence: 1 }),
      'Please choose one of the options',
    ],
    [
      'an answer to a text-only question',
      () => ({ questionId: survey.questions[0]!.gid, textResponse: 'x', sequence: 1 }),
      'This question takes no answer',
    ],
    [
      'a short answer over 5000 characters',
      () => ({ questionId: shortAnswer().gid, textResponse: 'x'.repeat(5001), sequence: 1 }),
      'Please use at most 5000 characters',
    ],
    [
      'a contact answer that is not JSON',
      () => ({ questionId: contact().gid, textResponse: 'Grace', sequence: 1 }),
      'The contact form answer is not valid',
    ],
    [
      'a contact name over 100 characters',
      () => ({
        questionId: contact().gid,
        textResponse: contactText({ name: 'x'.repeat(101) }),
        sequence: 1,
      }),
      'Please use at most 100 characters',
    ],
  ])('%s', async (_case, answer, message) => {
    const respondent = randomUUID();
    const result = await save(respondent, answer());
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
    expect(await stored(respondent)).toEqual([]);
    expect(await app.prisma.surveySession.count()).toBe(0);
  });

  it('refuses a question of another survey, an unknown survey, an inactive one and a bad respondent id', async () => {
    const other = await otherSurvey();
    const respondent = randomUUID();
    expect(
      await save(respondent, { questionId: other.questions[2]!.gid, textResponse: 'x', sequence: 1 }),
    ).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Question not found',
    });
    expect(
      await save(
        respondent,
        { questionId: shortAnswer().gid, textResponse: 'x', sequence: 1 },
        { surveyId: gid('Survey', randomUUID()) },
      ),
    ).toMatchObject({ __typename: 'NotFoundError', message: 'Survey not found' });
    const inactive = await createSmallSurvey(app.prisma, { title: 'Inactive', isActive: false });
    expect(
      await save(
        respondent,
        { questionId: inactive.questions[2]!.gid, textResponse: 'x', sequence: 1 },
        { surveyId: inactive.gid },
      ),
    ).toMatchObject({ __typename: 'NotFoundError', message: 'Survey not found' });
    expect(
      await save('bad id!', { questionId: shortAnswer().gid, textResponse: 'x', sequence: 1 }),
    ).toMatchObject({
      __typename: 'ValidationError',
      message: 'The survey session is not valid. Please reload the page.',
    });
    expect(
      await app.prisma.response.count({ where: { respondentId: { in: [respondent, 'bad id!'] } } }),
    ).toBe(0);
  });
});

describe('starting a survey', () => {
  it('records the session once, with the latest view mode', async () => {
    const respondent = randomUUID();
    const start = (viewMode: string) =>
      app.gql<{ startSurvey: MutationResult }>(START_SURVEY, {
        input: { surveyId: survey.gid, respondentId: respondent, viewMode },
      });
    expect((await start('form')).data?.startSurvey).toEqual({ __typename: 'SurveyStarted', started: true });
    await start('slide');
    expect(await app.prisma.surveySession.findMany({ where: { respondentId: respondent } })).toEqual([
      expect.objectContaining({ viewMode: 'slide', startedAt: clock.now(), submittedAt: null }),
    ]);
  });
});

describe('rate limits', () => {
  it('lets one address save 300 answers a minute, then refuses, while submits keep their own limit', async () => {
    const respondent = randomUUID();
    const results: MutationResult[] = [];
    for (let sequence = 1; sequence <= 301; sequence++) {
      results.push(
        await save(
          respondent,
          { questionId: shortAnswer().gid, textResponse: `v${sequence}`, sequence },
          { clientIp: '198.18.0.1' },
        ),
      );
    }
    expect(results.slice(0, 300).every((result) => result.__typename === 'SurveyAnswerSaved')).toBe(true);
    expect(results[300]).toEqual({
      __typename: 'RateLimitError',
      message: 'Too many requests. Please try again in a minute.',
    });
    expect((await stored(respondent))[0]).toMatchObject({ textResponse: 'v300' });
    clock.advance(60_000);
    expect(
      await save(
        respondent,
        { questionId: shortAnswer().gid, textResponse: 'later', sequence: 302 },
        { clientIp: '198.18.0.1' },
      ),
    ).toMatchObject({
      saved: true,
    });
  });
});
