// The survey back-office in Chromium: an admin builds a small survey (every
// answerable type, choices reordered), switches it on, a visitor answers it,
// and the admin sees its results: completion, a bar per choice, the text
// answer, the respondent's full answers and the CSV download.
import fs from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_BUILDER } from '../../../domain/surveys/builder';
import { PREVIEW_PARAM, SURVEY_TEXT } from '../../../domain/surveys/survey';
import {
  closeAll,
  holdGraphQL,
  isGraphQLOperation,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  typeWhileSaveHeld,
} from '../../helpers/browser';
import { ADMIN } from '../../helpers/users';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ admin: true }));
  admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await admin.goto(`${server.url}/admin/login`);
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(`${server.url}/admin`);
});
afterAll(() => closeAll(browser, server));

describe('the survey builder and results', () => {
  it('builds a survey, takes a response as a visitor, and shows its results', async () => {
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Surveys' }).click();
    await admin.getByText('No surveys yet.').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: 'New survey' }).click();
    await admin.getByRole('heading', { name: 'New survey' }).waitFor();
    // Active without a question: it would be listed, and no visitor could submit it.
    const active = admin.getByRole('checkbox', { name: /Active/ });
    await active.check();
    await admin.getByText(SURVEY_BUILDER.noQuestions).waitFor();
    await active.uncheck();
    expect(await admin.getByText(SURVEY_BUILDER.noQuestions).count()).toBe(0);

    // Validation first: nothing filled in.
    await admin.getByRole('button', { name: 'Add question' }).click();
    await admin.getByRole('button', { name: 'Save survey' }).click();
    await admin.getByText('Title is required').waitFor();
    await admin.getByText('Question text is required').waitFor();
    await admin.getByText('Choice text is required').first().waitFor();
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await admin.getByRole('textbox', { name: 'Title' }).fill('Workshop feedback');
    await admin.getByRole('textbox', { name: 'Description' }).fill('Two minutes about the workshop.');
    await admin.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Which session helped most?');
    await admin.getByRole('textbox', { name: 'Choice 1' }).fill('Prompting');
    await admin.getByRole('textbox', { name: 'Choice 2' }).fill('Agents');
    await admin.getByRole('button', { name: 'Add choice to question 1' }).click();
    await admin.getByRole('textbox', { name: 'Choice 3' }).fill('Evaluation');
    await admin.getByRole('button', { name: 'Move choice 3 up' }).click();
    expect(await admin.getByRole('textbox', { name: 'Choice 2' }).inputValue()).toBe('Evaluation');

    await admin.getByLabel('New question type').selectOption('short_answer');
    await admin.getByRole('button', { name: 'Add question' }).click();
    await admin.getByRole('textbox', { name: 'Question 2', exact: true }).fill('What should we change?');
    await admin.getByLabel('New question type').selectOption('yes_no');
    await admin.getByRole('button', { name: 'Add question' }).click();
    await admin.getByRole('textbox', { name: 'Question 3', exact: true }).fill('Would you come again?');
    await admin.getByText(/has no contact form question/).waitFor();
    await admin.getByLabel('New question type').selectOption('contact_form');
    await admin.getByRole('button', { name: 'Add question' }).click();
    await admin.getByRole('textbox', { name: 'Question 4', exact: true }).fill('Where can we reach you?');
    // Down and back up again: the order saved is the order shown.
    await admin.getByRole('button', { name: 'Down (move question 3)' }).press('Enter');
    // Last now, its Down is disabled: the keyboard goes to its Up, not to the page's body.
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent))
      .toBe('Up (move question 4)');
    await admin.keyboard.press('Enter');
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent))
      .toBe('Up (move question 3)');
    await admin.getByRole('checkbox', { name: /Active/ }).check();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Save survey' }).click();
    await admin.getByText('Survey saved.').waitFor();
    await admin.getByRole('heading', { name: 'Edit survey' }).waitFor();
    expect(await admin.title()).toBe('Edit survey: Workshop feedback · Meridian Lab');

    const survey = await server.prisma.survey.findFirstOrThrow({
      include: {
        questions: {
          orderBy: { orderNumber: 'asc' },
          include: { choices: { orderBy: { orderNumber: 'asc' } } },
        },
      },
    });
    expect(survey).toMatchObject({ title: 'Workshop feedback', isActive: true });
    expect(survey.questions.map((question) => question.questionType)).toEqual([
      'multiple_choice',
      'short_answer',
      'yes_no',
      'contact_form',
    ]);
    expect(survey.questions[0]!.choices.map((choice) => choice.choiceText)).toEqual([
      'Prompting',
      'Evaluation',
      'Agents',
    ]);
    expect(admin.url()).toBe(`${server.url}/admin/surveys/${survey.id}`);

    // A visitor answers it.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${server.url}/survey`);
    await visitor.getByRole('link', { name: /Workshop feedback/ }).click();
    await visitor.getByRole('radio', { name: 'Evaluation' }).check();
    await visitor.getByRole('textbox', { name: 'What should we change?' }).fill('More hands-on time');
    await visitor.getByRole('radio', { name: 'Yes' }).check();
    await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill('Katherine Johnson');
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill('katherine@example.com');
    await visitor.getByRole('textbox', { name: 'Website', exact: true }).fill('nasa.gov');
    await visitor.getByRole('button', { name: 'Submit Survey' }).click();
    await visitor.waitForURL(`${server.url}/thank-you`);
    await visitor.context().close();

    // Its results.
    await admin.getByRole('link', { name: 'Results' }).click();
    await admin.getByRole('heading', { name: 'Results: Workshop feedback' }).waitFor();
    const figure = (label: string) =>
      admin.locator('dl > div').filter({ has: admin.getByText(label, { exact: true }) });
    expect(await figure('Started').locator('dd').first().textContent()).toBe('1');
    expect(await figure('Submitted').locator('dd').first().textContent()).toBe('1');
    expect(await figure('Completion rate').locator('dd').first().textContent()).toBe('100%');
    const choiceQuestion = admin.locator('article').filter({ hasText: 'Which session helped most?' });
    await choiceQuestion.getByText('1 answer', { exact: true }).waitFor();
    expect(await choiceQuestion.locator('li').allInnerTexts()).toEqual([
      expect.stringMatching(/Prompting\s+0 \(0%\)/),
      expect.stringMatching(/Evaluation\s+1 \(100%\)/),
      expect.stringMatching(/Agents\s+0 \(0%\)/),
    ]);
    await admin
      .locator('article')
      .filter({ hasText: 'What should we change?' })
      .getByText('More hands-on time')
      .waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'View answers of Katherine Johnson' }).click();
    const dialog = admin.getByRole('dialog', { name: "Respondent's answers" });
    await dialog.getByText('Would you come again?').waitFor();
    expect(await dialog.locator('dd').allInnerTexts()).toEqual([
      'Evaluation',
      'More hands-on time',
      'Yes',
      'Katherine Johnson, katherine@example.com, nasa.gov',
    ]);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('workshop-feedback-responses.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFRespondent,Started at,Submitted at,View mode,Which session helped most?,What should we change?,Would you come again?,Name,Email,Phone,Website',
    );
    expect(csv).toContain(
      ',form,Evaluation,More hands-on time,Yes,Katherine Johnson,katherine@example.com,,nasa.gov',
    );

    // The same admin in a browser set to German: semicolons, as Excel there expects.
    const german = await browser.newContext({
      acceptDownloads: true,
      locale: 'de-DE',
      storageState: await admin.context().storageState(),
    });
    try {
      const page = await german.newPage();
      await page.goto(admin.url());
      const [semicolons] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const text = fs.readFileSync((await semicolons.path())!, 'utf8');
      expect(text.split('\r\n')[0]).toBe(
        '\uFEFFRespondent;Started at;Submitted at;View mode;Which session helped most?;What should we change?;Would you come again?;Name;Email;Phone;Website',
      );
      expect(text).toContain(
        ';form;Evaluation;More hands-on time;Yes;Katherine Johnson;katherine@example.com;;nasa.gov',
      );
    } finally {
      await german.close();
    }
  });

  it('edits an existing survey: removes a question with answers after confirming, deactivates, then deletes it', async () => {
    const survey = await server.prisma.survey.findFirstOrThrow({ where: { title: 'Workshop feedback' } });
    await admin.goto(`${server.url}/admin/surveys/${survey.id}`);
    await admin.getByRole('textbox', { name: 'Title' }).waitFor();
    await admin.getByText('(1 answer)').first().waitFor();
    // Removing a choice that was chosen asks first, naming the answers at stake.
    await admin.getByRole('button', { name: 'Remove choice 2' }).click();
    const choiceConfirm = admin.getByRole('dialog', { name: 'Remove choice 2 of question 1?' });
    await choiceConfirm.getByText('1 answer chose “Evaluation”.', { exact: false }).waitFor();
    await choiceConfirm.getByRole('button', { name: 'Cancel' }).click();
    await choiceConfirm.waitFor({ state: 'detached' });
    expect(await admin.getByRole('textbox', { name: 'Choice 2' }).inputValue()).toBe('Evaluation');
    // So does a new type for a question with answers; once agreed, changing it back asks nothing.
    const type3 = admin.getByLabel('Type of question 3');
    // Yes / No made multiple choice keeps Yes and No as its choices, and so its answers: nothing to ask.
    await type3.selectOption('multiple_choice');
    expect(await type3.inputValue()).toBe('multiple_choice');
    await type3.selectOption('yes_no');
    expect(await admin.getByRole('dialog').count()).toBe(0);
    await type3.selectOption('short_answer');
    const typeConfirm = admin.getByRole('dialog', { name: 'Change the type of question 3?' });
    await typeConfirm.getByText('It has 1 answer, given to it as “Yes / No”.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await typeConfirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await type3.inputValue()).toBe('yes_no');
    await type3.selectOption('short_answer');
    await typeConfirm.getByRole('button', { name: 'Change type' }).click();
    expect(await type3.inputValue()).toBe('short_answer');
    await type3.selectOption('yes_no');
    expect(await admin.getByRole('dialog').count()).toBe(0);
    expect(await type3.inputValue()).toBe('yes_no');
    await admin.getByRole('button', { name: 'Remove question 2' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove question 2?' });
    await confirm.getByText('It has 1 answer.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Remove question' }).click();
    await admin.getByRole('checkbox', { name: /Active/ }).uncheck();
    // Saved from the keyboard, as with the button: the builder stays open on it.
    await admin.keyboard.press('Control+s');
    await admin.getByText('Survey saved.').waitFor();
    expect(await server.prisma.question.count({ where: { surveyId: survey.id } })).toBe(3);
    expect((await server.prisma.survey.findUniqueOrThrow({ where: { id: survey.id } })).isActive).toBe(false);

    // Keys typed while the next save is on its way stay in the form, unsaved:
    // in the description, and in a question that save adds.
    await admin.getByLabel('New question type').selectOption('yes_no');
    await admin.getByRole('button', { name: 'Add question' }).click();
    const added = admin.getByRole('textbox', { name: 'Question 4', exact: true });
    // The added question takes the focus, in its text.
    await expect.poll(() => added.evaluate((element) => element === document.activeElement)).toBe(true);
    await added.fill('Anything else?');
    const release = await holdGraphQL(admin, 'SurveyEditorSaveMutation');
    await admin.getByRole('textbox', { name: 'Title' }).fill('Workshop feedback, renamed');
    await admin.keyboard.press('Control+s');
    const description = admin.getByRole('textbox', { name: 'Description' });
    await description.fill('Typed while saving.');
    await added.fill('Anything else to tell us?');
    release();
    await expect
      .poll(async () => (await server.prisma.survey.findUniqueOrThrow({ where: { id: survey.id } })).title)
      .toBe('Workshop feedback, renamed');
    await admin.getByRole('button', { name: 'Save survey', exact: true }).waitFor();
    expect(await description.inputValue()).toBe('Typed while saving.');
    expect(await added.inputValue()).toBe('Anything else to tell us?');
    const addedRow = await server.prisma.question.findFirstOrThrow({
      where: { surveyId: survey.id, questionText: 'Anything else?' },
    });
    // Not "saved" while the description is not.
    expect(await admin.getByText('Survey saved.').count()).toBe(0);
    expect(await admin.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Workshop feedback, renamed',
    );
    await admin.unroute('**/graphql');
    // Leaving asks first: the description is not saved yet.
    await admin.getByRole('link', { name: /All surveys/ }).click();
    await admin
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // Saved now, the question the last save created is the one changed, not
    // created again (a respondent's answer to it in between would be lost).
    await admin.keyboard.press('Control+s');
    await admin.getByText('Survey saved.').waitFor();
    expect(
      await server.prisma.question.findMany({
        where: { surveyId: survey.id },
        orderBy: { orderNumber: 'asc' },
      }),
    ).toEqual([
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.objectContaining({
        id: addedRow.id,
        questionText: 'Anything else to tell us?',
      }),
    ]);

    await admin.getByRole('button', { name: 'Delete survey' }).click();
    await admin
      .getByRole('dialog', { name: 'Delete this survey?' })
      .getByRole('button', { name: 'Delete survey' })
      .click();
    await admin.waitForURL(`${server.url}/admin/surveys`);
    // The list says what happened, as it does after a delete from the list.
    await admin
      .getByRole('status')
      .filter({ hasText: '“Workshop feedback, renamed” was deleted.' })
      .waitFor();
    await admin.getByText('No surveys yet.').waitFor();
    expect(await server.prisma.survey.count()).toBe(0);
    // The notice was for the arrival: reloaded, the list no longer says it.
    await admin.reload();
    await admin.getByText('No surveys yet.').waitFor();
    expect(await admin.getByText('was deleted.').count()).toBe(0);
  });
});

describe('the survey builder saving over a version', () => {
  it('names the version it opened (expectedVersion), and is refused once the survey was saved elsewhere', async () => {
    const survey = await server.prisma.survey.create({
      data: {
        title: 'Versioned survey',
        questions: { create: [{ questionText: 'Team size?', questionType: 'short_answer', orderNumber: 1 }] },
      },
    });
    const sent: Record<string, unknown>[] = [];
    const record = (request: Request) => {
      if (isGraphQLOperation(request, 'SurveyEditorSaveMutation'))
        sent.push(
          (request.postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input,
        );
    };
    admin.on('request', record);
    try {
      await admin.goto(`${server.url}/admin/surveys/${survey.id}`);
      const title = admin.getByRole('textbox', { name: 'Title' });
      await title.fill('Versioned survey, renamed');
      await admin.keyboard.press('Control+s');
      await admin.getByText('Survey saved.').waitFor();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ expectedVersion: survey.version });
      expect(sent[0]).not.toHaveProperty('expectedUpdatedAt');

      // Saved elsewhere meanwhile: the builder's next save names the version it has, and is refused.
      await server.prisma.survey.update({ where: { id: survey.id }, data: { version: { increment: 1 } } });
      await title.fill('Versioned survey, mine');
      await admin.keyboard.press('Control+s');
      await admin.getByText(SURVEY_BUILDER.changedElsewhere).waitFor();
      expect(sent[1]).toMatchObject({ expectedVersion: survey.version + 1 });
      expect((await server.prisma.survey.findUniqueOrThrow({ where: { id: survey.id } })).title).toBe(
        'Versioned survey, renamed',
      );
    } finally {
      admin.off('request', record);
    }
  });
});

describe('the survey builder previewing an active survey', () => {
  it('opens it as a visitor would, saving nothing: no respondent, no answer, nothing in its results', async () => {
    const survey = await server.prisma.survey.create({
      data: {
        title: 'Live survey',
        isActive: true,
        questions: {
          create: [
            { questionText: 'Team size?', questionType: 'short_answer', orderNumber: 1 },
            { questionText: 'Your details', questionType: 'contact_form', orderNumber: 2 },
          ],
        },
      },
    });
    const sent: string[] = [];
    const record = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql'))
        sent.push(request.postData() ?? '');
    };
    admin.on('request', record);
    try {
      await admin.goto(`${server.url}/admin/surveys/${survey.id}`);
      await admin.getByRole('link', { name: 'Preview as a visitor' }).click();
      const answer = admin.getByRole('textbox', { name: 'Team size?' });
      await answer.fill('Twelve');
      await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Admin');
      await admin.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
      await admin.getByRole('textbox', { name: 'Website', exact: true }).fill('example.com');
      await admin.getByRole('button', { name: 'Submit Survey' }).click();
      // Either the preview's notice is said again, or (the bug) the admin is thanked for a response.
      const notice = admin.getByText(SURVEY_TEXT.previewActive).first();
      await Promise.race([admin.waitForURL(`${server.url}/thank-you`), notice.waitFor()]);
      expect(admin.url()).toBe(`${server.url}/survey/${survey.id}?${PREVIEW_PARAM}`);
      await notice.waitFor();
      expect(sent.filter((body) => /surveyAnswerSender|SurveyRunnerSubmit/.test(body))).toEqual([]);
      expect(await server.prisma.surveySession.count({ where: { surveyId: survey.id } })).toBe(0);
    } finally {
      admin.off('request', record);
    }
  });
});

describe('the survey builder creating a survey', () => {
  it('keeps keys typed while the new survey is saved, in the builder it opens at its own address', async () => {
    await admin.goto(`${server.url}/admin/surveys/new`);
    await admin.getByRole('heading', { name: 'New survey' }).waitFor();
    const title = admin.getByRole('textbox', { name: 'Title' });
    await title.fill('Created while typing');
    await typeWhileSaveHeld(
      admin,
      'SurveyEditorSaveMutation',
      () => admin.getByRole('button', { name: 'Save survey' }).click(),
      async () => {
        await title.press('End');
        await admin.keyboard.type(', still');
      },
    );
    await admin.getByRole('heading', { name: 'Edit survey' }).waitFor();
    const survey = await server.prisma.survey.findFirstOrThrow({ where: { title: 'Created while typing' } });
    await admin.waitForURL(`${server.url}/admin/surveys/${survey.id}`);
    await expect.poll(() => title.inputValue()).toBe('Created while typing, still');
    // Unsaved: leaving asks first.
    await admin.getByRole('link', { name: 'All surveys' }).click();
    await admin
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // Saved again: the survey just created, updated (no second one).
    await admin.keyboard.press('Control+s');
    await expect
      .poll(async () => (await server.prisma.survey.findUniqueOrThrow({ where: { id: survey.id } })).title)
      .toBe('Created while typing, still');
    expect(
      await server.prisma.survey.count({ where: { title: { startsWith: 'Created while typing' } } }),
    ).toBe(1);
    await admin.getByText('Survey saved.').waitFor();
  });
});
