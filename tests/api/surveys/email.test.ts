// Survey notifications on the seeded surveys, delivered to a real SMTP peer:
// the AI Audit survey maps its answers onto the audit payload (phrase table
// in domain/surveys/aiAudit.ts) with the spec's 'Not provided' / 'Not specified'
// defaults; any other survey sends the fractional-PM email. A mail outage
// never reaches the visitor: the email waits in the outbox and goes out later.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { AI_AUDIT_SURVEY_TITLE, FRACTIONAL_PM_SURVEY_TITLE } from '../../../prisma/seed-data/surveys';
import type { OutboxWorker } from '../../../server/modules/outbox/worker';
import { type TestApp, TestClock } from '../../helpers/app';
import { type MailingApp, startMailingApp } from '../../helpers/mailing';
import type { SmtpPeer } from '../../helpers/smtp';
import {
  contactText,
  createSmallSurvey,
  loadSurvey,
  type MutationResult,
  SUBMIT_SURVEY,
  type SurveyFixture,
} from '../../helpers/surveys';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let peer: SmtpPeer;
let worker: OutboxWorker;
let aiAudit: SurveyFixture;
let fractionalPm: SurveyFixture;
let nextIp = 1;

type Answer = { questionId: string; choiceId?: string; textResponse?: string; sequence: number };

/** Answers by question text: a choice's text for choice questions, else the text. */
function answersFor(survey: SurveyFixture, byQuestion: Record<string, string>): Answer[] {
  return Object.entries(byQuestion).map(([text, value], index) => {
    const question = survey.questions.find((candidate) => candidate.text === text);
    if (!question) throw new Error(`No question '${text}'`);
    const choice = question.choices.find((candidate) => candidate.text === value);
    return choice
      ? { questionId: question.gid, choiceId: choice.gid, sequence: index + 1 }
      : { questionId: question.gid, textResponse: value, sequence: index + 1 };
  });
}

async function submit(survey: SurveyFixture, answers: Answer[]) {
  const result = await app.gql<{ submitSurvey: MutationResult }>(
    SUBMIT_SURVEY,
    { input: { surveyId: survey.gid, respondentId: randomUUID(), viewMode: 'form', answers } },
    { clientIp: `192.0.2.${nextIp++}` },
  );
  expect(result.data?.submitSurvey).toEqual({ __typename: 'SurveySubmitted', submitted: true });
}

let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp({ services: { clock } });
  ({ app, peer, worker } = mailing);
  await seedDemoContent(app.prisma);
  aiAudit = await loadSurvey(app.prisma, { title: AI_AUDIT_SURVEY_TITLE });
  fractionalPm = await loadSurvey(app.prisma, { title: FRACTIONAL_PM_SURVEY_TITLE });
});
afterAll(() => mailing?.close());
beforeEach(async () => {
  await peer.start().catch(() => {});
  peer.received.length = 0;
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

const CONTACT_QUESTION = 'How can we reach you with your audit?';

describe('the AI Audit survey', () => {
  it('maps every answer onto the audit payload and emails it', async () => {
    await submit(
      aiAudit,
      answersFor(aiAudit, {
        'What type of business do you run?': 'Software or SaaS',
        'How large is your team?': '11 to 50 people',
        'Where does your team spend the most time each week?': 'Data entry and spreadsheets',
        'What are your biggest operational pain points?': 'Month-end reporting takes a week.',
        'Which tools does your team use every day?': 'HubSpot, Notion and Excel',
        'Which AI tools have you already tried?': 'Claude',
        'How comfortable is your team with AI today?': 'A few people experiment on their own',
        'Do you have a budget set aside for AI initiatives this year?': 'Yes',
        'What is the main goal you want AI to help with?': 'Faster client reports',
        'Is there anything else we should know?': 'We are ISO 27001 certified.',
        [CONTACT_QUESTION]: contactText(),
      }),
    );
    const [row] = await app.prisma.emailOutbox.findMany();
    expect(row).toMatchObject({
      template: 'ai_audit',
      toEmail: 'inbox@lab.test',
      subject: 'AI Audit request from Grace Hopper',
      data: {
        from_name: 'Grace Hopper',
        from_email: 'grace@example.com',
        website: 'https://www.hopper.dev/',
        phone: '+1 555 010 9999',
        business_type: 'Software or SaaS',
        team_size: '11 to 50 people',
        time_spenders: 'Data entry and spreadsheets',
        pain_points: 'Month-end reporting takes a week.',
        daily_tools: 'HubSpot, Notion and Excel',
        ai_tools_used: 'Claude',
        ai_comfort_level: 'A few people experiment on their own',
        ai_goal: 'Faster client reports',
        // The budget question matches no phrase: it is kept, after the visitor's own note.
        additional_info:
          'We are ISO 27001 certified.\n\nDo you have a budget set aside for AI initiatives this year?: Yes',
      },
    });

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);
    const [email] = peer.received;
    expect(email!.to).toEqual(['inbox@lab.test']);
    expect(email!.subject).toBe('AI Audit request from Grace Hopper');
    expect(email!.headers.get('reply-to')).toBe('grace@example.com');
    for (const line of [
      'Business type: Software or SaaS',
      'Team size: 11 to 50 people',
      'Biggest time spenders: Data entry and spreadsheets',
      'Pain points: Month-end reporting takes a week.',
      'Daily tools: HubSpot, Notion and Excel',
      'AI tools used: Claude',
      'AI comfort level: A few people experiment on their own',
      'Goal with AI: Faster client reports',
      'We are ISO 27001 certified.',
    ]) {
      expect(email!.text).toContain(line);
    }
  });

  it("fills what the visitor skipped with 'Not specified' (choices) and 'Not provided' (text)", async () => {
    await submit(aiAudit, answersFor(aiAudit, { [CONTACT_QUESTION]: contactText({ phone: '' }) }));
    expect((await app.prisma.emailOutbox.findFirstOrThrow()).data).toEqual({
      from_name: 'Grace Hopper',
      from_email: 'grace@example.com',
      website: 'https://www.hopper.dev/',
      phone: 'Not provided',
      business_type: 'Not specified',
      team_size: 'Not specified',
      time_spenders: 'Not specified',
      pain_points: 'Not provided',
      daily_tools: 'Not provided',
      ai_tools_used: 'Not specified',
      ai_comfort_level: 'Not specified',
      ai_goal: 'Not provided',
      additional_info: 'Not provided',
    });
    await worker.runOnce();
    await peer.waitFor(1);
    expect(peer.received[0]!.text).toContain('Phone: Not provided');
    expect(peer.received[0]!.text).toContain('Team size: Not specified');
  });

  it("is recognised by 'AI Audit' in the description too; any other survey sends the fractional-PM email", async () => {
    const byDescription = await createSmallSurvey(app.prisma, {
      title: 'Quick check',
      description: 'Our AI Audit, short.',
    });
    const other = await createSmallSurvey(app.prisma, {
      title: 'Quick check 2',
      description: 'An ai audit in lower case.',
    });
    for (const survey of [byDescription, other]) {
      await submit(survey, [
        { questionId: survey.questions[4]!.gid, textResponse: contactText(), sequence: 1 },
      ]);
    }
    const rows = await app.prisma.emailOutbox.findMany({ orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.template).sort()).toEqual(['ai_audit', 'fractional_pm_survey']);
  });
});

describe('the fractional-PM survey', () => {
  it('emails the contact details and every answer, with its own subject', async () => {
    await submit(
      fractionalPm,
      answersFor(fractionalPm, {
        'What stage is your company at?': 'Early revenue, still finding product-market fit',
        'Do you have a written roadmap for the next two quarters?': 'No',
        'What product outcome matters most to you in the next six months?': 'Activation above 40%',
        'How can we reach you to discuss your product needs?': contactText({ website: 'acme.io' }),
      }),
    );
    const [row] = await app.prisma.emailOutbox.findMany();
    expect(row).toMatchObject({
      template: 'fractional_pm_survey',
      subject: `${FRACTIONAL_PM_SURVEY_TITLE}: response from Grace Hopper`,
      data: {
        to_email: 'inbox@lab.test',
        subject: `${FRACTIONAL_PM_SURVEY_TITLE}: response from Grace Hopper`,
        from_name: 'Grace Hopper',
        from_email: 'grace@example.com',
        phone: '+1 555 010 9999',
        website: 'acme.io',
        message: [
          'What stage is your company at?\nEarly revenue, still finding product-market fit',
          'Do you have a written roadmap for the next two quarters?\nNo',
          'What product outcome matters most to you in the next six months?\nActivation above 40%',
        ].join('\n\n'),
      },
    });
    await worker.runOnce();
    await peer.waitFor(1);
    const [email] = peer.received;
    expect(email!.subject).toBe(`${FRACTIONAL_PM_SURVEY_TITLE}: response from Grace Hopper`);
    expect(email!.text).toContain('Website: acme.io');
    expect(email!.text).toContain(
      'What product outcome matters most to you in the next six months?\nActivation above 40%',
    );
    expect((await app.prisma.crmContact.findFirstOrThrow()).source).toBe(
      `Survey: ${FRACTIONAL_PM_SURVEY_TITLE}`,
    );
  });

  it('is accepted while the mail server is down, and delivered once it is back', async () => {
    await peer.stop();
    await submit(
      fractionalPm,
      answersFor(fractionalPm, { 'How can we reach you to discuss your product needs?': contactText() }),
    );
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await app.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: 'pending', attempts: 1 });

    await peer.start();
    clock.advance(60 * 60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);
    expect(peer.received[0]!.subject).toContain('response from Grace Hopper');
  });
});
