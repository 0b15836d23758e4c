// Load on answers saved as you go: 100 respondents at once, each (like the
// browser's queue) opening the survey and then saving its 10 answers one
// after the other, through the real HTTP stack, each respondent from its own
// address. Prints p50/p95 of the save mutation and checks that all 1,000
// answers are stored (0 lost). Baseline: the same number of requests at the
// same concurrency reading the survey (what each respondent loads first),
// measured in the same run on the same database.
import { randomUUID } from 'node:crypto';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db';
import { createHttpServer, listen } from '../../server/http/server';
import { createServices } from '../../server/services';
import { gid, SAVE_ANSWER, START_SURVEY } from '../helpers/surveys';
import { benchDatabases } from './databases';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile, runConcurrently } from './stats';

const RESPONDENTS = 100;
const ANSWERS_EACH = 10;
const TOTAL = RESPONDENTS * ANSWERS_EACH;

const READ_SURVEY = /* GraphQL */ `
  query ReadSurvey($id: String!) {
    survey(id: $id) { ... on Survey { id title questions { id questionType questionText choices { id choiceText } } } }
  }
`;

/** A survey of 10 answerable questions: 6 multiple choice, 4 short answers. */
async function createBenchSurvey(db: Database) {
  const survey = await db.prisma.survey.create({
    data: {
      title: 'Load benchmark',
      isActive: true,
      questions: {
        create: Array.from({ length: ANSWERS_EACH }, (_, index) => ({
          questionText: `Question ${index + 1}`,
          questionType: index % 5 < 3 ? ('multiple_choice' as const) : ('short_answer' as const),
          orderNumber: index + 1,
          choices: {
            create:
              index % 5 < 3
                ? ['A', 'B', 'C', 'D'].map((choiceText, at) => ({ choiceText, orderNumber: at + 1 }))
                : [],
          },
        })),
      },
    },
    include: { questions: { orderBy: { orderNumber: 'asc' }, include: { choices: true } } },
  });
  return {
    id: survey.id,
    gid: gid('Survey', survey.id),
    questions: survey.questions.map((question) => ({
      gid: gid('Question', question.id),
      choices: question.choices.map((choice) => gid('Choice', choice.id)),
    })),
  };
}

async function measure(label: string, db: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const app = createApp({ prisma: db.prisma, config, services: await createServices(config) });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  const endpoint = `http://127.0.0.1:${running.port}/graphql`;
  const post = async (query: string, variables: unknown, address: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, { __typename?: string }>;
      errors?: unknown;
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const address = (index: number, block: number) => `10.${block}.${Math.floor(index / 250)}.${index % 250}`;
  const survey = await createBenchSurvey(db);

  await runConcurrently(50, 10, (index) =>
    post(READ_SURVEY, { id: survey.id }, address(index, 9)).then(() => {}),
  );
  let started = performance.now();
  const baseline = await runConcurrently(TOTAL, RESPONDENTS, (index) =>
    post(READ_SURVEY, { id: survey.id }, address(index, 1)).then(() => {}),
  );
  const baselineTotal = performance.now() - started;

  const saves: number[] = [];
  let refused = 0;
  started = performance.now();
  await runConcurrently(RESPONDENTS, RESPONDENTS, async (respondent) => {
    const respondentId = randomUUID();
    const from = address(respondent, 2);
    const input = { surveyId: survey.gid, respondentId, viewMode: respondent % 2 ? 'slide' : 'form' };
    await post(START_SURVEY, { input }, from);
    for (const [index, question] of survey.questions.entries()) {
      const answer = question.choices.length
        ? {
            questionId: question.gid,
            choiceId: question.choices[(respondent + index) % 4],
            sequence: index + 1,
          }
        : {
            questionId: question.gid,
            textResponse: `Answer ${index} of respondent ${respondent}`,
            sequence: index + 1,
          };
      const sent = performance.now();
      const data = await post(SAVE_ANSWER, { input: { ...input, answer } }, from);
      saves.push(performance.now() - sent);
      if (data.saveSurveyAnswer?.__typename !== 'SurveyAnswerSaved') refused++;
    }
  });
  const saveTotal = performance.now() - started;
  await running.close();

  const [stored, sessions] = await Promise.all([
    db.prisma.response.count({ where: { surveyId: survey.id } }),
    db.prisma.surveySession.count({ where: { surveyId: survey.id } }),
  ]);
  const p50 = percentile(saves, 50);
  const p95 = percentile(saves, 95);
  console.log(`### ${label}`);
  console.log(
    `baseline (survey read):  ${TOTAL} requests, ${RESPONDENTS} at once, in ${formatMs(baselineTotal)}, p50 ${formatMs(percentile(baseline, 50))}, p95 ${formatMs(percentile(baseline, 95))}`,
  );
  console.log(
    `answer saves:            ${saves.length} from ${RESPONDENTS} respondents at once in ${formatMs(saveTotal)} (${((saves.length / saveTotal) * 1000).toFixed(0)}/s), p50 ${formatMs(p50)} (${formatRatio(p50, percentile(baseline, 50))}), p95 ${formatMs(p95)} (${formatRatio(p95, percentile(baseline, 95))})`,
  );
  console.log(
    `check: ${stored} answers stored, ${TOTAL - stored} lost, ${refused} refused, ${sessions} sessions`,
  );
  console.log(
    stored === TOTAL && refused === 0 && sessions === RESPONDENTS
      ? `OK: ${TOTAL} of ${TOTAL} answers stored, 0 lost\n`
      : 'MISMATCH: see the counts above\n',
  );
}

export const benchmark: Benchmark = {
  name: 'survey-load',
  description: `${RESPONDENTS} concurrent respondents each saving ${ANSWERS_EACH} answers (p50/p95 of the save mutation, answers stored/lost)`,
  async run() {
    for (const target of await benchDatabases()) {
      try {
        await measure(target.label, target.db);
      } finally {
        await target.drop();
      }
    }
  },
};
