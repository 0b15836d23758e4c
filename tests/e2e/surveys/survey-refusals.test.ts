// An answer the server refuses for good, in Chromium: its first attempt is
// lost to the network, and by its retry the survey was closed, or the
// question changed so that the answer no longer fits. The visitor is told
// the server's reason, not that their response was already received, and
// not that their answers are saved as they go; also when the refusal came
// after they had left the survey page, once they are back to it. And an
// answer the server could not take (an outage, a 503), which waits on the
// device for its next attempt: a phone delays that while the page is in the
// background (its timers frozen), so the answer is sent when the visitor comes
// back to the page, not at the end of its retry delay.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSED_STORAGE_KEY } from '../../../client/routes/surveys/take/refusedAnswers';
import { SURVEY } from '../../../domain/shared/messages';
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
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
let surveyId: string;

const QUESTION = 'How often do you ship?';

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(async () => {
  await closeAll(browser, server);
});
beforeEach(async () => {
  await server.prisma.survey.deleteMany();
  const survey = await server.prisma.survey.create({
    data: {
      title: 'Shipping habits',
      isActive: true,
      questions: {
        create: [
          {
            questionText: QUESTION,
            questionType: 'multiple_choice',
            orderNumber: 1,
            choices: {
              create: [
                { choiceText: 'Weekly', orderNumber: 1 },
                { choiceText: 'Monthly', orderNumber: 2 },
              ],
            },
          },
          { questionText: 'Anything else?', questionType: 'short_answer', orderNumber: 2 },
        ],
      },
    },
  });
  surveyId = survey.id;
  page = await (await browser.newContext()).newPage();
});

const choice = (name: string) => page.getByRole('radio', { name });
const closeSurvey = () => server.prisma.survey.update({ where: { id: surveyId }, data: { isActive: false } });
/** The admin removes the choice the visitor picked: the answer no longer fits. */
const removeChoice = () => server.prisma.choice.deleteMany({ where: { choiceText: 'Weekly' } });
/**
 * The first attempt to save an answer is lost to the network, after `meanwhile`
 * (the admin's change) happened; the retries reach the server.
 */
async function loseFirstSave(meanwhile: () => Promise<unknown>) {
  let lost = false;
  await page.route('**/graphql', async (route: Route) => {
    if (lost || !isGraphQLOperation(route.request(), 'surveyAnswerSenderSaveMutation'))
      return route.fallback();
    lost = true;
    await meanwhile();
    await route.abort('connectionreset');
  });
}

async function openSurvey() {
  await page.goto(`${server.url}/survey/${surveyId}`);
  await waitForHydration(choice('Weekly'));
  await expect.poll(() => server.prisma.surveySession.count()).toBe(1);
}

const status = (text: string) => page.getByRole('status').filter({ hasText: text });

const refusal = (reason: string) =>
  page.getByRole('alert').filter({ hasText: SURVEY_TEXT.answerNotSaved(QUESTION, reason) });

describe('an answer refused after a network error', () => {
  it.each([
    ['the survey was closed', closeSurvey, SURVEY.notFound],
    ['the answer no longer fits its question', removeChoice, SURVEY_TEXT.choiceInvalid],
  ])('says why when %s, not that the response was already received', async (_, change, reason) => {
    await openSurvey();
    await loseFirstSave(change);
    await choice('Weekly').check();
    await refusal(reason).waitFor();
    expect(await page.getByText(SURVEY_TEXT.alreadySubmitted).count()).toBe(0);
    expect(await page.getByText(SURVEY_TEXT.saved).count()).toBe(0);
    expect(await server.prisma.response.count()).toBe(0);
  });
});

describe('an answer refused after the visitor left the survey page', () => {
  it('is sent again, and saved, when the visitor comes back to the visit', async () => {
    await openSurvey();
    // The first attempt is lost; the retry waits until the visitor has left and the admin closed the survey.
    let attempts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route: Route) => {
      if (!isGraphQLOperation(route.request(), 'surveyAnswerSenderSaveMutation')) return route.fallback();
      attempts++;
      if (attempts === 1) return route.abort('connectionreset');
      if (attempts === 2) await held;
      return route.fallback();
    });
    await choice('Weekly').check();
    await expect.poll(() => attempts).toBe(2);
    // Client-side navigation: the app (and its answer queue) stays; the survey screen goes.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation').getByRole('link', { name: 'Surveys' }).first().click();
    await page.waitForURL(`${server.url}/survey`);
    // The address changes at once, the screen once the list has loaded: until then the survey
    // screen is still shown, and a refusal then is told to it (an alert), not kept for the return.
    await choice('Weekly').waitFor({ state: 'detached' });
    await closeSurvey();
    const refused = page.waitForResponse((response) =>
      isGraphQLOperation(response.request(), 'surveyAnswerSenderSaveMutation'),
    );
    release();
    expect(JSON.stringify(await (await refused).json())).toContain(SURVEY.notFound);
    expect(await server.prisma.response.count()).toBe(0);
    // Refused while away: the page has taken the reply in (a busy page may not have yet when the response is in).
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), REFUSED_STORAGE_KEY))
      .not.toBeNull();

    // The admin opens it again; the visitor goes Back to their visit.
    await server.prisma.survey.update({ where: { id: surveyId }, data: { isActive: true } });
    await page.goBack();
    await waitForHydration(choice('Weekly'));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await choice('Weekly').isChecked()).toBe(true);
    await expect.poll(() => server.prisma.response.count()).toBe(1);
    await page.getByText(SURVEY_TEXT.saved).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

/** The page goes to the background and comes back, as when the visitor switches apps and returns. */
const hideAndShow = () =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

describe('an answer the server could not take', () => {
  it('is sent again, once, when the visitor comes back to the page, and the page then says it is saved', async () => {
    // The page's timers are the clock's (installed before its scripts run),
    // held still below: only the page coming back can send the answer again.
    await page.clock.install();
    await openSurvey();
    let serverDown = true;
    let attempts = 0;
    await page.route('**/graphql', async (route: Route) => {
      if (!isGraphQLOperation(route.request(), 'surveyAnswerSenderSaveMutation')) return route.fallback();
      attempts++;
      if (serverDown) return route.fulfill({ status: 503, body: 'Service Unavailable' });
      return route.fallback();
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await choice('Weekly').check();
    await status(SURVEY_TEXT.retrying).waitFor();
    expect(attempts).toBe(1);

    serverDown = false;
    await hideAndShow();
    await status(SURVEY_TEXT.saved).waitFor();
    expect(attempts).toBe(2);
    expect(await server.prisma.response.count()).toBe(1);
  });
});
