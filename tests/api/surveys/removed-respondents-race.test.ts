// An answer in flight while an admin removes its respondent, on PostgreSQL
// with the transactions ordered by hand: the removal has left its tombstone
// and deleted the session, not yet committed, when the answer arrives (its
// check for a tombstone finds none yet) and waits on the session's row. Once
// the removal commits, the answer must not bring the respondent back: it is
// refused and nothing of it stays. Needs two connections, so it runs on
// PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
import { respondentKeyHash } from '../../../server/modules/surveys/answers';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createPostgresTestDatabase, waitingForLocks } from '../../helpers/db';
import { createSmallSurvey, SAVE_ANSWER, START_SURVEY, type SurveyFixture } from '../../helpers/surveys';

let app: TestApp;
let survey: SurveyFixture;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  survey = await createSmallSurvey(app.prisma, { title: 'Race check' });
});
afterAll(() => app?.close());

describe('an answer racing its respondent’s removal', () => {
  it('is refused once the removal commits, and the respondent stays removed', async () => {
    const respondentId = randomUUID();
    const [, plan] = survey.questions;
    const input = { surveyId: survey.gid, respondentId, viewMode: 'form' };
    await app.gql(START_SURVEY, { input });
    let saving: Promise<{ errors?: { extensions?: { code?: string }; message: string }[] }> | undefined;
    await app.prisma.$transaction(
      async (tx) => {
        // What deleteSurveyRespondents does, held before its commit.
        await tx.removedRespondent.create({
          data: { surveyId: survey.id, keyHash: respondentKeyHash(respondentId), removedAt: new Date() },
        });
        await tx.surveySession.delete({
          where: { surveyId_respondentId: { surveyId: survey.id, respondentId } },
        });
        saving = app.gql(SAVE_ANSWER, {
          input: {
            ...input,
            answer: { questionId: plan!.gid, choiceId: plan!.choices[0]!.gid, sequence: 1 },
          },
        });
        await waitingForLocks(app.prisma, 1);
      },
      { timeout: 20_000 },
    );
    const reply = await saving!;
    expect(reply.errors?.[0]).toMatchObject({
      message: SURVEY_TEXT.respondentRemoved,
      extensions: { code: 'RESPONDENT_REMOVED' },
    });
    expect(await app.prisma.surveySession.count({ where: { surveyId: survey.id } })).toBe(0);
    expect(await app.prisma.response.count({ where: { surveyId: survey.id } })).toBe(0);
  });
});
