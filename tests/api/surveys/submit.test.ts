// Submitting a survey against a real database: the checks in the spec's
// order with its messages (bad input stores nothing), answers merged with
// those saved as the visitor went, the CRM lead with its note, one
// submission per respondent, the honeypot and the rate limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import {
  contactText,
  createSmallSurvey,
  type MutationResult,
  SAVE_ANSWER,
  SUBMIT_SURVEY,
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

async function submit(
  answers: Answer[],
  {
    respondentId = randomUUID(),
    target = survey,
    honeypot = null as string | null,
    clientIp = `192.0.2.${nextIp++ % 250}`,
  } = {},
) {
  const result = await app.gql<{ submitSurvey: MutationResult }>(
    SUBMIT_SURVEY,
    { input: { surveyId: target.gid, respondentId, viewMode: 'slide', answers, honeypot } },
    { clientIp },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.submitSurvey;
}

const contactAnswer = (text: string | null, sequence = 10, target = survey): Answer => ({
  questionId: target.questions.find((question) => question.type === 'contact_form')!.gid,
  textResponse: text,
  sequence,
});

async function nothingStored() {
  expect(await app.prisma.surveySession.count({ where: { submittedAt: { not: null } } })).toBe(0);
  expect(await app.prisma.crmContact.count()).toBe(0);
  expect(await app.prisma.emailOutbox.count()).toBe(0);
}

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  survey = await createSmallSurvey(app.prisma);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.surveySession.deleteMany();
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

describe('the checks before submitting, in the spec order', () => {
  it("answers 'Contact form not found' for a survey without a contact form", async () => {
    const noContact = await createSmallSurvey(app.prisma, { title: 'No contact' });
    await app.prisma.question.delete({ where: { id: noContact.questions[4]!.id } });
    expect(await submit([], { target: noContact })).toEqual({
      __typename: 'ValidationError',
      message: 'Contact form not found',
      fieldErrors: [{ field: 'contact', message: 'Contact form not found' }],
    });
    await nothingStored();
  });

  it.each([
    ['no contact answer at all', null, 'contact', 'Please fill out the contact form'],
    [
      'an empty contact form',
      { name: ' ', email: '', phone: '', website: '' },
      'contact',
      'Please fill out the contact form',
    ],
    [
      'everything blank but the phone',
      { name: '', email: '', website: '', phone: '555' },
      'name',
      'Name is required',
    ],
    [
      'no name, a bad email and no website',
      { name: '', email: 'grace@', website: '' },
      'name',
      'Name is required',
    ],
    ['a name, no email, no website', { email: '', website: '' }, 'email', 'Email is required'],
    // The spec checks for a missing website before a malformed email.
    ['a name, a bad email, no website', { email: 'grace@', website: '' }, 'website', 'Website is required'],
    [
      'a name, a bad email and a website',
      { email: 'grace@example' },
      'email',
      'Please enter a valid email address',
    ],
    ['a bad website', { website: 'not a site' }, 'website', 'Please enter a valid website address'],
    ['a phone with too few digits', { phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
  ])('%s → %s', async (_case, contact, field, message) => {
    const answers = contact === null ? [] : [contactAnswer(contactText(contact as Record<string, string>))];
    expect(await submit(answers)).toEqual({
      __typename: 'ValidationError',
      message,
      fieldErrors: [{ field, message }],
    });
    await nothingStored();
  });

  it('checks the contact answer saved earlier, and a newer one sent with the submission', async () => {
    const respondentId = randomUUID();
    await app.gql(SAVE_ANSWER, {
      input: {
        surveyId: survey.gid,
        respondentId,
        viewMode: 'form',
        answer: contactAnswer(contactText({ email: '' }), 5),
      },
    });
    // Nothing new sent: the saved answer (no email) decides.
    expect(await submit([], { respondentId })).toMatchObject({ message: 'Email is required' });
    // An older answer sent with the submission does not replace the saved one...
    expect(await submit([contactAnswer(contactText(), 4)], { respondentId })).toMatchObject({
      message: 'Email is required',
    });
    // ...a newer one does.
    expect(await submit([contactAnswer(contactText(), 6)], { respondentId })).toEqual({
      __typename: 'SurveySubmitted',
      submitted: true,
    });
  });

  it('refuses an invalid answer among those sent, storing nothing', async () => {
    const plan = survey.questions[1]!;
    const result = await submit([
      contactAnswer(contactText()),
      { questionId: plan.gid, choiceId: survey.questions[3]!.choices[0]!.gid, sequence: 1 },
    ]);
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please choose one of the options',
    });
    await nothingStored();
  });
});

describe('a valid submission', () => {
  const fullAnswers = (): Answer[] => [
    { questionId: survey.questions[1]!.gid, choiceId: survey.questions[1]!.choices[1]!.gid, sequence: 1 },
    { questionId: survey.questions[2]!.gid, textResponse: 'We ship weekly.', sequence: 2 },
    { questionId: survey.questions[3]!.gid, choiceId: survey.questions[3]!.choices[0]!.gid, sequence: 3 },
    contactAnswer(contactText(), 4),
  ];

  it('stores the answers, marks the respondent submitted and creates the CRM lead with a note', async () => {
    const respondentId = randomUUID();
    expect(await submit(fullAnswers(), { respondentId })).toEqual({
      __typename: 'SurveySubmitted',
      submitted: true,
    });

    expect(await app.prisma.response.count({ where: { respondentId } })).toBe(4);
    const contact = await app.prisma.crmContact.findFirstOrThrow({ include: { notes: true } });
    expect(contact).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 010 9999',
      companyUrl: 'hopper.dev',
      source: 'Survey: Team check',
      status: 'prospect',
      lastContactDate: clock.now(),
      // Dated by the app clock, as an admin's save is (not Prisma's @updatedAt, the system's time).
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect(contact.notes.map((note) => note.updatedAt)).toEqual([clock.now()]);
    expect(contact.notes.map((note) => note.note)).toEqual([
      [
        'Survey: Team check',
        '',
        'Which plan fits?\nGrowth',
        '',
        'What should we know?\nWe ship weekly.',
        '',
        'Ready to start?\nYes',
        '',
        'How can we reach you?\nGrace Hopper, grace@example.com, +1 555 010 9999, https://www.hopper.dev/',
      ].join('\n'),
    ]);
    expect(await app.prisma.surveySession.findFirstOrThrow({ where: { respondentId } })).toMatchObject({
      submittedAt: clock.now(),
      viewMode: 'slide',
      contactId: contact.id,
    });
    const outbox = await app.prisma.emailOutbox.findMany();
    expect(outbox).toEqual([
      expect.objectContaining({
        template: 'fractional_pm_survey',
        contactId: contact.id,
        toEmail: app.config.mail.contactInbox,
      }),
    ]);
  });

  it('updates the contact with the same email in another case, keeping its source, and adds a note', async () => {
    await submit(fullAnswers());
    const first = await app.prisma.crmContact.findFirstOrThrow();
    await app.prisma.crmContact.update({
      where: { id: first.id },
      data: { status: 'customer', source: 'Website' },
    });
    clock.advance(3_600_000);
    await submit([contactAnswer(contactText({ email: 'GRACE@Example.com', name: 'G. Hopper' }))]);

    const contacts = await app.prisma.crmContact.findMany({ include: { notes: true } });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: first.id,
      firstName: 'Grace',
      status: 'customer',
      source: 'Website',
      lastContactDate: clock.now(),
    });
    expect(contacts[0]!.notes).toHaveLength(2);
  });

  it('creates one contact when two respondents with the same email submit at the same moment', async () => {
    await Promise.all([
      submit([contactAnswer(contactText({ email: 'same@example.com' }))]),
      submit([contactAnswer(contactText({ email: 'SAME@example.com' }))]),
    ]);
    expect(await app.prisma.crmContact.count()).toBe(1);
    expect(await app.prisma.crmContactNote.count()).toBe(2);
    expect(await app.prisma.emailOutbox.count()).toBe(2);
  });

  it('is stored once: submitting again, or racing itself, sends no second email', async () => {
    const respondentId = randomUUID();
    const results = await Promise.all([
      submit(fullAnswers(), { respondentId }),
      submit(fullAnswers(), { respondentId }),
    ]);
    expect(results).toEqual([
      { __typename: 'SurveySubmitted', submitted: true },
      { __typename: 'SurveySubmitted', submitted: true },
    ]);
    expect(await submit(fullAnswers(), { respondentId })).toMatchObject({ submitted: true });
    expect(await app.prisma.emailOutbox.count()).toBe(1);
    expect(await app.prisma.crmContactNote.count()).toBe(1);
  });

  it('ignores answers saved after the submission', async () => {
    const respondentId = randomUUID();
    await submit(fullAnswers(), { respondentId });
    const late = await app.gql<{ saveSurveyAnswer: MutationResult }>(SAVE_ANSWER, {
      input: {
        surveyId: survey.gid,
        respondentId,
        viewMode: 'form',
        answer: { questionId: survey.questions[2]!.gid, textResponse: 'Changed my mind', sequence: 99 },
      },
    });
    expect(late.data?.saveSurveyAnswer).toEqual({ __typename: 'SurveyAnswerSaved', saved: false });
    expect(
      await app.prisma.response.findFirstOrThrow({
        where: { respondentId, questionId: survey.questions[2]!.id },
      }),
    ).toMatchObject({
      textResponse: 'We ship weekly.',
    });
  });
});

describe('a respondent who already submitted', () => {
  // What a tab resuming a visit after a reload learns: whether the reply to
  // its submission was lost on the way (the survey was submitted all the same).
  const ASKED = /* GraphQL */ `
    mutation Asked($start: StartSurveyInput!, $save: SaveSurveyAnswerInput!, $submit: SubmitSurveyInput!) {
      startSurvey(input: $start) { __typename ... on SurveyStarted { started alreadySubmitted } }
      saveSurveyAnswer(input: $save) { __typename ... on SurveyAnswerSaved { saved alreadySubmitted } }
      submitSurvey(input: $submit) { __typename ... on SurveySubmitted { submitted alreadySubmitted } }
    }
  `;
  const ask = async (respondentId: string, sequence: number) => {
    const respondent = { surveyId: survey.gid, respondentId, viewMode: 'form' };
    const result = await app.gql(ASKED, {
      start: respondent,
      save: {
        ...respondent,
        answer: { questionId: survey.questions[2]!.gid, textResponse: 'Changed my mind', sequence },
      },
      submit: { ...respondent, answers: [contactAnswer(contactText(), sequence + 1)] },
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  it('is told so by starting, saving and submitting; one who did not is told not', async () => {
    const respondentId = randomUUID();
    // Not submitted yet: the save is newer than nothing, and this submission is the first.
    expect(await ask(respondentId, 1)).toEqual({
      startSurvey: { __typename: 'SurveyStarted', started: true, alreadySubmitted: false },
      saveSurveyAnswer: { __typename: 'SurveyAnswerSaved', saved: true, alreadySubmitted: false },
      submitSurvey: { __typename: 'SurveySubmitted', submitted: true, alreadySubmitted: false },
    });
    expect(await ask(respondentId, 50)).toEqual({
      startSurvey: { __typename: 'SurveyStarted', started: true, alreadySubmitted: true },
      saveSurveyAnswer: { __typename: 'SurveyAnswerSaved', saved: false, alreadySubmitted: true },
      submitSurvey: { __typename: 'SurveySubmitted', submitted: true, alreadySubmitted: true },
    });
    expect(await app.prisma.surveySession.count({ where: { respondentId } })).toBe(1);
    expect(await app.prisma.emailOutbox.count()).toBe(1);
  });

  it('is not told so for a save refused only because a newer answer is stored', async () => {
    const respondentId = randomUUID();
    const saveText = (sequence: number) =>
      app.gql<{ saveSurveyAnswer: MutationResult }>(
        /* GraphQL */ `
          mutation Save($input: SaveSurveyAnswerInput!) {
            saveSurveyAnswer(input: $input) { __typename ... on SurveyAnswerSaved { saved alreadySubmitted } }
          }
        `,
        {
          input: {
            surveyId: survey.gid,
            respondentId,
            viewMode: 'form',
            answer: { questionId: survey.questions[2]!.gid, textResponse: `Take ${sequence}`, sequence },
          },
        },
      );
    await saveText(5);
    expect((await saveText(4)).data?.saveSurveyAnswer).toEqual({
      __typename: 'SurveyAnswerSaved',
      saved: false,
      alreadySubmitted: false,
    });
  });
});

describe('abuse protection', () => {
  it('answers a filled honeypot as a success and stores nothing', async () => {
    expect(await submit([contactAnswer(contactText())], { honeypot: 'http://spam.example' })).toEqual({
      __typename: 'SurveySubmitted',
      submitted: true,
    });
    await nothingStored();
    expect(await app.prisma.response.count()).toBe(0);
  });

  it('allows 5 submissions a minute per address', async () => {
    const results = [];
    for (let index = 0; index < 6; index++) {
      results.push(
        await submit([contactAnswer(contactText({ email: `lead${index}@example.com` }))], {
          clientIp: '198.51.100.77',
        }),
      );
    }
    expect(results.slice(0, 5).map((result) => result.__typename)).toEqual(Array(5).fill('SurveySubmitted'));
    expect(results[5]).toEqual({
      __typename: 'RateLimitError',
      message: 'Too many requests. Please try again in a minute.',
    });
    expect(await app.prisma.crmContact.count()).toBe(5);
  });
});
