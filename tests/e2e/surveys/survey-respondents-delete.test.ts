// Removing respondents from a survey's results in Chromium, on a phone-width
// screen and with the keyboard: an admin selects an old preview and an
// abandoned run, confirms, and the completion figures, the answers and the
// respondents list come back without them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_RESULTS } from '../../../domain/surveys/results';
import { openAdminPage } from '../../helpers/admin-browser';
import {
  closeAll,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  admin = await openAdminPage(browser, server, { width: 375, height: 740 });
});
afterAll(() => closeAll(browser, server));

/** A survey with a submitted preview, a submitted visitor and a run left after opening. */
async function seedSurvey() {
  const survey = await server.prisma.survey.create({
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
    select: { id: true, questions: { orderBy: { orderNumber: 'asc' }, select: { id: true } } },
  });
  const [change, details] = survey.questions.map((question) => question.id) as [string, string];
  const contact = (name: string, email: string) =>
    JSON.stringify({ name, email, phone: '', website: 'example.com' });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
  await server.prisma.surveySession.createMany({
    data: [
      { surveyId: survey.id, respondentId: 'visitor', startedAt: at(0), submittedAt: at(5) },
      { surveyId: survey.id, respondentId: 'preview', startedAt: at(10), submittedAt: at(12) },
      { surveyId: survey.id, respondentId: 'abandoned', startedAt: at(20) },
    ],
  });
  await server.prisma.response.createMany({
    data: [
      { surveyId: survey.id, respondentId: 'visitor', questionId: change, textResponse: 'More exercises' },
      {
        surveyId: survey.id,
        respondentId: 'visitor',
        questionId: details,
        textResponse: contact('Vera Visitor', 'vera@example.com'),
      },
      { surveyId: survey.id, respondentId: 'preview', questionId: change, textResponse: 'Admin preview run' },
      {
        surveyId: survey.id,
        respondentId: 'preview',
        questionId: details,
        textResponse: contact('Ada Admin', 'ada@example.com'),
      },
    ],
  });
  return survey.id;
}

const figure = (label: string) =>
  admin
    .locator('dl > div')
    .filter({ has: admin.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

describe("a survey's results", () => {
  it('deletes the selected respondents after a confirmation, on a phone and with the keyboard, and the counts follow', async () => {
    const surveyId = await seedSurvey();
    await admin.goto(`${server.url}/admin/surveys/${surveyId}/results`);
    await admin.getByRole('heading', { name: 'Respondents (3)' }).waitFor();
    expect(await figure('Started').textContent()).toBe('3');
    expect(await figure('Submitted').textContent()).toBe('2');
    expect(await figure('Completion rate').textContent()).toBe('67%');
    await admin.getByText('Admin preview run').first().waitFor();

    // Selected with the keyboard: the space bar ticks a row's box.
    await admin.getByRole('checkbox', { name: 'Select Ada Admin' }).focus();
    await admin.keyboard.press('Space');
    await admin.getByRole('checkbox', { name: 'Select Anonymous respondent 1' }).focus();
    await admin.keyboard.press('Space');
    await admin.getByText('2 selected').waitFor();
    await admin.getByRole('button', { name: SURVEY_RESULTS.deleteSelected }).focus();
    await admin.keyboard.press('Enter');

    const dialog = admin.getByRole('dialog', { name: SURVEY_RESULTS.deleteTitle });
    await dialog.getByText(/Deleting 2 respondents removes their answers/).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // Cancel has the focus first; the next stop is the delete itself.
    await admin.keyboard.press('Tab');
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Delete respondents');
    await admin.keyboard.press('Enter');

    await admin.getByText('2 respondents deleted.').waitFor();
    await admin.getByRole('heading', { name: 'Respondents (1)' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await figure('Started').textContent()).toBe('1');
    expect(await figure('Submitted').textContent()).toBe('1');
    expect(await figure('Completion rate').textContent()).toBe('100%');
    expect(await admin.getByText('Admin preview run').count()).toBe(0);
    await admin.getByText('More exercises').first().waitFor();
    expect(await admin.getByRole('checkbox', { name: 'Select Vera Visitor' }).isChecked()).toBe(false);
    // The phone's cards fit the screen.
    expect(
      await admin.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    expect(await server.prisma.surveySession.count({ where: { surveyId } })).toBe(1);
  });
});
