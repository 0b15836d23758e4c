// The email a submitted survey sends to the company inbox (SPEC §7): the AI
// audit template for an AI Audit survey, the fractional-PM template for any
// other, and the CRM note that summarises the answers.
import { isAiAuditSurvey, mapAuditAnswers } from '../../../domain/surveys/aiAudit';
import { type AnsweredQuestion, type ContactAnswer, summarizeAnswers } from '../../../domain/surveys/survey';
import type { Prisma } from '../../db';
import { queueEmail } from '../outbox/queue';
import { aiAuditEmail, fractionalPmSurveyEmail } from '../outbox/templates';

type SurveyInfo = { title: string; description: string | null };

export type SurveyNotification =
  | { template: 'ai_audit'; data: ReturnType<typeof aiAuditEmail> }
  | { template: 'fractional_pm_survey'; data: ReturnType<typeof fractionalPmSurveyEmail> };

export function surveyNotification(
  survey: SurveyInfo,
  contact: ContactAnswer,
  answers: readonly AnsweredQuestion[],
  inbox: string,
): SurveyNotification {
  if (isAiAuditSurvey(survey)) {
    return { template: 'ai_audit', data: aiAuditEmail({ ...contact, ...mapAuditAnswers(answers) }) };
  }
  return {
    template: 'fractional_pm_survey',
    data: fractionalPmSurveyEmail({
      toEmail: inbox,
      subject: `${survey.title}: response from ${contact.name}`,
      ...contact,
      message: summarizeAnswers(answers, { withContact: false }),
    }),
  };
}

/** Queues the notification in the submission's transaction. */
export function queueSurveyNotification(
  tx: Prisma.TransactionClient,
  notification: SurveyNotification,
  address: { to: string; contactId: string | null },
  now: Date,
) {
  return notification.template === 'ai_audit'
    ? queueEmail(tx, { ...notification, ...address }, now)
    : queueEmail(tx, { ...notification, ...address }, now);
}

/** The CRM note of a survey lead: which survey, then every answer. */
export const surveyCrmNote = (survey: SurveyInfo, answers: readonly AnsweredQuestion[]) =>
  `Survey: ${survey.title}\n\n${summarizeAnswers(answers)}`;
