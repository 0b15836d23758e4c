// A visitor whose response an admin removed from the results (a test run,
// spam), in Chromium: their browser still holds the respondent id and the
// visit. Reloaded, answering on, or submitting, the page is told the
// respondent was removed: it forgets the visit on the device and starts the
// survey afresh, empty, as a new respondent, saying the earlier answers were
// removed; nothing of the removed respondent comes back. The removal is
// what deleteSurveyRespondents does to the database (the session goes, a
// tombstone with the id's hash stays; tests/api/surveys covers the mutation).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_PREFIX } from '../../../client/routes/surveys/take/answerQueue';
import { PROGRESS_STORAGE_KEY } from '../../../client/routes/surveys/take/surveyProgress';
import { SURVEY_TEXT } from '../../../domain/surveys/survey';
import { respondentKeyHash } from '../../../server/modules/surveys/answers';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;
let surveyId: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { CONTACT_INBOX: 'inbox@lab.test' } }));
  surveyId = (
    await server.prisma.survey.create({
      data: {
        title: 'Workshop feedback',
        isActive: true,
        questions: {
          create: [
            { questionText: 'What should we change?', questionType: 'short_answer', orderNumber: 1 },
            { questionText: 'Your details', questionType: 'contact_form', orderNumber: 2 },
          ],
        },
      },
      select: { id: true },
    })
  ).id;
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
});

const change = () => page.getByRole('textbox', { name: 'What should we change?' });
const notice = () => page.getByText(SURVEY_TEXT.removedRestarted);

const sessions = () =>
  server.prisma.surveySession.findMany({
    where: { surveyId },
    select: { respondentId: true, submittedAt: true, responses: { select: { textResponse: true } } },
  });

/** Waits until the survey's only session holds `text`: the visitor's answer reached the server. Its respondent. */
async function savedAs(text: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await sessions()).find((session) =>
      session.responses.some((response) => response.textResponse === text),
    );
    if (found) return found.respondentId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`"${text}" was not stored`);
}

/** What the admin's removal does: the session and its answers go, a tombstone stays. */
async function removeRespondent(respondentId: string) {
  await server.prisma.$transaction([
    server.prisma.removedRespondent.create({
      data: { surveyId, keyHash: respondentKeyHash(respondentId), removedAt: new Date() },
    }),
    server.prisma.surveySession.delete({ where: { surveyId_respondentId: { surveyId, respondentId } } }),
  ]);
}

/** Whether the tab's storage still names the respondent (the visit kept for a reload, answers queued). */
const storageNames = (respondentId: string) =>
  page.evaluate(
    ({ respondentId, progressKey, queuePrefix }) => {
      const stored = [
        ...Object.keys(sessionStorage)
          .filter((key) => key.startsWith(progressKey))
          .map((key) => sessionStorage.getItem(key) ?? ''),
        ...Object.keys(localStorage)
          .filter((key) => key.startsWith(queuePrefix))
          .map((key) => localStorage.getItem(key) ?? ''),
      ];
      return stored.some((value) => value.includes(respondentId));
    },
    { respondentId, progressKey: PROGRESS_STORAGE_KEY, queuePrefix: QUEUE_STORAGE_PREFIX },
  );

async function openAndAnswer(text: string): Promise<string> {
  await page.goto(`${server.url}/survey/${surveyId}`);
  await waitForHydration(change());
  await change().fill(text);
  await change().blur();
  return savedAs(text);
}

describe('a survey whose respondent an admin removed', () => {
  it('starts afresh after a reload, as a new respondent, saying the earlier answers were removed', async () => {
    await server.prisma.surveySession.deleteMany({ where: { surveyId } });
    const removed = await openAndAnswer('Spam spam spam');
    await removeRespondent(removed);

    await page.reload();
    await notice().waitFor();
    expect(await change().inputValue()).toBe('');
    expect(await storageNames(removed)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The visitor answers on, as a new respondent; the removed one stays removed.
    await change().fill('A real answer');
    await change().blur();
    const fresh = await savedAs('A real answer');
    expect(fresh).not.toBe(removed);
    expect((await sessions()).map((session) => session.respondentId)).toEqual([fresh]);
    // The message stays while they answer, until hidden.
    await page.getByRole('button', { name: SURVEY_TEXT.hideNotice }).click();
    expect(await notice().count()).toBe(0);
  });

  it('starts afresh when an answer given after the removal is refused, keeping nothing of it', async () => {
    await server.prisma.surveySession.deleteMany({ where: { surveyId } });
    const removed = await openAndAnswer('Test run');
    await removeRespondent(removed);

    await change().fill('Test run, edited');
    await change().blur();
    await notice().waitFor();
    expect(await change().inputValue()).toBe('');
    expect(await storageNames(removed)).toBe(false);
    // The edited answer was refused, not stored for anyone.
    expect((await sessions()).map((session) => session.respondentId)).not.toContain(removed);
    expect(await server.prisma.response.count({ where: { surveyId } })).toBe(0);
  });

  it('starts afresh when the submission is refused, not thanking the visitor and storing nothing', async () => {
    await server.prisma.surveySession.deleteMany({ where: { surveyId } });
    await page.goto(`${server.url}/survey/${surveyId}`);
    await waitForHydration(change());
    await page.getByLabel('Name').fill('Sam Spammer');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Website').fill('example.com');
    await change().fill('Buy now');
    await change().blur();
    const removed = await savedAs('Buy now');
    await removeRespondent(removed);

    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await notice().waitFor();
    expect(page.url()).toBe(`${server.url}/survey/${surveyId}`);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await change().inputValue()).toBe('');
    expect(await page.getByText(SURVEY_TEXT.respondentRemoved).count()).toBe(0);
    const left = await sessions();
    expect(left.map((session) => session.respondentId)).not.toContain(removed);
    expect(left.every((session) => session.submittedAt === null)).toBe(true);
    expect(await server.prisma.crmContact.count({ where: { email: 'sam@example.com' } })).toBe(0);
    expect(await server.prisma.emailOutbox.count()).toBe(0);
  });
});
