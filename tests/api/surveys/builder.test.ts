// The admin survey builder and results against a real database: create a
// survey with questions of every type, edit, reorder and remove questions
// and choices (kept ones keep their answers), validation messages, a save
// over someone else's change, delete; then results: completion, counts per
// choice, text answers, one respondent's answers and the CSV export.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { SURVEY_BUILDER } from '../../../domain/surveys/builder';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { rowId } from '../../helpers/content';
import {
  contactText,
  gid,
  loadSurvey,
  SAVE_ANSWER,
  START_SURVEY,
  SUBMIT_SURVEY,
} from '../../helpers/surveys';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let cookie: string;

const SAVE_SURVEY = /* GraphQL */ `
  mutation SaveSurvey($input: SaveSurveyInput!) {
    saveSurvey(input: $input) {
      __typename
      ... on Survey {
        id
        databaseId
        title
        description
        isActive
        updatedAt
        version
        questions { id questionType rawQuestionText orderNumber answerCount choices { id choiceText orderNumber } }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on ConflictError { currentVersion }
    }
  }
`;

type SavedQuestion = {
  id: string;
  questionType: string;
  rawQuestionText: string;
  orderNumber: number;
  answerCount: number;
  choices: { id: string; choiceText: string; orderNumber: number }[];
};
type Saved = {
  __typename: string;
  id: string;
  databaseId: string;
  title: string;
  isActive: boolean;
  updatedAt: string;
  version: number;
  currentVersion?: number | null;
  questions: SavedQuestion[];
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

async function saveSurvey(input: Record<string, unknown>): Promise<Saved> {
  const result = await app.gql<{ saveSurvey: Saved }>(SAVE_SURVEY, { input }, { cookie });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.saveSurvey;
}

const newSurvey = () => ({
  title: '  Onboarding check ',
  description: 'How did onboarding go?',
  isActive: false,
  questions: [
    { questionText: '<p>Welcome</p>', questionType: 'text_only', choices: [] },
    {
      questionText: 'Which part helped most?',
      questionType: 'multiple_choice',
      choices: [{ choiceText: 'Docs' }, { choiceText: 'Calls' }, { choiceText: 'Templates' }],
    },
    { questionText: 'Would you recommend us?', questionType: 'yes_no', choices: [] },
    {
      questionText: 'What would you change?',
      questionType: 'short_answer',
      choices: [{ choiceText: 'ignored' }],
    },
    { questionText: 'Your details', questionType: 'contact_form', choices: [] },
  ],
});

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  cookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.survey.deleteMany();
});

describe('the builder', () => {
  it('creates a survey with questions of every type, in order; yes/no gets Yes and No', async () => {
    const saved = await saveSurvey(newSurvey());
    expect(saved).toMatchObject({ __typename: 'Survey', title: 'Onboarding check', isActive: false });
    expect(
      saved.questions.map((question) => [
        question.orderNumber,
        question.questionType,
        question.rawQuestionText,
        question.choices.map((choice) => `${choice.orderNumber}:${choice.choiceText}`),
      ]),
    ).toEqual([
      [1, 'text_only', '<p>Welcome</p>', []],
      [2, 'multiple_choice', 'Which part helped most?', ['1:Docs', '2:Calls', '3:Templates']],
      [3, 'yes_no', 'Would you recommend us?', ['1:Yes', '2:No']],
      [4, 'short_answer', 'What would you change?', []],
      [5, 'contact_form', 'Your details', []],
    ]);
  });

  it('edits, reorders and removes questions and choices; kept ones keep their ids and answers', async () => {
    const created = await saveSurvey({ ...newSurvey(), isActive: true });
    const [intro, helped, recommend, change, details] = created.questions as [
      SavedQuestion,
      SavedQuestion,
      SavedQuestion,
      SavedQuestion,
      SavedQuestion,
    ];
    // A respondent answers the choice question (Calls) and the short answer.
    const survey = await loadSurvey(app.prisma, { id: created.databaseId });
    const respondentId = randomUUID();
    for (const [sequence, answer] of [
      { questionId: helped.id, choiceId: helped.choices[1]!.id },
      { questionId: change.id, textResponse: 'More examples' },
    ].entries()) {
      await app.gql(SAVE_ANSWER, {
        input: { surveyId: survey.gid, respondentId, viewMode: 'form', answer: { ...answer, sequence } },
      });
    }

    const edited = await saveSurvey({
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      title: 'Onboarding check v2',
      description: '',
      isActive: true,
      questions: [
        { id: details.id, questionText: 'Your details', questionType: 'contact_form', choices: [] },
        {
          id: helped.id,
          questionText: 'What helped most?',
          questionType: 'multiple_choice',
          // Calls moves first and is renamed, Docs goes, a new choice is added; Templates stays.
          choices: [
            { id: helped.choices[1]!.id, choiceText: 'Calls with us' },
            { id: helped.choices[2]!.id, choiceText: 'Templates' },
            { choiceText: 'Videos' },
          ],
        },
        { id: change.id, questionText: 'What would you change?', questionType: 'short_answer', choices: [] },
        { questionText: 'Anything else?', questionType: 'short_answer', choices: [] },
      ],
    });
    expect(edited.__typename).toBe('Survey');
    expect(edited.title).toBe('Onboarding check v2');
    expect(
      edited.questions.map((question) => [question.id, question.rawQuestionText, question.answerCount]),
    ).toEqual([
      [details.id, 'Your details', 0],
      [helped.id, 'What helped most?', 1],
      [change.id, 'What would you change?', 1],
      [expect.any(String), 'Anything else?', 0],
    ]);
    expect(edited.questions[1]!.choices.map((choice) => [choice.id, choice.choiceText])).toEqual([
      [helped.choices[1]!.id, 'Calls with us'],
      [helped.choices[2]!.id, 'Templates'],
      [expect.any(String), 'Videos'],
    ]);
    const remaining = await app.prisma.question.findMany({
      where: { surveyId: survey.id },
      select: { id: true },
    });
    expect(remaining.map((question) => gid('Question', question.id)).sort()).toEqual(
      edited.questions.map((question) => question.id).sort(),
    );
    expect(remaining.map((question) => gid('Question', question.id))).not.toContain(intro.id);
    expect(remaining.map((question) => gid('Question', question.id))).not.toContain(recommend.id);
    expect((await app.prisma.survey.findFirstOrThrow()).description).toBeNull();
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [
      { questions: [{ questionText: '', questionType: 'short_answer', choices: [] }] },
      'questions.0.questionText',
      'Question text is required',
    ],
    [
      {
        questions: [
          { questionText: 'Pick', questionType: 'multiple_choice', choices: [{ choiceText: 'Only one' }] },
        ],
      },
      'questions.0.choices',
      'Add at least two choices',
    ],
    [
      {
        questions: [
          {
            questionText: 'Pick',
            questionType: 'multiple_choice',
            choices: [{ choiceText: 'A' }, { choiceText: ' ' }],
          },
        ],
      },
      'questions.0.choices.1.choiceText',
      'Choice text is required',
    ],
    [
      {
        questions: [
          { questionText: 'A', questionType: 'contact_form', choices: [] },
          { questionText: 'B', questionType: 'contact_form', choices: [] },
        ],
      },
      'questions.1.questionType',
      'A survey can have only one contact form',
    ],
    [{ title: 'x'.repeat(201) }, 'title', 'Please use at most 200 characters'],
  ])('refuses %j: %s → %s, saving nothing', async (change, field, message) => {
    const result = await saveSurvey({ ...newSurvey(), ...change });
    expect(result.__typename).toBe('ValidationError');
    expect(result.fieldErrors).toContainEqual({ field, message });
    expect(await app.prisma.survey.count()).toBe(0);
  });

  it("refuses ids of another survey's questions and choices", async () => {
    const first = await saveSurvey(newSurvey());
    const second = await saveSurvey(newSurvey());
    const result = await saveSurvey({
      ...newSurvey(),
      id: second.id,
      expectedVersion: 1,
      questions: [
        { id: first.questions[3]!.id, questionText: 'Stolen', questionType: 'short_answer', choices: [] },
      ],
    });
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'This question is not part of the survey',
    });
    expect(await app.prisma.question.count({ where: { questionText: 'Stolen' } })).toBe(0);
  });

  it("refuses to save over someone else's change", async () => {
    const created = await saveSurvey(newSurvey());
    clock.advance(1000);
    await saveSurvey({ ...newSurvey(), id: created.id, expectedUpdatedAt: created.updatedAt, title: 'Mine' });
    const stale = await saveSurvey({
      ...newSurvey(),
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      title: 'Theirs',
    });
    expect(stale).toEqual({
      __typename: 'ConflictError',
      message: SURVEY_BUILDER.changedElsewhere,
      currentVersion: 2,
    });
    expect((await app.prisma.survey.findFirstOrThrow()).title).toBe('Mine');
  });

  it('refuses a stale save as stale before it checks the draft, with the version to read again', async () => {
    const created = await saveSurvey(newSurvey());
    clock.advance(1000);
    const theirs = await saveSurvey({ ...newSurvey(), id: created.id, expectedVersion: 1, title: 'Theirs' });
    expect(theirs.version).toBe(2);
    // Opened at version 1 (by its time, or by its version), sent with no title.
    for (const opened of [{ expectedUpdatedAt: created.updatedAt }, { expectedVersion: 1 }]) {
      expect(await saveSurvey({ ...newSurvey(), id: created.id, ...opened, title: ' ' })).toEqual({
        __typename: 'ConflictError',
        message: SURVEY_BUILDER.changedElsewhere,
        currentVersion: 2,
      });
    }
    expect(await app.prisma.survey.findUniqueOrThrow({ where: { id: created.databaseId } })).toMatchObject({
      title: 'Theirs',
      version: 2,
    });
  });

  it('refuses a deprecated expectedUpdatedAt that names no time the survey was saved at', async () => {
    const created = await saveSurvey(newSurvey());
    const wrong = new Date(new Date(created.updatedAt).getTime() - 60_000).toISOString();
    expect(
      await saveSurvey({ ...newSurvey(), id: created.id, expectedUpdatedAt: wrong, title: 'Mine' }),
    ).toEqual(
      expect.objectContaining({ __typename: 'ValidationError', message: SURVEY_BUILDER.updatedAtUnknown }),
    );
    expect((await app.prisma.survey.findFirstOrThrow()).title).not.toBe('Mine');
  });

  it('refuses an edit that names no version it was made from, changing nothing', async () => {
    const created = await saveSurvey(newSurvey());
    expect(await saveSurvey({ ...newSurvey(), id: created.id, title: 'Blind' })).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      fieldErrors: [{ field: 'expectedVersion', message: CONTENT.expectedVersionRequired }],
    });
    expect(await app.prisma.survey.findUniqueOrThrow({ where: { id: created.databaseId } })).toMatchObject({
      title: 'Onboarding check',
      version: 1,
    });
  });

  it('deletes a survey with everything in it', async () => {
    const created = await saveSurvey(newSurvey());
    const deletion = `mutation($input: DeleteSurveyInput!) { deleteSurvey(input: $input) { __typename ... on DeletedSurvey { deletedId } ... on Error { message } } }`;
    expect((await app.gql(deletion, { input: { id: created.id } }, { cookie })).data).toEqual({
      deleteSurvey: { __typename: 'DeletedSurvey', deletedId: created.id },
    });
    expect(await app.prisma.question.count()).toBe(0);
    expect((await app.gql(deletion, { input: { id: created.id } }, { cookie })).data).toEqual({
      deleteSurvey: { __typename: 'NotFoundError', message: 'Survey not found' },
    });
  });

  it("says which type of id a survey, question or choice takes when given another type's", async () => {
    const created = await saveSurvey(newSurvey());
    const cta = Buffer.from('Cta:00000000-0000-7000-8000-000000000000').toString('base64');
    const deletion = `mutation($input: DeleteSurveyInput!) { deleteSurvey(input: $input) { __typename } }`;
    const refused = await app.gql(deletion, { input: { id: cta } }, { cookie });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'input.id is a Cta id, where a Survey id is expected',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.id' },
    });
    expect(await app.prisma.survey.count({ where: { id: rowId(created.id) } })).toBe(1);
  });
});

type QuestionResultsData = {
  question: { questionText: string; questionType: string };
  answerCount: number;
  choices: { choice: { choiceText: string }; count: number }[];
  textAnswers: { text: string; viewMode: string; respondent: { respondentId: string } }[];
};
type ResultsData = {
  results: { started: number; answered: number; submitted: number; questions: QuestionResultsData[] };
  respondents: { totalCount: number; edges: { node: { respondentId: string } & Record<string, unknown> }[] };
  submittedOnly: { totalCount: number };
  responsesCsv: string;
  semicolons: string;
};

describe('results', () => {
  const RESULTS = /* GraphQL */ `
    query Results($id: String!) {
      survey(id: $id) {
        ... on Survey {
          results {
            started
            answered
            submitted
            questions {
              question { questionText questionType }
              answerCount
              choices { choice { choiceText } count }
              textAnswers(first: 10) { text viewMode respondent { respondentId } }
            }
          }
          respondents(first: 10) {
            totalCount
            edges { node { respondentId submittedAt viewMode answerCount contact { name email website } answers { question { questionText } text } } }
          }
          submittedOnly: respondents(first: 10, submittedOnly: true) { totalCount }
          responsesCsv
          semicolons: responsesCsv(separator: semicolon)
        }
      }
    }
  `;

  it('counts completion and choices, lists text answers and respondents, and exports CSV', async () => {
    const created = await saveSurvey({ ...newSurvey(), isActive: true });
    const survey = await loadSurvey(app.prisma, { id: created.databaseId });
    const [, helped, recommend, change, details] = survey.questions as [
      never,
      (typeof survey.questions)[0],
      (typeof survey.questions)[0],
      (typeof survey.questions)[0],
      (typeof survey.questions)[0],
    ];
    const respondents = [randomUUID(), randomUUID(), randomUUID()];
    // Three open the survey; two answer; one submits.
    for (const respondentId of respondents) {
      await app.gql(START_SURVEY, { input: { surveyId: survey.gid, respondentId, viewMode: 'form' } });
      clock.advance(1000);
    }
    const save = (respondentId: string, answer: Record<string, unknown>, viewMode = 'form') =>
      app.gql(SAVE_ANSWER, { input: { surveyId: survey.gid, respondentId, viewMode, answer } });
    await save(respondents[0]!, { questionId: helped.gid, choiceId: helped.choices[1]!.gid, sequence: 1 });
    await save(respondents[0]!, {
      questionId: change.gid,
      textResponse: 'Shorter, "clearer" calls,\nplease',
      sequence: 2,
    });
    await save(
      respondents[1]!,
      { questionId: helped.gid, choiceId: helped.choices[1]!.gid, sequence: 1 },
      'slide',
    );
    await save(
      respondents[1]!,
      { questionId: recommend.gid, choiceId: recommend.choices[0]!.gid, sequence: 2 },
      'slide',
    );
    await app.gql(SUBMIT_SURVEY, {
      input: {
        surveyId: survey.gid,
        respondentId: respondents[0],
        viewMode: 'form',
        answers: [
          { questionId: details.gid, textResponse: contactText({ name: '=HYPERLINK("x")' }), sequence: 3 },
        ],
      },
    });

    const result = await app.gql<{ survey: ResultsData }>(RESULTS, { id: survey.id }, { cookie });
    expect(result.errors).toBeUndefined();
    const data = result.data!.survey;
    expect(data.results).toMatchObject({ started: 3, answered: 2, submitted: 1 });
    const byText = Object.fromEntries(
      data.results.questions.map((question) => [question.question.questionText, question]),
    );
    expect(Object.keys(byText)).toEqual([
      'Which part helped most?',
      'Would you recommend us?',
      'What would you change?',
      'Your details',
    ]);
    expect(byText['Which part helped most?']).toMatchObject({
      answerCount: 2,
      choices: [
        { choice: { choiceText: 'Docs' }, count: 0 },
        { choice: { choiceText: 'Calls' }, count: 2 },
        { choice: { choiceText: 'Templates' }, count: 0 },
      ],
      textAnswers: [],
    });
    expect(byText['Would you recommend us?']!.choices.map((choice) => choice.count)).toEqual([1, 0]);
    expect(byText['What would you change?']!.textAnswers).toEqual([
      {
        text: 'Shorter, "clearer" calls,\nplease',
        viewMode: 'form',
        respondent: { respondentId: respondents[0] },
      },
    ]);
    expect(byText['Your details']!.textAnswers[0]!.text).toBe(
      '=HYPERLINK("x"), grace@example.com, +1 555 010 9999, https://www.hopper.dev/',
    );

    expect(data.respondents.totalCount).toBe(3);
    expect(data.submittedOnly.totalCount).toBe(1);
    const submitter = data.respondents.edges.find((edge) => edge.node.respondentId === respondents[0])!.node;
    expect(submitter).toMatchObject({
      submittedAt: clock.now().toISOString(),
      answerCount: 3,
      contact: { name: '=HYPERLINK("x")', email: 'grace@example.com', website: 'https://www.hopper.dev/' },
      answers: [
        { question: { questionText: 'Which part helped most?' }, text: 'Calls' },
        { question: { questionText: 'What would you change?' }, text: 'Shorter, "clearer" calls,\nplease' },
        { question: { questionText: 'Your details' }, text: expect.stringContaining('grace@example.com') },
      ],
    });

    const rows: string[][] = parse(data.responsesCsv);
    // For Excel in comma-decimal languages: the same cells, between semicolons.
    expect(data.semicolons.split('\r\n')[0]).toBe(rows[0]!.join(';'));
    expect(parse(data.semicolons, { delimiter: ';' })).toEqual(rows);
    expect(rows[0]).toEqual([
      'Respondent',
      'Started at',
      'Submitted at',
      'View mode',
      'Which part helped most?',
      'Would you recommend us?',
      'What would you change?',
      'Name',
      'Email',
      'Phone',
      'Website',
    ]);
    // The two who answered, oldest first; the one who only opened the survey is left out.
    expect(rows.slice(1).map((row) => row[0])).toEqual([respondents[0], respondents[1]]);
    expect(rows[1]!.slice(2)).toEqual([
      clock.now().toISOString(),
      'form',
      'Calls',
      '',
      'Shorter, "clearer" calls,\nplease',
      // A formula is neutralised; a phone number is not.
      `'=HYPERLINK("x")`,
      'grace@example.com',
      '+1 555 010 9999',
      'https://www.hopper.dev/',
    ]);
    expect(rows[2]!.slice(2, 7)).toEqual(['', 'slide', 'Calls', 'Yes', '']);
    expect(gid('Survey', survey.id)).toBe(created.id);
  });
});
