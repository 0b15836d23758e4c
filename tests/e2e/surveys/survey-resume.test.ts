// A survey under way survives the page loading again in full, in Chromium:
// after a reload, or a load of a new build deployed meanwhile, the visitor is
// at the question they were on, with the answers they gave (Previous shows
// them), and the next answers and the submission go to the same survey
// session on the server. A survey an admin changed meanwhile starts again,
// saying so, with the answers that still fit, in the visitor's view at the
// first question left without an answer; a submitted one, or one opened
// from a link, starts afresh.
// The moment after a reload before the tab knows the visit is its own (its
// Web Lock) is held open by the tests (`holdClaims`): answers given in it
// survive another reload, Submit pressed in it waits and submits (in a
// duplicated tab: nothing), and a duplicated tab still says why it starts
// afresh.
// A submission whose reply is lost to a reload is still known on the page
// loaded again, also when a text answer flushed by Submit reached the server
// after it and was refused (`raceAnswerWithSubmission` holds that race open).
// Service workers are blocked: an active one would answer the chunks from
// its cache, out of the new-build test's reach.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { QUEUE_STORAGE_PREFIX } from '../../../client/routes/surveys/take/answerQueue';
import { PROGRESS_STORAGE_KEY, VISIT_MARK } from '../../../client/routes/surveys/take/surveyProgress';
import { CLAIM_WAIT_MS, visitLockName } from '../../../client/routes/surveys/take/visitStorage';
import { SURVEY } from '../../../domain/shared/messages';
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
import { seedDemoContent } from '../../../prisma/seed';
import { FRACTIONAL_PM_SURVEY_TITLE } from '../../../prisma/seed-data/surveys';
import {
  closeAll,
  deployNewBuild,
  holdGraphQL,
  isGraphQLOperation,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;
let surveyId: string;

const TOTAL = 9;

beforeAll(async () => {
  // More than the 5 submissions a minute one address may make are made here, from one address.
  ({ server, browser } = await startServerAndBrowser({
    env: { CONTACT_INBOX: 'inbox@lab.test', RATE_LIMITS: 'survey=50' },
  }));
  await seedDemoContent(server.prisma);
  surveyId = (
    await server.prisma.survey.findFirstOrThrow({
      where: { title: FRACTIONAL_PM_SURVEY_TITLE },
      select: { id: true },
    })
  ).id;
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  await server.prisma.surveySession.deleteMany();
  await server.prisma.crmContact.deleteMany();
  await server.prisma.emailOutbox.deleteMany();
  page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
});

const surveyUrl = () => `${server.url}/survey/${surveyId}`;
const shown = (index: number) => page.getByText(`Question ${index} of ${TOTAL}`, { exact: true });
const choice = (name: string) => page.getByRole('radio', { name, exact: true });

async function move(button: 'Next' | 'Previous', to: number) {
  await page.getByRole('button', { name: button }).click();
  await shown(to).waitFor();
}

/** Waits until the database holds `count` answers of the survey (the browser saves in the background). */
async function waitForAnswers(count: number) {
  for (let tries = 0; tries < 100; tries++) {
    if ((await server.prisma.response.count({ where: { surveyId } })) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Fewer than ${count} answers were stored`);
}

type FirstEditable = { firstEditableValue?: string };

/**
 * From the page's next load on, records what the field `id` holds on the
 * first frame it can be typed into (what a quick visitor types into).
 */
async function recordFirstEditableValue(id: string) {
  await page.addInitScript((id) => {
    const look = () => {
      const field = document.getElementById(id) as HTMLTextAreaElement | null;
      if (field && !field.matches(':disabled')) (window as FirstEditable).firstEditableValue = field.value;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, id);
}

/** The survey visit `tab` shows: the mark on its history entry (none before a survey marks it). */
const visitShownIn = (tab: Page) =>
  tab.evaluate((mark) => (history.state as Record<string, string> | null)?.[mark], VISIT_MARK);

type ClaimAnswer = 'held' | 'refused';

/**
 * From `tab`'s next load on, the tab's claim on its survey visit goes
 * unanswered until `settle()`, as when the browser answers it late: the
 * moment between the stored answers showing and the tab knowing whose they
 * are, held open for as long as the test needs. Let go, the claim is asked
 * as the page asked it, its wait for another tab's claim starting then.
 * `settleOnceReleased(visit)` lets go once no page holds `visit` (the page
 * before the reload is gone), so that the tab gets it at once, however slow
 * the machine. `answerTo(visit)` waits for the answer the tab's claim on
 * `visit` got: 'held' (the tab goes on as that visit's respondent) or
 * 'refused' (another tab shows it: this one is a copy and starts afresh).
 * With `pageWait`, the page's own wait runs from its claim, not from the
 * release: the browser answers later than the page waits (a busy phone);
 * `waited()` resolves once twice that wait has passed since the claim.
 */
async function holdClaims(tab: Page, { pageWait = false } = {}) {
  type Claims = {
    settleClaims?: () => void;
    claimAnswers?: Record<string, ClaimAnswer>;
    claimAskedAt?: number;
  };
  await tab.addInitScript(
    ({ prefix, wait, pageWait }) => {
      const locks = navigator.locks;
      const request = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
      const settled = new Promise<void>((resolve) => Object.assign(window, { settleClaims: resolve }));
      const answers: Record<string, ClaimAnswer> = {};
      Object.assign(window, { claimAnswers: answers });
      locks.request = ((name: string, ...rest: unknown[]) => {
        if (!name.startsWith(prefix)) return request(name, ...rest);
        const [options, callback] = (rest.length === 1 ? [{}, rest[0]] : rest) as [
          LockOptions,
          LockGrantedCallback<unknown>,
        ];
        const { signal, ...others } = options;
        Object.assign(window, { claimAskedAt: performance.now() });
        const asked = pageWait ? options : signal ? { ...others, signal: AbortSignal.timeout(wait) } : others;
        return settled.then(() =>
          request(name, asked, (lock: Lock) => {
            answers[name] = 'held';
            return callback(lock);
          }).catch((error: unknown) => {
            answers[name] ??= 'refused';
            throw error;
          }),
        );
      }) as LockManager['request'];
    },
    { prefix: PROGRESS_STORAGE_KEY, wait: CLAIM_WAIT_MS, pageWait },
  );
  const settle = () => tab.evaluate(() => (window as Claims).settleClaims!());
  return {
    settle,
    waited: () =>
      tab.waitForFunction((wait) => {
        const asked = (window as Claims).claimAskedAt;
        return asked !== undefined && performance.now() - asked > 2 * wait;
      }, CLAIM_WAIT_MS),
    async settleOnceReleased(visit: string) {
      // The tab's own claim is held back: whoever holds the visit is another page.
      const held = () =>
        tab.evaluate(
          async (name) => (await navigator.locks.query()).held?.some((lock) => lock.name === name),
          visitLockName(visit),
        );
      await expect.poll(held).toBe(false);
      await settle();
    },
    async answerTo(visit: string): Promise<ClaimAnswer> {
      const answer = () =>
        tab.evaluate((name) => (window as Claims).claimAnswers?.[name], visitLockName(visit));
      await expect.poll(answer).toBeDefined();
      return (await answer())!;
    },
  };
}

/** In slide view, answers questions 2 and 3 and moves on to question 4. */
async function answerTwoQuestions() {
  await page.goto(surveyUrl());
  const slides = page.getByRole('button', { name: 'Slide View' });
  await waitForHydration(slides);
  await slides.click();
  await shown(1).waitFor();
  await move('Next', 2);
  await choice('Building a first version').check();
  await move('Next', 3);
  await choice('The founder or CEO').check();
  await move('Next', 4);
  await waitForAnswers(2);
}

/** Opens the survey in form view and answers its text question 'Retention', saved; returns that field. */
async function answerOutcome() {
  await page.goto(surveyUrl());
  const outcome = page.getByLabel('What product outcome matters most to you in the next six months?');
  await waitForHydration(outcome);
  await outcome.fill('Retention');
  await waitForAnswers(1);
  return outcome;
}

const contactName = (tab: Page) => tab.getByRole('textbox', { name: 'Name', exact: true });

/**
 * Answers a question and the contact form, and submits: the server stores
 * the submission, but its reply never reaches the page (a reload comes
 * first). Returns the visit.
 */
async function submitWithoutReply(): Promise<string> {
  await answerWithContact();
  const visit = (await visitShownIn(page))!;
  let delivered: (() => void) | undefined;
  const stored = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  // Only the first submission's reply is withheld (never fulfilled: unrouted, it would be sent again).
  await page.route('**/graphql', async (route: Route) => {
    if (!delivered || !isGraphQLOperation(route.request(), 'SurveyRunnerSubmitMutation'))
      return route.fallback();
    const deliver = delivered;
    delivered = undefined;
    await route.fetch();
    deliver();
  });
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await page.getByRole('button', { name: 'Submitting...' }).waitFor();
  await stored;
  expect(await server.prisma.surveySession.count({ where: { surveyId, submittedAt: { not: null } } })).toBe(
    1,
  );
  return visit;
}

const OUTCOME = 'What product outcome matters most to you in the next six months?';

/** Whether the page's answer queue (localStorage) still holds an answer with `text` (''; any). */
const queueHolds = (text: string) =>
  page.evaluate(
    ({ prefix, text }) =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith(prefix) && (!text || localStorage.getItem(key)!.includes(JSON.stringify(text))),
      ),
    { prefix: QUEUE_STORAGE_PREFIX, text },
  );

/**
 * The race CI found, held open: the save of the text answer `text` (flushed
 * by Submit, or sent by its pause) reaches the server only once the
 * submission is stored there, and the submission's reply never reaches the
 * page. `answerRefused()` waits until the page has had the answer's reply
 * (the server refused it as already submitted) and taken it off its queue.
 */
async function raceAnswerWithSubmission(text: string) {
  let stored!: () => void;
  const submissionStored = new Promise<void>((resolve) => {
    stored = resolve;
  });
  let sent!: () => void;
  const answerSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  let submitted = false;
  await page.route('**/graphql', async (route: Route) => {
    const request = route.request();
    if (isGraphQLOperation(request, 'surveyAnswerSenderSaveMutation')) {
      const { variables } = request.postDataJSON() as {
        variables: { input: { answer: { textResponse: string | null } } };
      };
      if (variables.input.answer.textResponse !== text) return route.fallback();
      sent();
      await submissionStored;
      return route.fallback();
    }
    // Only the first submission's reply is withheld (never fulfilled: unrouted, it would be sent again).
    if (submitted || !isGraphQLOperation(request, 'SurveyRunnerSubmitMutation')) return route.fallback();
    submitted = true;
    await route.fetch();
    stored();
  });
  return {
    async answerRefused() {
      await answerSent;
      await submissionStored;
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
      await expect.poll(() => queueHolds(text)).toBe(false);
    },
  };
}

/**
 * Answers a question and the contact form, and submits: the server stores
 * the submission, but the page gets no reply (the connection drops), so it
 * says the submission failed. Returns how to press Submit again.
 */
async function loseFirstSubmissionReply(): Promise<() => Promise<void>> {
  await answerWithContact();
  // Every answer saved: none is left to reach the server after the submission.
  await expect
    .poll(() =>
      server.prisma.response.count({ where: { surveyId, textResponse: { contains: 'cobol.example' } } }),
    )
    .toBe(1);
  await expect.poll(() => queueHolds('')).toBe(false);
  let lost = false;
  await page.route('**/graphql', async (route: Route) => {
    if (lost || !isGraphQLOperation(route.request(), 'SurveyRunnerSubmitMutation')) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: 'Submit Survey' });
  await submit.click();
  await page.getByRole('alert').filter({ hasText: SURVEY.submitFailed }).waitFor();
  expect(await server.prisma.surveySession.count({ where: { surveyId, submittedAt: { not: null } } })).toBe(
    1,
  );
  return () => submit.click();
}

/** Opens the survey, answers its first question and the contact form, and waits until both are saved. */
async function answerWithContact() {
  await page.goto(surveyUrl());
  await waitForHydration(contactName(page));
  await choice('Building a first version').check();
  await fillContactForm(page);
  await waitForAnswers(2);
}

/** Fills the contact question in `tab` as Grace Hopper. */
async function fillContactForm(tab: Page) {
  await contactName(tab).fill('Grace Hopper');
  await tab.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
  await tab.getByRole('textbox', { name: 'Website', exact: true }).fill('cobol.example');
}

/** Back at question 4 after the page loaded again: checks what is shown, changes answer 3, finishes. */
async function continueAndFinish() {
  await shown(4).waitFor();
  expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(`Question 4 of ${TOTAL}`);
  expect(await page.getByRole('button', { name: 'Slide View', pressed: true }).count()).toBe(1);
  expect(await page.getByText(SURVEY_TEXT.saved).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await move('Previous', 3);
  expect(await choice('The founder or CEO').isChecked()).toBe(true);
  // A changed answer is newer than the one saved before the page loaded again.
  await choice('An engineering lead').check();
  await move('Previous', 2);
  expect(await choice('Building a first version').isChecked()).toBe(true);
  await move('Next', 3);
  await move('Next', 4);
  await choice('4 to 10').check();
  for (let index = 5; index <= TOTAL; index++) await move('Next', index);
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await page.waitForURL(`${server.url}/thank-you`);
  await page.getByRole('heading', { name: SURVEY.thankYouTitle }).waitFor();

  const sessions = await server.prisma.surveySession.findMany({
    where: { surveyId },
    include: {
      responses: { include: { choice: true, question: true }, orderBy: { question: { orderNumber: 'asc' } } },
    },
  });
  expect(sessions).toHaveLength(1);
  expect(sessions[0]!.submittedAt).not.toBeNull();
  expect(
    sessions[0]!.responses.map((response) => [
      response.question.questionText,
      response.choice?.choiceText ?? JSON.parse(response.textResponse!).name,
    ]),
  ).toEqual([
    ['What stage is your company at?', 'Building a first version'],
    ['Who owns product decisions today?', 'An engineering lead'],
    ['How many engineers work on the product?', '4 to 10'],
    ['How can we reach you to discuss your product needs?', 'Grace Hopper'],
  ]);
  expect(await server.prisma.response.count({ where: { surveyId } })).toBe(4);
}

/**
 * Once the visitor answered after the notice `text` (why the survey starts
 * again) appeared: it is still there, in a status region, until the visitor
 * hides it; the focus then goes to the view toggle, just before where it was.
 */
async function keepsNoticeUntilHidden(tab: Page, text: string) {
  expect(await tab.getByRole('status').filter({ hasText: text }).count()).toBe(1);
  await tab.getByRole('button', { name: SURVEY_TEXT.hideNotice }).click();
  await tab.getByText(text).waitFor({ state: 'detached' });
  expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
}

describe('a survey under way when the page loads again', () => {
  it('goes on after a reload at the question shown, with the answers given, in the same session', async () => {
    await answerTwoQuestions();
    await page.reload();
    await continueAndFinish();

    // A submitted survey is not continued: opened again, it starts afresh.
    await page.goto(surveyUrl());
    await waitForHydration(page.getByRole('button', { name: 'Slide View' }));
    expect(await page.getByRole('button', { name: 'Form View', pressed: true }).count()).toBe(1);
    expect(await choice('Building a first version').isChecked()).toBe(false);
  });

  it('goes on after the page loaded in full for a new build, under the dialog the visitor opened', async () => {
    await answerTwoQuestions();
    const deploy = await deployNewBuild(page, {
      chunk: '**/assets/ContactDialog-*.js',
      address: surveyUrl(),
    });
    const toggle = page.getByRole('button', { name: 'Contact options' });
    await toggle.click();
    await page.getByRole('button', { name: 'Send us a message' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByLabel('First name').waitFor();
    expect(await deploy.openedBefore()).toBe(undefined);
    // Back closes the dialog, over the survey where the visitor was.
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(surveyUrl());
    await continueAndFinish();
  });

  it('starts again, saying so, keeping the answers to questions that did not change, at the first unanswered one, when an admin changed one meanwhile', async () => {
    await answerTwoQuestions();
    // The choice answered to 'Who owns product decisions today?' is removed (its answer no longer fits).
    const founder = await server.prisma.choice.findFirstOrThrow({
      where: { question: { surveyId }, choiceText: 'The founder or CEO' },
    });
    await server.prisma.choice.delete({ where: { id: founder.id } });
    onTestFinished(() => server.prisma.choice.create({ data: founder }).then(() => undefined));
    const [first] = await server.prisma.surveySession.findMany({ where: { surveyId } });
    await page.reload();
    await page.getByText(SURVEY_TEXT.restarted).waitFor();
    // In the view the visitor had, at the first question left without an answer: the changed one.
    expect(await page.getByRole('button', { name: 'Slide View', pressed: true }).count()).toBe(1);
    await shown(3).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The unchanged question keeps its answer.
    await move('Previous', 2);
    expect(await choice('Building a first version').isChecked()).toBe(true);
    await move('Next', 3);
    // The kept answer is the new respondent's, on the server too.
    await waitForAnswers(3);
    const kept = await server.prisma.response.findMany({
      where: { surveyId, respondentId: { not: first!.respondentId } },
      select: { choice: { select: { choiceText: true } } },
    });
    expect(kept.map((response) => response.choice?.choiceText)).toEqual(['Building a first version']);
    await choice('A full-time product manager').check();
    await waitForAnswers(4);
    await keepsNoticeUntilHidden(page, SURVEY_TEXT.restarted);
    // A new session for the new start; the first keeps what it had.
    expect(await server.prisma.surveySession.count({ where: { surveyId } })).toBe(2);
  });

  it('keeps text typed just before the reload, saved once', async () => {
    await page.goto(surveyUrl());
    const outcome = page.getByLabel('What product outcome matters most to you in the next six months?');
    await waitForHydration(outcome);
    await choice('Building a first version').check();
    await waitForAnswers(1);
    // Reloaded within the pause after typing, before the answer was sent.
    await outcome.fill('Retention');
    const visit = (await visitShownIn(page))!;
    const claims = await holdClaims(page);
    await page.reload();
    await waitForHydration(outcome);
    // Shown as the page hydrates (a moment for its effects: waited for, not read at once).
    await expect.poll(() => outcome.inputValue()).toBe('Retention');
    expect(await choice('Building a first version').isChecked()).toBe(true);
    // The tab goes on as the visit's respondent (not as a copy of another tab, starting afresh).
    await claims.settleOnceReleased(visit);
    expect(await claims.answerTo(visit)).toBe('held');
    expect(await outcome.inputValue()).toBe('Retention');
    await waitForAnswers(2);
    const sessions = await server.prisma.surveySession.findMany({
      where: { surveyId },
      include: { responses: true },
    });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.responses.map((response) => response.textResponse).filter(Boolean)).toEqual([
      'Retention',
    ]);
  });

  it('shows the answers at once after a reload, and keeps what is typed before the tab holds the visit', async () => {
    const outcome = await answerOutcome();
    await recordFirstEditableValue(await outcome.evaluate((field) => field.id));
    const visit = (await visitShownIn(page))!;
    // The page before the reload may hold its claim on the visit a moment
    // longer, or the browser answer the new page's claim late: here the
    // claim waits until the test lets it go.
    const claims = await holdClaims(page);
    await page.reload();
    await waitForHydration(outcome);
    // The box the visitor can type into holds their answer from the start.
    await expect
      .poll(() => page.evaluate(() => (window as FirstEditable).firstEditableValue))
      .toBe('Retention');
    await outcome.fill('Retention and growth');
    await claims.settleOnceReleased(visit);
    // The tab holds the visit: what was typed goes on as its respondent's answer.
    expect(await claims.answerTo(visit)).toBe('held');
    // Saved once the tab holds the visit, and never replaced by what was stored.
    await expect
      .poll(() => server.prisma.response.count({ where: { surveyId, textResponse: 'Retention and growth' } }))
      .toBe(1);
    expect(await outcome.inputValue()).toBe('Retention and growth');
    expect(await page.getByText(SURVEY_TEXT.openElsewhere).count()).toBe(0);
    // One respondent, whose answer the newer text replaced.
    const sessions = await server.prisma.surveySession.findMany({
      where: { surveyId },
      include: { responses: true },
    });
    expect(sessions.map((session) => session.responses.map((response) => response.textResponse))).toEqual([
      ['Retention and growth'],
    ]);
  });

  it('goes on as the same respondent when the browser grants the claim later than the page waits', async () => {
    const outcome = await answerOutcome();
    const visit = (await visitShownIn(page))!;
    const claims = await holdClaims(page, { pageWait: true });
    await page.reload();
    await waitForHydration(outcome);
    // No page holds the visit any more, yet the grant comes past twice the page's wait.
    await claims.waited();
    await claims.settleOnceReleased(visit);
    expect(await claims.answerTo(visit)).toBe('held');
    await outcome.fill('Retention and growth');
    await expect
      .poll(() => server.prisma.response.count({ where: { surveyId, textResponse: 'Retention and growth' } }))
      .toBe(1);
    expect(await page.getByText(SURVEY_TEXT.openElsewhere).count()).toBe(0);
    expect(await server.prisma.surveySession.count({ where: { surveyId } })).toBe(1);
  });

  it('keeps what is typed before the tab holds the visit through a second reload in that moment', async () => {
    const outcome = await answerOutcome();
    const visit = (await visitShownIn(page))!;
    const claims = await holdClaims(page);
    await page.reload();
    await waitForHydration(outcome);
    await expect.poll(() => outcome.inputValue()).toBe('Retention');
    await outcome.fill('Retention and growth');
    await choice('Building a first version').check();
    // Loaded again before the tab knew the visit was its own.
    await page.reload();
    await waitForHydration(outcome);
    await expect.poll(() => outcome.inputValue()).toBe('Retention and growth');
    expect(await choice('Building a first version').isChecked()).toBe(true);

    await claims.settleOnceReleased(visit);
    expect(await claims.answerTo(visit)).toBe('held');
    await expect
      .poll(() => server.prisma.response.count({ where: { surveyId, textResponse: 'Retention and growth' } }))
      .toBe(1);
    await waitForAnswers(2);
    const sessions = await server.prisma.surveySession.findMany({
      where: { surveyId },
      include: { responses: { include: { choice: true } } },
    });
    expect(sessions).toHaveLength(1);
    expect(
      sessions[0]!.responses.map((response) => response.choice?.choiceText ?? response.textResponse).sort(),
    ).toEqual(['Building a first version', 'Retention and growth']);
    expect(await outcome.inputValue()).toBe('Retention and growth');
  });

  it('submits when Submit is pressed before the tab holds the visit, busy until then', async () => {
    await page.goto(surveyUrl());
    await waitForHydration(choice('Building a first version'));
    await choice('Building a first version').check();
    await waitForAnswers(1);
    const visit = (await visitShownIn(page))!;
    const claims = await holdClaims(page);
    await page.reload();
    await waitForHydration(contactName(page));
    await expect.poll(() => choice('Building a first version').isChecked()).toBe(true);
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    // Pressed, it waits for the tab to know its respondent, and says so.
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    expect(page.url()).toBe(surveyUrl());

    await claims.settleOnceReleased(visit);
    expect(await claims.answerTo(visit)).toBe('held');
    await page.waitForURL(`${server.url}/thank-you`);
    const sessions = await server.prisma.surveySession.findMany({
      where: { surveyId },
      include: { responses: { include: { choice: true } } },
    });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.submittedAt).not.toBeNull();
    expect(
      sessions[0]!.responses
        .map((response) => response.choice?.choiceText ?? JSON.parse(response.textResponse!).name)
        .sort(),
    ).toEqual(['Building a first version', 'Grace Hopper']);
  });

  it('says the response was received, and forgets the visit, when reloaded after the submission went through but before its reply', async () => {
    const visit = await submitWithoutReply();
    await page.reload();
    // Not shown as a survey to go on with: the visitor is told it was received.
    await page.getByRole('status').filter({ hasText: SURVEY_TEXT.alreadySubmitted }).waitFor();
    expect(await contactName(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit Survey' }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PROGRESS_STORAGE_KEY))
      .toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Loaded again, it is a new visit, not that one.
    await page.reload();
    await waitForHydration(contactName(page));
    await expect.poll(async () => [undefined, visit].includes(await visitShownIn(page))).toBe(false);
    expect(await choice('Building a first version').isChecked()).toBe(false);
    expect(await page.getByText(SURVEY_TEXT.alreadySubmitted).count()).toBe(0);
    expect(await server.prisma.surveySession.count({ where: { surveyId, submittedAt: { not: null } } })).toBe(
      1,
    );
    expect(await server.prisma.emailOutbox.count()).toBe(1);
  });

  it('says the response was received after a reload when a text answer flushed by Submit reached the server after the submission, whose reply was lost', async () => {
    await answerWithContact();
    const visit = (await visitShownIn(page))!;
    const race = await raceAnswerWithSubmission('Retention');
    await page.getByLabel(OUTCOME).fill('Retention');
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await race.answerRefused();
    // The answer was refused as already submitted: the visit is still there for a reload.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PROGRESS_STORAGE_KEY)).not.toBeNull();

    await page.reload();
    await page.getByRole('status').filter({ hasText: SURVEY_TEXT.alreadySubmitted }).waitFor();
    expect(await visitShownIn(page)).toBe(visit);
    expect(await contactName(page).count()).toBe(0);
    const sessions = await server.prisma.surveySession.findMany({
      where: { surveyId },
      include: { responses: true },
    });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.submittedAt).not.toBeNull();
    expect(sessions[0]!.responses.map((response) => response.textResponse)).toContain('Retention');
    expect(await server.prisma.emailOutbox.count()).toBe(1);
  });

  it('thanks the visitor when Submit, pressed again after its reply was lost, finds the same answers already received', async () => {
    const submitAgain = await loseFirstSubmissionReply();
    await submitAgain();
    // The response the server has is the one this tab sent, as the visitor sees it: they are thanked.
    const thanks = page.getByRole('heading', { name: SURVEY.thankYouTitle });
    await thanks.or(page.getByText(SURVEY_TEXT.alreadySubmitted)).waitFor();
    expect(await thanks.count()).toBe(1);
    expect(page.url()).toBe(`${server.url}/thank-you`);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PROGRESS_STORAGE_KEY)).toBeNull();
    expect(await server.prisma.surveySession.count({ where: { surveyId, submittedAt: { not: null } } })).toBe(
      1,
    );
    expect(await server.prisma.emailOutbox.count()).toBe(1);
  });

  it('says the response was received, not thanks, when Submit is pressed again with an answer changed after its reply was lost', async () => {
    const submitAgain = await loseFirstSubmissionReply();
    // Typed and submitted at once: the answer goes with the submission (its own save, refused, comes later).
    const release = await holdGraphQL(page, 'surveyAnswerSenderSaveMutation');
    await page.getByLabel(OUTCOME).fill('Retention');
    await submitAgain();
    await page.getByRole('status').filter({ hasText: SURVEY_TEXT.alreadySubmitted }).waitFor();
    expect(page.url()).toBe(surveyUrl());
    // The answer's own save, let go, is refused too: the text typed after the submission is not stored.
    const refused = page.waitForResponse((response) =>
      isGraphQLOperation(response.request(), 'surveyAnswerSenderSaveMutation'),
    );
    release();
    await refused;
    expect(await server.prisma.response.count({ where: { surveyId, textResponse: 'Retention' } })).toBe(0);
  });

  it('says the response was received, not thanks, when such a visit is changed and submitted before the server said so', async () => {
    await submitWithoutReply();
    // The tab's question to the server (its start sent again) is answered late.
    const release = await holdGraphQL(page, 'surveyAnswerSenderStartMutation');
    await page.reload();
    await waitForHydration(contactName(page));
    await expect.poll(() => contactName(page).inputValue()).toBe('Grace Hopper');
    await choice('Early revenue, still finding product-market fit').check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();

    await page.getByRole('status').filter({ hasText: SURVEY_TEXT.alreadySubmitted }).waitFor();
    expect(page.url()).toBe(surveyUrl());
    expect(await contactName(page).count()).toBe(0);
    release();
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PROGRESS_STORAGE_KEY))
      .toBeNull();
    // What was changed after the submission is not stored.
    expect(await choicesBySession()).toEqual([['Building a first version', undefined]]);
    expect(await server.prisma.emailOutbox.count()).toBe(1);
  });

  it.each([
    ['once the page saying so has started', false],
    ['when reloaded before the page saying so could start', true],
  ])('starts afresh once the survey was closed meanwhile, even when it opens again: %s', async (_, early) => {
    await answerTwoQuestions();
    await server.prisma.survey.update({ where: { id: surveyId }, data: { isActive: false } });
    onTestFinished(() =>
      server.prisma.survey
        .update({ where: { id: surveyId }, data: { isActive: true } })
        .then(() => undefined),
    );
    const visit = (await visitShownIn(page))!;
    // Early: the app's scripts never arrive, as when the visitor reloads before they have run.
    const scripts = `${server.url}/assets/*.js`;
    if (early) await page.route(scripts, (route) => route.abort());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: SURVEY.notFound }).waitFor();
    // The page saying so forgets the visit (the heading comes with the server's HTML).
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PROGRESS_STORAGE_KEY))
      .toBeNull();
    if (early) await page.unroute(scripts);
    await server.prisma.survey.update({ where: { id: surveyId }, data: { isActive: true } });
    await page.reload();
    await waitForHydration(page.getByRole('button', { name: 'Slide View' }));
    // A visit of its own, not the one before (whose answers would show a moment after hydration).
    await expect.poll(async () => [undefined, visit].includes(await visitShownIn(page))).toBe(false);
    expect(await page.getByRole('button', { name: 'Form View', pressed: true }).count()).toBe(1);
    expect(await choice('Building a first version').isChecked()).toBe(false);
  });

  it('starts afresh when the survey is opened from a link, even in the same tab', async () => {
    await answerTwoQuestions();
    await page.goto(`${server.url}/survey`);
    await page.getByRole('link', { name: new RegExp(FRACTIONAL_PM_SURVEY_TITLE) }).click();
    await page.waitForURL(surveyUrl());
    await waitForHydration(page.getByRole('button', { name: 'Slide View' }));
    expect(await page.getByRole('button', { name: 'Form View', pressed: true }).count()).toBe(1);
    expect(await choice('Building a first version').isChecked()).toBe(false);
  });
});

/**
 * The tab `page` duplicated, as the browser's "Duplicate" does: a new tab of
 * the same context whose sessionStorage and current history entry's state
 * are copies of the original's, loading the same address. The copy is put in
 * place before the page's own scripts run, on the new tab's first load only;
 * `beforeLoad` prepares the new tab before that load.
 */
async function duplicateTab(original: Page, beforeLoad?: (twin: Page) => Promise<void>): Promise<Page> {
  const copied = await original.evaluate(() => {
    const storage: Record<string, string> = {};
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index)!;
      storage[key] = sessionStorage.getItem(key)!;
    }
    return { storage, state: history.state as unknown, url: location.href };
  });
  const twin = await original.context().newPage();
  await twin.addInitScript(({ storage, state }) => {
    const MARK = 'test:duplicated';
    if (sessionStorage.getItem(MARK)) return;
    sessionStorage.setItem(MARK, '1');
    for (const [key, value] of Object.entries(storage)) sessionStorage.setItem(key, value);
    history.replaceState(state, '');
  }, copied);
  await beforeLoad?.(twin);
  await twin.goto(copied.url);
  return twin;
}

/** `original` duplicated, the copy's claim on the visit held until `claims.settle()`. */
async function duplicateTabHoldingClaims(original: Page) {
  let claims: Awaited<ReturnType<typeof holdClaims>> | undefined;
  const twin = await duplicateTab(original, async (tab) => {
    claims = await holdClaims(tab);
  });
  return { twin, claims: claims! };
}

/** The choices answered in each survey session, oldest session first. */
async function choicesBySession(): Promise<(string | undefined)[][]> {
  const sessions = await server.prisma.surveySession.findMany({
    where: { surveyId },
    include: { responses: { include: { choice: true } } },
    orderBy: { startedAt: 'asc' },
  });
  return sessions.map((session) => session.responses.map((response) => response.choice?.choiceText).sort());
}

describe('a survey tab duplicated in the middle of a visit', () => {
  it('starts the copy as a new respondent, saying why, and leaves the original tab its visit', async () => {
    await answerTwoQuestions();
    const twin = await duplicateTab(page);
    const on = (tab: Page) => ({
      choice: (name: string) => tab.getByRole('radio', { name, exact: true }),
    });

    // The copy starts afresh, in a session of its own.
    await twin.getByText(SURVEY_TEXT.openElsewhere).waitFor();
    expect(await twin.getByRole('button', { name: 'Form View', pressed: true }).count()).toBe(1);
    expect(await on(twin).choice('Building a first version').isChecked()).toBe(false);
    expect(await seriousAxeViolations(twin)).toEqual([]);
    await on(twin).choice('Early revenue, still finding product-market fit').check();
    await waitForAnswers(3);
    await keepsNoticeUntilHidden(twin, SURVEY_TEXT.openElsewhere);
    expect(await server.prisma.surveySession.count({ where: { surveyId } })).toBe(2);

    // The original goes on with its own answers, after a reload too.
    await move('Previous', 3);
    expect(await choice('The founder or CEO').isChecked()).toBe(true);
    await choice('An engineering lead').check();
    await expect
      .poll(() =>
        server.prisma.response.count({ where: { surveyId, choice: { choiceText: 'An engineering lead' } } }),
      )
      .toBe(1);
    const visit = (await visitShownIn(page))!;
    const claims = await holdClaims(page);
    await page.reload();
    await shown(3).waitFor();
    expect(await choice('An engineering lead').isChecked()).toBe(true);
    await claims.settleOnceReleased(visit);
    expect(await claims.answerTo(visit)).toBe('held');
    expect(await page.getByText(SURVEY_TEXT.openElsewhere).count()).toBe(0);

    // The copy, reloaded, goes on with its own visit.
    const twinVisit = (await visitShownIn(twin))!;
    expect(twinVisit).not.toBe(visit);
    const twinClaims = await holdClaims(twin);
    await twin.reload();
    const early = on(twin).choice('Early revenue, still finding product-market fit');
    await waitForHydration(early);
    await expect.poll(() => early.isChecked()).toBe(true);
    await twinClaims.settleOnceReleased(twinVisit);
    expect(await twinClaims.answerTo(twinVisit)).toBe('held');
    expect(await twin.getByText(SURVEY_TEXT.openElsewhere).count()).toBe(0);

    expect(await choicesBySession()).toEqual([
      ['An engineering lead', 'Building a first version'],
      ['Early revenue, still finding product-market fit'],
    ]);
  });

  it('tells the copy why it starts afresh when its visitor answered before that was known', async () => {
    await answerTwoQuestions();
    const { twin, claims } = await duplicateTabHoldingClaims(page);
    const teamSize = twin.getByRole('radio', { name: '4 to 10', exact: true });
    // Its button in the server's form view is replaced by the slide view's: that is the one hydrated.
    await waitForHydration(teamSize);
    // Shown where the original was (slide view), in place of the server's form view.
    await twin.getByText(`Question 4 of ${TOTAL}`, { exact: true }).waitFor();
    // Answered while the copy still shows the original's visit.
    await teamSize.check();
    await claims.settle();

    await twin.getByText(SURVEY_TEXT.openElsewhere).waitFor();
    expect(await teamSize.isChecked()).toBe(true);
    expect(await twin.getByRole('radio', { name: 'Building a first version', exact: true }).isChecked()).toBe(
      false,
    );
    await waitForAnswers(3);
    expect(await choicesBySession()).toEqual([
      ['Building a first version', 'The founder or CEO'],
      ['4 to 10'],
    ]);
  });

  it("submits nothing from the copy when Submit was pressed before it knew the visit was another tab's", async () => {
    await answerWithContact();
    const { twin, claims } = await duplicateTabHoldingClaims(page);
    const submit = twin.getByRole('button', { name: 'Submit Survey' });
    await waitForHydration(submit);
    await expect.poll(() => contactName(twin).inputValue()).toBe('Grace Hopper');
    await submit.click();
    await twin.getByRole('button', { name: 'Submitting...' }).waitFor();
    await claims.settle();

    // The answers it showed are the other tab's: it starts afresh, saying why, and sends nothing.
    await twin.getByText(SURVEY_TEXT.openElsewhere).waitFor();
    await submit.waitFor();
    expect(await contactName(twin).inputValue()).toBe('');
    expect(twin.url()).toBe(surveyUrl());
    expect(await server.prisma.surveySession.count({ where: { surveyId, submittedAt: { not: null } } })).toBe(
      0,
    );
  });
});
