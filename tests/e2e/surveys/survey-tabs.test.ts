// Two survey tabs open at once, in Chromium, sharing the browser's storage:
// one tab's answers wait on the device (its connection fails), and another
// tab opens a survey (the same one, or another). Each tab's answer queue
// sends only what its own page queued: the waiting answers stay the first
// tab's, and reach the server once, from it, when its connection is back.
// What a tab closed with answers waiting left behind is sent, once, by a tab
// still open.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_PREFIX } from '../../../client/routes/surveys/take/answerQueue';
import {
  closeAll,
  isGraphQLOperation,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;
let surveyIds: { first: string; other: string };

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => closeAll(browser, server));

const createSurvey = (title: string, choices: string[]) =>
  server.prisma.survey.create({
    data: {
      title,
      isActive: true,
      questions: {
        create: [
          {
            questionText: `${title}?`,
            questionType: 'multiple_choice',
            orderNumber: 1,
            choices: { create: choices.map((choiceText, index) => ({ choiceText, orderNumber: index + 1 })) },
          },
        ],
      },
    },
  });

beforeEach(async () => {
  await server.prisma.survey.deleteMany();
  surveyIds = {
    first: (await createSurvey('Shipping habits', ['Weekly', 'Monthly'])).id,
    other: (await createSurvey('Team size', ['Small', 'Large'])).id,
  };
  page = await (await browser.newContext()).newPage();
});

const QUEUE_OPERATIONS = ['surveyAnswerSenderStartMutation', 'surveyAnswerSenderSaveMutation'];
const isQueueOperation = (request: Request) =>
  QUEUE_OPERATIONS.some((operation) => isGraphQLOperation(request, operation));

/** What a queue request asks for, as its queue's key: `<respondent>|start` or `<respondent>|<question>`. */
function queueKeyOf(request: Request): string {
  const { input } = (request.postDataJSON() as { variables: { input: QueueInput } }).variables;
  return `${input.respondentId}|${input.answer?.questionId ?? 'start'}`;
}
type QueueInput = { respondentId: string; answer?: { questionId: string } };

/** Every queue request that reached the server and was answered, with the tab that sent it. */
function recordDelivered(tabs: Record<string, Page>) {
  const delivered: { tab: string; key: string }[] = [];
  for (const [tab, each] of Object.entries(tabs))
    each.on('requestfinished', (request) => {
      if (isQueueOperation(request)) delivered.push({ tab, key: queueKeyOf(request) });
    });
  return delivered;
}

/** The keys of the items waiting in every answer queue of the browser's storage, sorted. */
const storedQueueKeys = (tab: Page) =>
  tab.evaluate((prefix) => {
    const keys: string[] = [];
    for (const name of Object.keys(localStorage))
      if (name.startsWith(prefix))
        for (const item of JSON.parse(localStorage.getItem(name)!) as { key: string }[]) keys.push(item.key);
    return keys.sort();
  }, QUEUE_STORAGE_PREFIX);

const answersTo = (choiceText: string) => server.prisma.response.count({ where: { choice: { choiceText } } });

async function answer(tab: Page, surveyId: string, choice: string) {
  await tab.goto(`${server.url}/survey/${surveyId}`);
  const radio = tab.getByRole('radio', { name: choice });
  await waitForHydration(radio);
  await radio.check();
}

/** The first tab's connection fails: its start and answer wait in its queue, the keys returned. */
async function answerOffline() {
  await page.route('**/graphql', (route) =>
    isQueueOperation(route.request()) ? route.abort('internetdisconnected') : route.fallback(),
  );
  await answer(page, surveyIds.first, 'Weekly');
  await expect.poll(async () => (await storedQueueKeys(page)).length).toBe(2);
  const waiting = await storedQueueKeys(page);
  return { waiting, respondent: waiting[0]!.split('|')[0]! };
}

describe('two survey tabs, one with answers waiting on the device', () => {
  it.each([
    ['the same survey', 'first', 'Monthly'],
    ['another survey', 'other', 'Large'],
  ] as const)(
    'send only their own answers, each once, when the other tab opens %s',
    async (_, which, otherChoice) => {
      const { waiting, respondent } = await answerOffline();

      const other = await page.context().newPage();
      const delivered = recordDelivered({ first: page, other });
      await answer(other, surveyIds[which], otherChoice);
      await expect.poll(() => answersTo(otherChoice)).toBe(1);

      // The other tab sent its own start and answer, nothing of the first tab's, which still waits.
      const firstTabs = () =>
        delivered
          .filter((sent) => sent.key.startsWith(`${respondent}|`))
          .map((sent) => `${sent.tab} ${sent.key}`);
      expect(firstTabs()).toEqual([]);
      expect(await answersTo('Weekly')).toBe(0);
      await expect.poll(() => storedQueueKeys(other)).toEqual(waiting);

      // Back online, the first tab sends its own, once.
      await page.unrouteAll();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => answersTo('Weekly')).toBe(1);
      await expect.poll(async () => (await storedQueueKeys(page)).length).toBe(0);
      expect(firstTabs().sort()).toEqual(waiting.map((key) => `first ${key}`));
      expect(delivered.filter((sent) => sent.tab === 'other')).toHaveLength(2);
      expect(delivered).toHaveLength(4);
      expect(await server.prisma.surveySession.count()).toBe(2);
    },
  );

  it.each([
    ['after', false],
    ['before', true],
  ])(
    'sends what the first tab left waiting when it is closed, once, from a tab still open, opened %s it',
    async (_, otherFirst) => {
      const other = await page.context().newPage();
      const delivered = recordDelivered({ other });
      if (otherFirst) {
        await answer(other, surveyIds.other, 'Large');
        await expect.poll(() => storedQueueKeys(other)).toEqual([]);
      }
      const { waiting, respondent } = await answerOffline();
      if (!otherFirst) await answer(other, surveyIds.other, 'Large');
      await expect.poll(() => answersTo('Large')).toBe(1);
      expect(await answersTo('Weekly')).toBe(0);

      await page.close();
      await expect.poll(() => answersTo('Weekly')).toBe(1);
      await expect.poll(() => storedQueueKeys(other)).toEqual([]);
      expect(
        delivered
          .filter((sent) => sent.key.startsWith(`${respondent}|`))
          .map((sent) => sent.key)
          .sort(),
      ).toEqual(waiting);
      expect(delivered).toHaveLength(4);
    },
  );
});
